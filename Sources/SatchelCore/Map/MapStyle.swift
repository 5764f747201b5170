import Foundation

/// The MapLibre style every live map in the web app uses (`GET /map/style.json`): Satchel's own
/// tiles when some were imported (vector tiles in the OpenMapTiles schema, as tilemaker writes
/// them, or raster tiles), else the configured raster tile server (OpenStreetMap's by default).
/// Nil when maps are drawn from data alone (`SATCHEL_MAP_TILE_URL=off` and nothing imported).
///
/// The vector style draws land use, water, parks, buildings, streets, paths and railways, with no
/// text: text needs font files (glyphs) Satchel does not ship, and the pins' own labels name places.
public enum MapStyle {
    /// The path tiles are served at; app.js makes it absolute (MapLibre fetches from a worker).
    public static let tilePath = "/tiles/{z}/{x}/{y}"

    public static func json(tiles: MBTilesInfo?, rasterURL: String?, attribution: String) -> Data? {
        let style: [String: Any]
        if let tiles, tiles.format.isVector {
            var source: [String: Any] = ["type": "vector", "tiles": [tilePath], "minzoom": tiles.minZoom, "maxzoom": tiles.maxZoom,
                                         "attribution": tiles.attribution ?? attribution]
            if let bounds = tiles.bounds { source["bounds"] = bounds }
            style = ["version": 8, "name": "Satchel", "sources": ["satchel": source], "layers": vectorLayers]
        } else if let tiles {
            var source: [String: Any] = ["type": "raster", "tiles": [tilePath], "tileSize": 256, "minzoom": tiles.minZoom,
                                         "maxzoom": tiles.maxZoom, "attribution": tiles.attribution ?? attribution]
            if let bounds = tiles.bounds { source["bounds"] = bounds }
            style = ["version": 8, "name": "Satchel", "sources": ["satchel": source],
                     "layers": [background, ["id": "tiles", "type": "raster", "source": "satchel"]]]
        } else if let rasterURL {
            style = ["version": 8, "name": "Satchel",
                     "sources": ["satchel": ["type": "raster", "tiles": [rasterURL], "tileSize": 256, "maxzoom": 19, "attribution": attribution]],
                     "layers": [background, ["id": "tiles", "type": "raster", "source": "satchel"]]]
        } else {
            return nil
        }
        return try? JSONSerialization.data(withJSONObject: style, options: [.sortedKeys])
    }

    static var background: [String: Any] { ["id": "background", "type": "background", "paint": ["background-color": "#f2efe9"]] }

    static func fill(_ id: String, layer: String, color: String, filter: [Any]? = nil, minzoom: Int? = nil) -> [String: Any] {
        var l: [String: Any] = ["id": id, "type": "fill", "source": "satchel", "source-layer": layer, "paint": ["fill-color": color]]
        if let filter { l["filter"] = filter }
        if let minzoom { l["minzoom"] = minzoom }
        return l
    }

    /// A line whose width grows with the zoom: `widths` at zoom 10, 14 and 18.
    static func line(_ id: String, layer: String, color: String, classes: [String]?, widths: (Double, Double, Double),
                     dashed: Bool = false, minzoom: Int? = nil) -> [String: Any] {
        var paint: [String: Any] = ["line-color": color,
                                    "line-width": ["interpolate", ["exponential", 1.5], ["zoom"], 10, widths.0, 14, widths.1, 18, widths.2]]
        if dashed { paint["line-dasharray"] = [2, 1.5] }
        var l: [String: Any] = ["id": id, "type": "line", "source": "satchel", "source-layer": layer,
                                "layout": ["line-cap": "round", "line-join": "round"], "paint": paint]
        if let classes { l["filter"] = ["match", ["get", "class"], classes, true, false] }
        if let minzoom { l["minzoom"] = minzoom }
        return l
    }

    static var vectorLayers: [[String: Any]] { [
        background,
        fill("landuse-residential", layer: "landuse", color: "#ebe6dc", filter: ["match", ["get", "class"], ["residential", "suburb", "neighbourhood"], true, false]),
        fill("landcover-green", layer: "landcover", color: "#d8e8c8", filter: ["match", ["get", "class"], ["grass", "wood", "farmland", "scrub"], true, false]),
        fill("park", layer: "park", color: "#c8e6b4"),
        fill("water", layer: "water", color: "#aad3df"),
        line("waterway", layer: "waterway", color: "#aad3df", classes: ["river", "canal", "stream", "ditch", "drain"], widths: (0.5, 1.5, 4)),
        fill("building", layer: "building", color: "#d9d0c9", minzoom: 13),
        line("path", layer: "transportation", color: "#ffffff", classes: ["path", "track"], widths: (0.3, 1, 2.5), dashed: true, minzoom: 14),
        line("street-casing", layer: "transportation", color: "#cfc8bd", classes: ["minor", "service", "tertiary", "secondary", "primary", "trunk", "motorway"],
             widths: (1, 6, 22), minzoom: 12),
        line("street", layer: "transportation", color: "#ffffff", classes: ["minor", "service", "tertiary"], widths: (0.5, 4, 18)),
        line("main-road", layer: "transportation", color: "#fce8a8", classes: ["secondary", "primary", "trunk"], widths: (1, 5, 20)),
        line("motorway", layer: "transportation", color: "#f4b98c", classes: ["motorway"], widths: (1.5, 6, 22)),
        line("railway", layer: "transportation", color: "#9a9a9a", classes: ["rail", "transit"], widths: (0.5, 1.5, 3), dashed: true),
        line("boundary", layer: "boundary", color: "#9e8fb2", classes: nil, widths: (0.5, 1, 1.5), dashed: true),
    ] }
}
