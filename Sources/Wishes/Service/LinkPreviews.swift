import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// "Paste a product link": the page is fetched safely and its product data read, to prefill
/// a wish; a suggested photo is fetched the same way and stored like an upload.
enum LinkPreviews {
    static func fetcher(_ context: SatchelContext) -> SafeFetcher {
        context.part(SafeFetcher.self) ?? SafeFetcher()
    }

    static func preview(_ link: String, context: SatchelContext) async throws -> LinkPreview {
        let page = try await ProductPage.fetch(link.trimmingCharacters(in: .whitespacesAndNewlines), fetcher: fetcher(context))
        return LinkPreview(name: page.name, price: page.price, imageURL: page.imageURL, link: page.link, store: page.store)
    }

    /// Fetches a suggested photo and makes it the wish's photo (checked like any upload).
    static func attachPhoto(from imageURL: String, wish: UUID, owner: UUID, context: SatchelContext) async throws {
        let image = try await fetcher(context).fetch(imageURL, accept: .image)
        _ = try await context.wishes.setPhoto(wish, owner: owner, bytes: image.body)
    }
}
