import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// "Paste a product link": the page is fetched safely and its product data read, to prefill
/// a wish; a suggested photo is fetched the same way and stored like an upload.
enum LinkPreviews {
    static func fetcher(_ core: SatchelContext) -> SafeFetcher {
        core.part(SafeFetcher.self) ?? SafeFetcher()
    }

    static func preview(_ link: String, core: SatchelContext) async throws -> LinkPreview {
        let page = try await ProductPage.fetch(link.trimmingCharacters(in: .whitespacesAndNewlines), fetcher: fetcher(core))
        return LinkPreview(name: page.name, price: page.price, imageURL: page.imageURL, link: page.link, store: page.store)
    }

    /// Fetches a suggested photo and makes it the wish's photo (checked like any upload).
    static func attachPhoto(from imageURL: String, wish: UUID, owner: UUID, core: SatchelContext) async throws {
        let image = try await fetcher(core).fetch(imageURL, accept: .image)
        _ = try await core.wishes.setPhoto(wish, owner: owner, bytes: image.body)
    }
}
