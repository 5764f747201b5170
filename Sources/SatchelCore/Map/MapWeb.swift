import Foundation
import Vapor

/// `/map/style.json` and `/tiles/{z}/{x}/{y}`: the web app's base map, for people signed in.
struct MapWeb {
    func register(_ r: AppRoutes) {
        r.get("map", "style.json") { req async throws -> Response in
            let settings = req.context.settings
            let tiles = await req.application.part(MapTiles.self)?.current()
            guard let data = MapStyle.json(tiles: tiles?.info, rasterURL: settings.mapTileURL, attribution: settings.mapTileAttribution) else {
                throw AppError(.notFound, "not_found.route")
            }
            let res = Response(status: .ok, body: .init(data: data))
            res.headers.contentType = .json
            res.headers.replaceOrAdd(name: .cacheControl, value: "private, no-cache")
            return res
        }
        r.get("tiles", ":z", ":x", ":y") { req async throws -> Response in
            guard let z = req.parameters.get("z", as: Int.self), let x = req.parameters.get("x", as: Int.self),
                  let y = req.parameters.get("y", as: Int.self) else { throw AppError(.notFound, "not_found.route") }
            guard let tiles = await req.application.part(MapTiles.self)?.current() else { throw AppError(.notFound, "not_found.route") }
            let info = tiles.info
            // Nothing there (outside the region, or beyond the deepest zoom): an empty answer the map skips.
            guard let data = try await tiles.tile(z: z, x: x, y: y) else { return Response(status: .noContent) }
            let res = Response(status: .ok, body: .init(buffer: data))
            res.headers.replaceOrAdd(name: .contentType, value: info.format.contentType)
            // tilemaker (and most vector tile makers) store each tile gzipped.
            if data.readableBytesView.starts(with: [0x1f, 0x8b]) { res.headers.replaceOrAdd(name: .contentEncoding, value: "gzip") }
            res.headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=3600")
            return res
        }
    }
}

extension Request {
    /// The raster tiles that maps drawn on the server (SVG) lay underneath: Satchel's own when
    /// it has raster tiles; none when its own are vector tiles (an SVG cannot draw them, and no
    /// third party is asked instead); else the configured tile server's.
    public func drawnMapTileURL() async -> String? {
        if let own = await application.part(MapTiles.self)?.current() { return own.info.format.isVector ? nil : MapStyle.tilePath }
        return context.settings.mapTileURL
    }
}
