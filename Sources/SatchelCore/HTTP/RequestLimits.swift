import Foundation
import Vapor

/// The longest text each field of a JSON request body may carry, as openapi.yaml says
/// (`maxLength`, counted in code points as JSON Schema counts): the document is the contract,
/// and one check here keeps every operation to it. (Services still check their own rules,
/// in characters as people see them, after trimming.)
public struct RequestLimits: Sendable {
    /// One limited field: its path in the body (`"[]"` for "each item") and its limit.
    public struct Field: Sendable, Equatable {
        public var path: [String]
        public var maxLength: Int

        public init(path: [String], maxLength: Int) {
            self.path = path
            self.maxLength = maxLength
        }
    }

    /// By operation, `METHOD /api/v1/path/{param}` as the document names it.
    let fields: [String: [Field]]

    public init(_ fields: [String: [Field]] = [:]) {
        self.fields = fields
    }

    /// The first field of `body` longer than its limit, with the limit.
    public func firstTooLong(operation: String, body: Data) -> (field: String, max: Int)? {
        guard let limited = fields[operation], !limited.isEmpty,
              let root = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed])
        else { return nil }
        for field in limited {
            if let found = Self.tooLong(root, field.path[...], field.maxLength, shown: []) { return (found, field.maxLength) }
        }
        return nil
    }

    private static func tooLong(_ value: Any, _ rest: ArraySlice<String>, _ max: Int, shown: [String]) -> String? {
        guard let step = rest.first else {
            guard let text = value as? String, text.unicodeScalars.count > max else { return nil }
            return shown.joined(separator: ".").replacingOccurrences(of: ".[", with: "[")
        }
        if step == "[]" {
            for (index, item) in (value as? [Any] ?? []).enumerated() {
                if let found = tooLong(item, rest.dropFirst(), max, shown: shown + ["[\(index)]"]) { return found }
            }
            return nil
        }
        guard let child = (value as? [String: Any])?[step] else { return nil }
        return tooLong(child, rest.dropFirst(), max, shown: shown + [step])
    }
}

extension Request {
    /// This request's operation as openapi.yaml names it, once routed.
    var documentedOperation: String? {
        guard let route else { return nil }
        let path = route.path.map { component -> String in
            if case .parameter(let name) = component { return "{\(name)}" }
            return component.description
        }
        return route.method.rawValue + " /" + path.joined(separator: "/")
    }
}
