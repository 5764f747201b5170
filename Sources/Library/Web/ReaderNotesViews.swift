import Foundation
import SatchelAPI
import SatchelCore

/// The reader's parts for highlights and notes (driven by reader-notes.js): the bar shown over
/// a selection, the dialog for a note or a highlight tapped, and the Contents dialog's list.
/// Without JavaScript the Contents section links to the Notes page.
enum ReaderNotesViews {
    static func bar(_ l: Localizer) -> HTMLNode {
        element("div", [.cls("reader-hl-bar"), .id("reader-hl-bar"), .flag("hidden"), Attr("role", "toolbar"), .aria("label", l.t("reader.notes.toolbar"))],
                colourButtons(l) + [
                    element("button", [.type("button"), .cls("button reader-hl-note"), .data("add-note", "")], text(l.t("reader.notes.add_note"))),
                ])
    }

    static func colourButtons(_ l: Localizer) -> [HTMLNode] {
        ReaderAnnotation.colours.map { colour in
            element("button", [.type("button"), .cls("reader-hl-colour satchel-hl-" + colour), .data("colour", colour),
                               .aria("label", l.t("reader.notes.highlight_" + colour))], [])
        }
    }

    static func editor(_ l: Localizer) -> HTMLNode {
        ReaderPages.dialog("reader-annotation", l.t("reader.notes.note_title"), l, [
            element("div", [.cls("reader-annotation-existing reader-hl-colours")], colourButtons(l)),
            element("label", [Attr("for", "reader-annotation-note")], text(l.t("reader.notes.note"))),
            element("textarea", [.id("reader-annotation-note"), Attr("rows", "5"), Attr("maxlength", "10000")], []),
            element("div", [.cls("actions")], [
                element("button", [.type("button"), .cls("button primary"), .id("reader-annotation-save")], text(l.t("reader.notes.save"))),
                element("button", [.type("button"), .cls("button danger reader-annotation-existing"), .id("reader-annotation-delete")],
                        text(l.t("reader.notes.delete"))),
            ]),
        ])
    }

    static func contentsSection(_ l: Localizer, titleID: UUID) -> HTMLNode {
        element("section", [.cls("reader-notes"), .aria("labelledby", "reader-notes-title")], [
            element("h3", [.id("reader-notes-title")], text(l.t("reader.notes.title"))),
            element("ol", [.id("reader-note-list"), .cls("reader-marks")], []),
            element("p", [], element("a", [.href(NotesWeb.back(titleID))], text(l.t("reader.notes.all_notes")))),
        ])
    }
}
