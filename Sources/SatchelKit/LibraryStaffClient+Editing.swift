import Foundation
import SatchelAPI

extension LibraryStaffClient {
    /// A title's catalogue data with its edit version.
    public func metadata(_ library: UUID, _ title: UUID) async throws -> TitleMetadata {
        try await client.send(TitleEditRoute.metadata(library: library, title: title))
    }

    /// Changes the fields set in `change`; set `change.editVersion` to the version it was made
    /// from, or a change from an older one goes over it.
    @discardableResult
    public func editMetadata(_ library: UUID, _ title: UUID, _ change: TitleMetadataChange) async throws -> TitleMetadata {
        try await client.send(TitleEditRoute.editMetadata(library: library, title: title), body: change)
    }

    /// A new cover (JPEG, PNG or WebP, at most 10 MB), kept over re-imports. With `editing`
    /// (the copy's `TitleMetadata.editVersion`), refused with a 412 if the title moved on since.
    @discardableResult
    public func setCover(_ library: UUID, _ title: UUID, image: Data, contentType: String = "image/jpeg",
                         editing version: Int? = nil) async throws -> TitleMetadata {
        let route = TitleEditRoute.setCover(library: library, title: title)
        let response = try await client.exchange(method: route.method.rawValue, path: route.path, raw: image, contentType: contentType,
                                                 headers: version.map { ["If-Match": "\"\($0)\""] } ?? [:])
        return try SatchelClient.decoder.decode(TitleMetadata.self, from: response.body)
    }
}
