import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The inbox's quick add without a reload: app.js posts the same form (its CSRF token
/// included) with a header, and gets back only the new row — or, refused, only the field with
/// its message — so letters typed while it is on its way stay in the box. Without JavaScript
/// the form posts and the page comes back as before.
enum QuickAdd {
    static let header = "Satchel-In-Place"

    static func inPlace(_ req: Request) -> Bool { req.headers.first(name: header) != nil }

    static func nameField(_ ctx: PageContext, _ state: FormState, autofocus: Bool) -> HTMLNode {
        Forms.field(ctx, state, name: "name", label: ctx.localizer.t("wishes.quick_add"), required: true,
                    extra: [Attr("placeholder", ctx.localizer.t("wishes.quick_add_placeholder"))]
                        + (autofocus ? [Attr("autofocus", nil)] : []))
    }

    /// The new wish's inbox row, as the inbox page draws it.
    static func row(_ req: Request, _ id: UUID, owner: UUID) async throws -> Response {
        let wishes = req.context.wishes
        let wish = try await wishes.render(data: [try await wishes.ownWishData(id, owner: owner)], viewer: owner)[0]
        let lists = try await wishes.lists(owner: owner)
        let ctx = try await req.pageContext()
        let controls = lists.isEmpty ? [] : [WishPages.moveForm(ctx, wish, lists: lists, back: WishesPath.inbox.path)]
        return fragment(WishRow.render(ctx, wish, controls: controls), status: .created)
    }

    /// The name field with its message, nothing saved.
    static func field(_ req: Request, _ state: FormState) async throws -> Response {
        fragment(nameField(try await req.pageContext(), state, autofocus: false), status: .unprocessableEntity)
    }

    private static func fragment(_ node: HTMLNode, status: HTTPStatus) -> Response {
        let res = Response(status: status)
        res.headers.contentType = .html
        res.headers.cacheControl = .init(noStore: true)
        res.body = .init(string: node.render())
        return res
    }
}
