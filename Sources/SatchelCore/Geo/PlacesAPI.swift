import SatchelAPI
import SatchelGeo
import Vapor

/// `GET /places?q=…&near=lat,lon&limit=…`: place suggestions while typing.
struct PlacesAPI {
    func register(_ r: AppRoutes) {
        r.api(.searchPlaces) { req in
            let viewer = try req.requireViewer()
            let q = (try? req.query.get(String.self, at: "q")) ?? ""
            let near = try PlacesAPI.near(req)
            let limit = (try? req.query.get(String.self, at: "limit")).map { Int($0) ?? 0 } ?? 10
            return JSONBody(try await req.context.placeSearch.search(q, near: near, limit: limit, viewer: viewer.id))
        }
        r.api(.namePlace) { req in
            let viewer = try req.requireViewer()
            func coordinate(_ name: String) throws -> Double {
                guard let text = try? req.query.get(String.self, at: name), let value = Double(text), value.isFinite else {
                    throw AppError.invalid(name, "place.point_invalid")
                }
                return value
            }
            let point = GeoPoint(latitude: try coordinate("lat"), longitude: try coordinate("lon"))
            return JSONBody(try await req.context.placeSearch.name(at: point, viewer: viewer.id, localizer: req.localizer))
        }
    }

    /// The `near` parameter, "lat,lon".
    static func near(_ req: Request) throws -> GeoPoint? {
        guard let text = try? req.query.get(String.self, at: "near"), !text.isEmpty else { return nil }
        guard let point = GeoPoint(parsing: text) else { throw AppError.invalid("near", "place.near_invalid") }
        return point
    }
}
