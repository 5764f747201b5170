import Vapor

/// Every registered route's method and path, to tell "no such path" (404) from "not with
/// this method" (405 with `Allow`) before and after routing.
public struct RouteTable: Sendable {
    let routes: [(method: HTTPMethod, path: [PathComponent])]

    init(_ routes: [Route]) {
        self.routes = routes.map { ($0.method, $0.path) }
    }

    /// The methods some route answers at `path`; GET brings HEAD with it, as Vapor answers both.
    public func methods(at path: String) -> [HTTPMethod] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var found = Set<String>()
        for route in routes where Self.matches(route.path, segments) {
            found.insert(route.method.rawValue)
            if route.method == .GET { found.insert(HTTPMethod.HEAD.rawValue) }
        }
        return found.sorted().map { HTTPMethod(rawValue: $0) }
    }

    /// Whether a route answers `method` at `path`.
    public func answers(_ method: HTTPMethod, at path: String) -> Bool {
        methods(at: path).contains(method)
    }

    static func matches(_ pattern: [PathComponent], _ segments: [String]) -> Bool {
        var index = 0
        for component in pattern {
            switch component {
            case .catchall:
                return index < segments.count
            case .constant(let text):
                guard index < segments.count, segments[index] == text else { return false }
            case .parameter, .anything:
                guard index < segments.count else { return false }
            }
            index += 1
        }
        return index == segments.count
    }
}

extension Application {
    private struct RouteTableKey: StorageKey { typealias Value = RouteTable }

    /// Built once every route is registered (`SatchelHTTP.registerRoutes`).
    public var routeTable: RouteTable {
        get { storage[RouteTableKey.self] ?? RouteTable(routes.all) }
        set { storage[RouteTableKey.self] = newValue }
    }
}
