import Foundation
import SatchelCore

/// The reader's "Search in this book" dialog; `reader-search.js` asks
/// `/api/v1/reader/titles/{id}/search` and lists the matches under their chapters.
enum ReaderSearchDialog {
    /// The catalogue's letter expansions (Æ → ae, ß → ss), for the script to fold the shown
    /// text as the server folded it when it marks a match.
    static let expansions: String = {
        let table = Dictionary(uniqueKeysWithValues: CatalogueText.expansions.map { (String($0.key), $0.value) })
        let data = (try? JSONSerialization.data(withJSONObject: table, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }()

    static func dialog(_ localizer: Localizer) -> HTMLNode {
        ReaderPages.dialog("reader-search", localizer.t("reader.search.open"), localizer, [
            element("form", [.id("reader-search-form"), Attr("role", "search"), .cls("reader-search-form"), .data("fold", expansions),
                             .data("none", localizer.t("reader.search.none")), .data("count", localizer.t("reader.search.count")),
                             .data("more", localizer.t("reader.search.truncated")), .data("failed", localizer.t("reader.search.failed")),
                             .data("outside", localizer.t("reader.search.outside"))], [
                element("label", [Attr("for", "reader-search-q")], text(localizer.t("reader.search.query"))),
                element("div", [.cls("reader-search-row")], [
                    void("input", [.type("search"), .id("reader-search-q"), .name("q"), Attr("maxlength", "100"), Attr("required", "required"),
                                   Attr("autocomplete", "off")]),
                    element("button", [.type("submit"), .cls("button primary")], text(localizer.t("reader.search.submit"))),
                ]),
            ]),
            element("p", [.id("reader-search-status"), Attr("role", "status"), .cls("muted")], []),
            element("div", [.id("reader-search-results"), .cls("reader-search-results")], []),
        ])
    }
}
