import Vapor

/// Every registered route's path and methods, to tell "no such path" (404) from "not with
/// this method" (405 with `Allow`) before routing. A path belongs to its most specific
/// pattern: a constant segment wins over a parameter, a parameter over a catch-all, so
/// `/notifications/read-all` is that resource, not `/notifications/{id}` with an odd id.
public struct RouteTable: Sendable {
    final class Node: @unchecked Sendable {
        var constants: [String: Node] = [:]
        var parameter: Node?
        var methods: Set<String> = []
        var catchallMethods: Set<String> = []
    }

    private let root = Node()

    init(_ routes: [Route]) {
        for route in routes { add(route.method.rawValue, route.path) }
    }

    private func add(_ method: String, _ path: [PathComponent]) {
        var node = root
        for component in path {
            switch component {
            case .constant(let text):
                let next = node.constants[text] ?? Node()
                node.constants[text] = next
                node = next
            case .parameter, .anything:
                let next = node.parameter ?? Node()
                node.parameter = next
                node = next
            case .catchall:
                node.catchallMethods.insert(method)
                return
            }
        }
        node.methods.insert(method)
    }

    /// The methods of the most specific pattern matching `path`, sorted; empty when none does.
    /// GET brings HEAD with it, as Vapor answers both.
    public func methods(at path: String) -> [HTTPMethod] {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        guard var found = Self.find(root, segments[...]) else { return [] }
        if found.contains(HTTPMethod.GET.rawValue) { found.insert(HTTPMethod.HEAD.rawValue) }
        return found.sorted().map { HTTPMethod(rawValue: $0) }
    }

    /// Whether the most specific pattern at `path` takes `method`.
    public func answers(_ method: HTTPMethod, at path: String) -> Bool {
        methods(at: path).contains(method)
    }

    /// Depth first, constants before parameters before catch-alls: the first pattern that
    /// matches the whole path is the most specific one.
    private static func find(_ node: Node, _ rest: ArraySlice<String>) -> Set<String>? {
        guard let segment = rest.first else { return node.methods.isEmpty ? nil : node.methods }
        if let next = node.constants[segment], let found = find(next, rest.dropFirst()) { return found }
        if let next = node.parameter, let found = find(next, rest.dropFirst()) { return found }
        return node.catchallMethods.isEmpty ? nil : node.catchallMethods
    }
}

/// Answers 405 with `Allow` for a method the path's resource does not take, before anything
/// else looks at the request (sign-in, CSRF, idempotency) and before a less specific route
/// could take it.
struct MethodNotAllowedMiddleware: AsyncMiddleware {
    func respond(to req: Request, chainingTo next: any AsyncResponder) async throws -> Response {
        let allowed = req.application.routeTable.methods(at: req.url.path)
        guard !allowed.isEmpty, !allowed.contains(req.method) else { return try await next.respond(to: req) }
        var problem = AppError(.methodNotAllowed, "method_not_allowed", ["method": req.method.rawValue])
        problem.allow = allowed.map(\.rawValue)
        throw problem
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
