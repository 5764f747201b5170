import Vapor

/// `GET /media/:id`: an image, if the viewer may see what it belongs to. Content never
/// changes under an id, so it is cached for a year (privately: access is per person).
struct MediaRoutes {
    func register(_ r: AppRoutes) {
        r.publicRoutes.get("media", ":mediaId") { req async throws -> Response in
            let id = try req.uuid("mediaId", "media")
            let (item, path) = try await req.context.mediaService.open(id, viewer: req.viewer?.id)
            let etag = "\"\(item.sha256)\""
            if req.headers.first(name: .ifNoneMatch) == etag {
                return Response(status: .notModified, headers: ["ETag": etag])
            }
            let res = try await req.fileio.asyncStreamFile(at: path)
            res.headers.contentType = HTTPMediaType(type: "image", subType: String(item.contentType.dropFirst(6)))
            res.headers.replaceOrAdd(name: .cacheControl, value: "private, max-age=31536000, immutable")
            res.headers.replaceOrAdd(name: .eTag, value: etag)
            res.headers.replaceOrAdd(name: .contentDisposition, value: "inline")
            return res
        }
    }
}
