import Foundation
import SatchelAPI
import SatchelCore

/// The person's own shelves, each with how many titles, and a form to make one.
enum PersonalShelvesPage: PageView {
    struct Model: Sendable {
        var shelves: [PersonalShelf]
        var state: FormState
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.my_shelves.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        var content: [HTMLNode] = [
            element("h1", [], text(title(m, l))),
            element("p", [], element("a", [.href(LibraryPath.allShelf.path)], text(l.t("library.everywhere.title")))),
        ]
        if m.shelves.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(l.t("library.my_shelves.none"))))
        } else {
            content.append(element("ul", [.cls("list my-shelves")], m.shelves.map { shelf in
                element("li", [],
                   element("a", [.href(LibraryPath.myShelf(shelf.id).path)], text(shelf.name)),
                   element("span", [.cls("muted")], text(" · " + l.t("library.my_shelves.count", ["count": "\(shelf.titleCount)"]))))
            }))
        }
        content.append(element("section", [.cls("card")],
            element("h2", [], text(l.t("library.my_shelves.new"))),
            Forms.form(ctx, action: LibraryPath.myShelves.path, cls: "stack", extra: Forms.unsaved(m.state), [
                Forms.field(ctx, m.state, name: "name", label: l.t("library.my_shelves.name"), required: true,
                            extra: [Attr("maxlength", "\(PersonalShelves.nameMax)")]),
                Forms.submit(l.t("library.my_shelves.make")),
            ])))
        return content
    }
}

/// One shelf: its titles with their library (each can be taken off), renaming, deleting.
enum PersonalShelfPage: PageView {
    struct Model: Sendable {
        var detail: PersonalShelfDetail
        var state: FormState
        /// Why the last change was refused (the shelf changed on another device).
        var problem: AppError?
        /// Where this page of the shelf's titles starts, and whether more follow.
        var from = 0
        var more = false
    }

    /// Titles a page: a shelf may hold 2,000.
    static let pageSize = 50

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.detail.shelf.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        let shelf = m.detail.shelf
        let version = [("version", "\(shelf.version)")]
        var content: [HTMLNode] = [
            element("p", [], element("a", [.href(LibraryPath.myShelves.path)], text(l.t("library.my_shelves.title")))),
            element("h1", [], text(shelf.name)),
        ]
        if let problem = m.problem { content.append(Forms.alert(problem.problem(l).detail)) }
        if m.detail.titles.isEmpty && m.from == 0 {
            content.append(element("p", [.cls("muted empty")], text(l.t("library.my_shelves.empty"))))
        } else {
            content.append(element("ul", [.cls("titles list"), .id("shelf-titles")], m.detail.titles.map { item in
                let slug = item.library.slug
                return element("li", [.cls("title-card"), .data("title-id", item.title.id.uuidString.lowercased())],
                   element("a", [.href(LibraryPath.title(slug, item.title.id).path), .cls("title-link")],
                      LibraryViews.cover(item.title), element("span", [.cls("title-name")], text(item.title.title))),
                   element("p", [.cls("muted library-name")], text(item.title.authors.joined(separator: "; ") + " · " + item.library.name)),
                   element("div", [.cls("actions")],
                      Forms.button(ctx, action: LibraryPath.removeFromMyShelf(shelf.id, title: item.title.id).path,
                                   label: l.t("library.my_shelves.remove"), hidden: version)))
            }))
        }
        var pages: [HTMLNode] = []
        let here = LibraryPath.myShelf(shelf.id).path
        if m.from > 0 { pages.append(element("a", [.href(here), .cls("button")], text(l.t("library.browse.start")))) }
        if m.more {
            pages.append(element("a", [.href(here + "?from=\(m.from + pageSize)"), .cls("button"), Attr("rel", "next")],
                                 text(l.t("library.browse.more"))))
        }
        if !pages.isEmpty { content.append(element("p", [.cls("actions")], pages)) }
        content.append(element("section", [.cls("card")],
            element("h2", [], text(l.t("library.my_shelves.rename"))),
            Forms.form(ctx, action: LibraryPath.renameMyShelf(shelf.id).path, cls: "stack", extra: Forms.unsaved(m.state), [
                Forms.version("\(shelf.version)"),
                Forms.field(ctx, m.state, name: "name", label: l.t("library.my_shelves.name"), required: true,
                            extra: [Attr("maxlength", "\(PersonalShelves.nameMax)")]),
                Forms.submit(l.t("library.my_shelves.rename")),
            ])))
        content.append(element("p", [], element("a", [.href(LibraryPath.deleteMyShelf(shelf.id).path), .cls("button danger")],
                                                text(l.t("library.my_shelves.delete")))))
        return content
    }
}

/// The title page's "On your shelves": a box for each of the person's shelves and a name for a
/// new one, saved with one button (no script needed).
enum PersonalShelfViews {
    static func section(_ ctx: PageContext, _ library: LibraryRow, titleID: UUID, marks: [PersonalShelfMark], state: FormState) -> HTMLNode {
        let l = ctx.localizer
        let shown = marks.map { $0.shelf.id.uuidString.lowercased() }.joined(separator: ",")
        return element("section", [.cls("card"), .id("my-shelves")],
            element("h2", [], text(l.t("library.my_shelves.on_your_shelves"))),
            Forms.form(ctx, action: LibraryPath.titleMyShelves(library.slug, titleID).path, cls: "stack", extra: Forms.unsaved(state),
                       [void("input", [.type("hidden"), .name("shown"), .value(shown)])]
                       + marks.map { Forms.checkbox(name: "shelf-" + $0.shelf.id.uuidString.lowercased(), label: $0.shelf.name, checked: $0.contains) }
                       + [
                           Forms.field(ctx, state, name: "newShelf", label: l.t("library.my_shelves.new_name"),
                                       extra: [Attr("maxlength", "\(PersonalShelves.nameMax)")]),
                           Forms.submit(l.t("library.my_shelves.save"), cls: "button"),
                       ]),
            element("p", [], element("a", [.href(LibraryPath.myShelves.path)], text(l.t("library.my_shelves.title")))))
    }
}
