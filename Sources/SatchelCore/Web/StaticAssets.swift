import Foundation
import Vapor

/// The stylesheet, script, icons and web app manifest, shipped inside the binary's bundle.
struct StaticAssets {
    static let types: [String: String] = [
        "css": "text/css; charset=utf-8", "js": "text/javascript; charset=utf-8", "svg": "image/svg+xml",
        "png": "image/png", "webmanifest": "application/manifest+json", "txt": "text/plain; charset=utf-8",
    ]

    /// Loaded once: the files are small and never change while running.
    static let files: [String: Data] = {
        var files: [String: Data] = [:]
        guard let dir = Bundle.module.url(forResource: "Static", withExtension: nil, subdirectory: "Resources"),
              let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path)
        else { return files }
        for name in names {
            if let data = try? Data(contentsOf: dir.appendingPathComponent(name)) { files[name] = data }
        }
        return files
    }()

    func register(_ r: any RoutesBuilder) {
        r.get("static", ":file") { req -> Response in
            let name = req.parameters.get("file") ?? ""
            return try Self.serve(name, cache: "public, max-age=3600")
        }
        r.get("manifest.webmanifest") { _ in try Self.serve("manifest.webmanifest", cache: "public, max-age=3600") }
        r.get("favicon.ico") { _ in try Self.serve("icon-192.png", cache: "public, max-age=86400") }
        // At the root, so its scope is the whole site; never cached, so a new one takes over.
        r.get("sw.js") { _ in try Self.serve("sw.js", cache: "no-cache") }
    }

    static func serve(_ name: String, cache: String) throws -> Response {
        guard let data = files[name], let type = types[(name as NSString).pathExtension] else {
            throw AppError(.notFound, "not_found.route")
        }
        let res = Response(status: .ok, body: .init(data: data))
        res.headers.replaceOrAdd(name: .contentType, value: type)
        res.headers.replaceOrAdd(name: .cacheControl, value: cache)
        return res
    }
}
