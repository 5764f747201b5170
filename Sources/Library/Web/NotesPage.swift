import Foundation
import SatchelAPI
import SatchelCore

/// Notes and highlights, every book's (or one book's), grouped by book: the colour in words,
/// the quote, the note, the chapter and the date in the viewer's zone; a link into the book,
/// the note's edit form (with the version it shows) and delete; the downloads. Works without
/// JavaScript.
enum NotesPage: PageView {
    struct Book: Sendable {
        var annotations: TitleAnnotations
        /// The reader's address for the book (in its library).
        var read: String
    }

    struct Model: Sendable {
        var books: [Book]
        /// Only this book's.
        var titleID: UUID?
        /// A refused edit: that highlight's form shows what was typed and why.
        var editing: UUID?
        var state: FormState
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.notes.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        let only = m.titleID.map { "?titleId=" + $0.uuidString.lowercased() } ?? ""
        var content: [HTMLNode] = [
            element("h1", [], text(title(m, l))),
            element("p", [.cls("actions")], [
                element("a", [.href(AnnotationRoute.exportJSONLD.path + only), .cls("button"), Attr("download", "highlights.jsonld")],
                        text(l.t("library.notes.download_jsonld"))),
                text(" "),
                element("a", [.href(AnnotationRoute.exportMarkdown.path + only), .cls("button"), Attr("download", "highlights.md")],
                        text(l.t("library.notes.download_markdown"))),
            ]),
        ]
        content.append(element("p", [], element("a", [.href(JourneyWeb.path)], text(l.t("library.journey.title")))))
        if m.titleID != nil { content.append(element("p", [], element("a", [.href(NotesWeb.path)], text(l.t("library.notes.all_books"))))) }
        if m.books.isEmpty { content.append(element("p", [.cls("muted")], text(l.t("library.notes.none")))) }
        for book in m.books {
            let a = book.annotations
            content.append(element("section", [.cls("notes-book"), .id("title-" + a.titleId.uuidString.lowercased())], [
                element("h2", [], text(a.title + (a.authors.isEmpty ? "" : " — " + a.authors.joined(separator: ", ")))),
                element("ol", [.cls("notes-list")], a.items.map { item(book, $0, m, ctx) }),
            ]))
        }
        return content
    }

    static func item(_ book: Book, _ a: ReaderAnnotation, _ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        let id = a.uuid ?? UUID()
        let key = id.uuidString.lowercased()
        let state = m.editing == id ? m.state : FormState(values: ["note": a.note ?? "", "version": String(a.version)])
        var details: [HTMLNode] = [
            element("p", [.cls("notes-colour")], [
                element("span", [.cls("notes-swatch satchel-hl-" + a.colour), .aria("hidden", "true")], []),
                text(" " + l.t("library.notes.colour_" + a.colour)),
            ]),
            element("blockquote", [.cls("notes-quote")], text(a.exact)),
        ]
        if a.anchor == "orphaned" { details.append(element("p", [.cls("notes-orphaned"), Attr("role", "note")], text(l.t("library.notes.orphaned")))) }
        if let note = a.note { details.append(element("p", [.cls("notes-note")], text(note))) }
        details.append(element("p", [.cls("muted")], [
            text((a.target.locator.title.map { $0 + " · " } ?? "")),
            element("time", [Attr("datetime", a.created.iso8601)], text(l.date(a.created))),
        ]))
        if a.anchor != "orphaned" {
            details.append(element("p", [], element("a", [.href(book.read + "#annotation=" + key)], text(l.t("library.notes.open_in_book")))))
        }
        details.append(element("details", m.editing == id ? [.flag("open")] : [], [
            element("summary", [], text(l.t("library.notes.edit_note"))),
            Forms.form(ctx, action: NotesWeb.path + "/" + key, cls: "stack", extra: Forms.unsaved(state), [
                Forms.textarea(ctx, state, name: "note", label: l.t("library.notes.note"), rows: 4),
                Forms.version(state),
                Forms.submit(l.t("library.notes.save_note")),
            ]),
        ]))
        details.append(element("p", [], element("a", [.href(NotesWeb.path + "/" + key + "/delete"), .cls("button danger")],
                                                text(l.t("library.notes.delete")))))
        return element("li", [.cls("notes-item"), .id("annotation-" + key)], details)
    }
}
