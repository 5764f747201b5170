import Foundation
import SatchelAPI
import SatchelCore

/// A search across the person's libraries: one row per work, each library's availability
/// ("Malmö stadsbibliotek: available · Lunds stadsbibliotek: 3 waiting").
enum SearchEverywherePage: PageView {
    struct Model: Sendable {
        var query: String
        var scope: String
        var results: [TitleEverywhere]
        var state: FormState
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.everywhere.search_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let error = m.state.message("q", localizer)
        var content: [HTMLNode] = [
            element("h1", [], text(title(m, localizer))),
            element("form", [Attr("method", "get"), Attr("action", LibraryPath.searchEverywhere.path), Attr("role", "search")],
               element("div", [.cls(error == nil ? "field" : "field has-error")],
                  element("label", [Attr("for", "f-q")], text(localizer.t("library.search_label"))),
                  void("input", [.id("f-q"), .name("q"), .type("search"), .value(m.query)] + (error == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "f-q-error")])),
                  error.map { element("p", [.cls("field-error"), .id("f-q-error")], text($0)) } ?? group([])),
               Forms.checkbox(name: "scope", label: localizer.t("library.everywhere.all_libraries"), checked: m.scope == "all"),
               Forms.submit(localizer.t("library.search"))),
        ]
        if !m.query.isEmpty && error == nil && m.results.isEmpty {
            content.append(element("p", [.cls("muted empty")], text(localizer.t("library.everywhere.nothing"))))
        }
        if !m.results.isEmpty {
            content.append(element("ul", [.cls("titles list"), .id("results")], m.results.map { found in
                let first = found.libraries[0]
                let lines = found.libraries.map { at in
                    at.library.name + ": " + (at.availability.state == "available" ? localizer.t("library.everywhere.available")
                                                : localizer.t("library.everywhere.waiting", ["count": "\(at.availability.holdQueue)"]))
                }
                return element("li", [.cls("title-card")],
                   element("a", [.href(LibraryPath.title(first.library.slug, first.titleId).path), .cls("title-link")],
                      LibraryViews.cover(found.title), element("span", [.cls("title-name")], text(found.title.title)),
                      element("span", [.cls("muted title-meta")], text(found.title.authors.prefix(2).joined(separator: "; ")))),
                   element("p", [.cls("everywhere-availability")], text(lines.joined(separator: " · "))))
            }))
        }
        return content
    }
}
