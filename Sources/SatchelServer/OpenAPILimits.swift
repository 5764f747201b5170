import SatchelCore
import Yams

/// Reads `maxLength` of every string in every JSON request body of openapi.yaml, following
/// `$ref`, `allOf`/`oneOf`/`anyOf`, nested objects and array items.
enum OpenAPILimits {
    /// The limits of the openapi.yaml Satchel ships, read once per process: parsing the YAML is
    /// the slowest part of `configure` (a quarter of the test suite's time, where every test
    /// configures an app of its own).
    static let bundled = read(openAPIDocument())

    static func read(_ yaml: String) -> RequestLimits {
        guard let document = (try? Yams.load(yaml: yaml)) as? [String: Any] else { return RequestLimits() }
        let schemas = ((document["components"] as? [String: Any])?["schemas"] as? [String: Any]) ?? [:]
        var byOperation: [String: [RequestLimits.Field]] = [:]
        for (path, item) in document["paths"] as? [String: Any] ?? [:] {
            for (method, operation) in item as? [String: Any] ?? [:] {
                let content = (((operation as? [String: Any])?["requestBody"] as? [String: Any])?["content"] as? [String: Any]) ?? [:]
                var fields: [RequestLimits.Field] = []
                for (type, media) in content where type.contains("json") {
                    guard let schema = (media as? [String: Any])?["schema"] as? [String: Any] else { continue }
                    collect(schema, path: [], schemas: schemas, depth: 0, into: &fields)
                }
                if !fields.isEmpty { byOperation[method.uppercased() + " " + path] = fields }
            }
        }
        return RequestLimits(byOperation)
    }

    private static func collect(_ raw: [String: Any], path: [String], schemas: [String: Any], depth: Int,
                                into fields: inout [RequestLimits.Field]) {
        guard depth < 10 else { return }
        var schema = raw
        if let ref = raw["$ref"] as? String, let name = ref.split(separator: "/").last {
            schema = schemas[String(name)] as? [String: Any] ?? [:]
        }
        if let max = schema["maxLength"] as? Int, !path.isEmpty, !fields.contains(where: { $0.path == path }) {
            fields.append(RequestLimits.Field(path: path, maxLength: max))
        }
        for key in ["allOf", "oneOf", "anyOf"] {
            for option in schema[key] as? [[String: Any]] ?? [] {
                collect(option, path: path, schemas: schemas, depth: depth + 1, into: &fields)
            }
        }
        for (name, property) in schema["properties"] as? [String: Any] ?? [:] {
            if let property = property as? [String: Any] {
                collect(property, path: path + [name], schemas: schemas, depth: depth + 1, into: &fields)
            }
        }
        if let items = schema["items"] as? [String: Any] {
            collect(items, path: path + ["[]"], schemas: schemas, depth: depth + 1, into: &fields)
        }
    }
}
