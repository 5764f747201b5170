import SatchelAPI
import Vapor

/// `/admin/audit`: every administrator action, newest first, a page at a time, and as CSV.
enum AdminAuditPage: PageView {
    struct Model: Sendable {
        var page: Page<AuditEntry>
    }

    static func render(_ req: Request) async throws -> Response {
        try await req.page(Self.self, Model(page: try await req.context.adminAudit.page(cursor: req.queryValue("cursor"), limit: 50)))
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.audit.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            AdminNav.render(.audit, ctx),
            element("h1", [], text(localizer.t("admin.audit.title"))),
            element("p", [], text(localizer.t("admin.audit.intro")), text(" "),
                    element("a", [.href(AdminPath.auditCSV.path), Attr("download", "satchel-audit-log.csv")], text(localizer.t("admin.audit.csv")))),
        ]
        guard !m.page.items.isEmpty else {
            return content + [element("p", [.cls("muted")], text(localizer.t("admin.audit.none")))]
        }
        content.append(element("ol", [.cls("audit")], m.page.items.map { entry in
            element("li", [],
                    element("time", [Attr("datetime", entry.at.iso8601), .cls("muted")], text(localizer.date(entry.at))),
                    element("div", [], text(describe(entry, localizer))),
                    entry.detail.map { element("div", [.cls("muted")], text($0)) } ?? group([]))
        }))
        if let next = m.page.nextCursor {
            content.append(element("p", [], element("a", [.href(AdminPath.audit(cursor: next).path), .cls("button")], text(localizer.t("admin.more")))))
        }
        return content
    }

    /// "Ada (@ada) locked Ben (@ben)": the action in words, in the reader's language.
    static func describe(_ entry: AuditEntry, _ localizer: Localizer) -> String {
        let key = "admin.audit.action." + entry.action.replacingOccurrences(of: ".", with: "_")
        let words = localizer.t(key, ["actor": entry.actorName, "subject": entry.subjectName ?? ""])
        // An action this version has no words for (written by a newer one) still reads.
        return words == key ? "\(entry.actorName): \(entry.action) \(entry.subjectName ?? "")" : words
    }
}
