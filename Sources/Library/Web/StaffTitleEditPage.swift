import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/{slug}/staff/titles/{id}/edit`: a title's catalogue data (people, subjects and
/// ISBNs one a line) and its cover, as staff edit them. The form carries the version it shows.
enum StaffTitleEditPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var patron: Patron?
        var metadata: TitleMetadata
        var state: FormState
        var coverState: FormState
    }

    static let tab: Tab? = LibraryTab.tab

    /// The form's fields, named as `TitleMetadata`'s.
    static let fields = ["title", "subtitle", "authors", "translators", "originalTitle", "publisher", "published", "language", "subjects",
                         "description", "series", "seriesNumber", "isbns", "pageCount"]
    static let lists: Set<String> = ["authors", "translators", "subjects", "isbns"]

    static func render(_ req: Request, library: LibraryRow, metadata: TitleMetadata, state: FormState? = nil, coverState: FormState = FormState(),
                       status: HTTPStatus = .ok) async throws -> Response {
        let patron = try await LibraryStaffWeb.patron(req, library)
        let model = Model(library: library, patron: patron, metadata: metadata, state: state ?? FormState(values: values(of: metadata)),
                          coverState: coverState)
        return try await req.page(Self.self, model, status: status)
    }

    /// The title as the form shows it.
    static func values(of m: TitleMetadata) -> [String: String] {
        ["title": m.title, "subtitle": m.subtitle ?? "", "authors": m.authors.joined(separator: "\n"),
         "translators": m.translators.joined(separator: "\n"), "originalTitle": m.originalTitle ?? "", "publisher": m.publisher ?? "",
         "published": m.published ?? "", "language": m.language ?? "", "subjects": m.subjects.joined(separator: "\n"),
         "description": m.description ?? "", "series": m.series ?? "", "seriesNumber": m.seriesNumber ?? "",
         "isbns": m.isbns.joined(separator: "\n"), "pageCount": m.pageCount.map { "\($0)" } ?? "", "version": "\(m.editVersion)"]
    }

    /// The form as a change of every field (an empty one clears it; pages that are no number are refused).
    static func change(_ v: [String: String]) -> TitleMetadataChange {
        func lines(_ name: String) -> [String] { (v[name] ?? "").split(whereSeparator: \.isNewline).map(String.init) }
        let pages = (v["pageCount"] ?? "").trimmingCharacters(in: .whitespaces)
        return TitleMetadataChange(title: v["title"] ?? "", subtitle: v["subtitle"] ?? "", authors: lines("authors"), translators: lines("translators"),
                                   originalTitle: v["originalTitle"] ?? "", publisher: v["publisher"] ?? "", published: v["published"] ?? "",
                                   language: v["language"] ?? "", subjects: lines("subjects"), description: v["description"] ?? "",
                                   series: v["series"] ?? "", seriesNumber: v["seriesNumber"] ?? "",
                                   isbns: (v["isbns"] ?? "").split(whereSeparator: { $0.isNewline || $0 == "," || $0 == ";" }).map(String.init),
                                   pageCount: pages.isEmpty ? 0 : (Int(pages) ?? -1))
    }

    static func title(_ model: Model, _ localizer: Localizer) -> String {
        localizer.t("library.staff.edit_title", ["title": model.metadata.title])
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer, slug = m.library.slug, t = m.metadata, s = m.state
        func line(_ name: String, _ extra: [Attr] = [], hint: String? = nil) -> HTMLNode {
            Forms.field(ctx, s, name: name, label: l.t("library.staff.field." + name), hint: hint, extra: extra)
        }
        func lines(_ name: String, rows: Int = 3) -> HTMLNode {
            element("div", [],
                Forms.textarea(ctx, s, name: name, label: l.t("library.staff.field." + name), rows: rows),
                element("p", [.cls("hint")], text(l.t("library.staff.one_a_line"))))
        }
        var content = LibraryViews.header(ctx, m.library, patron: m.patron, staff: true)
        content += [
            element("p", [], element("a", [.href(LibraryPath.staffTitle(slug, t.id).path)], text(l.t("library.staff.back_to_title")))),
            element("h1", [], text(title(m, l))),
        ]
        if !t.staffEdited.isEmpty {
            content.append(element("p", [.cls("hint")], text(l.t("library.staff.edited_kept"))))
        }
        content.append(element("section", [.aria("labelledby", "h-metadata"), .cls("stack")],
            element("h2", [.id("h-metadata"), .cls("visually-hidden")], text(l.t("library.staff.metadata"))),
            Forms.alert(s.general(l, fields: fields)),
            Forms.form(ctx, action: LibraryPath.staffEdit(slug, t.id).path, cls: "stack", extra: Forms.unsaved(s), [
                Forms.version(s),
                line("title", [.flag("required")]),
                line("subtitle"),
                lines("authors"),
                lines("translators", rows: 2),
                line("originalTitle"),
                line("publisher"),
                line("published", [Attr("inputmode", "numeric")], hint: l.t("library.staff.published_hint")),
                line("language", [Attr("autocapitalize", "none"), Attr("size", "8")], hint: l.t("library.staff.language_hint")),
                lines("subjects", rows: 4),
                Forms.textarea(ctx, s, name: "description", label: l.t("library.staff.field.description"), rows: 6),
                line("series"),
                line("seriesNumber"),
                lines("isbns", rows: 2),
                line("pageCount", [Attr("inputmode", "numeric")]),
                Forms.submit(l.t("library.staff.save")),
            ])))
        content.append(cover(m, ctx))
        return content
    }

    /// The cover as it is and a form to replace it.
    static func cover(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer, t = m.metadata
        let current: HTMLNode = t.coverUrl.map {
            void("img", [Attr("src", $0), Attr("alt", l.t("library.staff.cover_alt", ["title": t.title])), .cls("cover"),
                         Attr("width", "120")])
        } ?? element("p", [.cls("muted")], text(l.t("library.staff.no_cover")))
        return element("section", [.aria("labelledby", "h-cover"), .cls("stack")],
            element("h2", [.id("h-cover")], text(l.t("library.staff.cover"))),
            current,
            Forms.alert(m.coverState.general(l, fields: ["photo"])),
            Forms.form(ctx, action: LibraryPath.staffCover(m.library.slug, t.id).path, multipart: true, cls: "stack", [
                Forms.version("\(t.editVersion)"),
                Forms.field(ctx, m.coverState, name: "photo", label: l.t("library.staff.cover_file"), type: "file",
                            hint: l.t("library.staff.cover_hint", ["max": "\(TitleEditing.coverMaxBytes / 1_048_576)"]),
                            extra: [Attr("accept", "image/jpeg,image/png,image/webp")]),
                Forms.submit(l.t("library.staff.cover_save"), cls: "button"),
            ]))
    }
}
