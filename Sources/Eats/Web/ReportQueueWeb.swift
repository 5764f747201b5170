import SatchelAPI
import SatchelCore
import Vapor

/// `/admin/reports`: the report queue's page and its forms, for administrators only.
struct ReportQueueWeb {
    func register(_ r: AppRoutes) {
        let a = r.administrators
        a.get("admin", "reports") { req async throws -> Response in
            let order = (try? ReportQueueAPI.order(req)) ?? .oldest
            return try await req.page(ReportQueuePage.self, .init(order: order, items: try await req.context.reportQueue.queue(order: order)))
        }
        action(a, "hide", notice: "report_hidden") { try await $0.context.reportQueue.hide($1, by: $2) }
        action(a, "restore", notice: "report_restored") { try await $0.context.reportQueue.restore($1, by: $2) }
        action(a, "dismiss", notice: "report_dismissed") { try await $0.context.reportQueue.dismiss($1, by: $2) }
    }

    private func action(_ a: any RoutesBuilder, _ name: PathComponent, notice: String,
                        _ work: @escaping @Sendable (Request, UUID, Viewer) async throws -> ReportQueueItem) {
        a.post("admin", "reports", ":subjectId", name) { req async throws -> Response in
            let admin = try AdminAccess.requireAdministrator(req.viewer)
            _ = try await work(req, try req.uuid("subjectId", "report"), admin)
            let order = req.field("order").flatMap(ReportQueueOrder.init(rawValue:))
            return req.done(AdminPath.reports(order: order == .most ? "most" : nil).path, notice: notice)
        }
    }
}

/// The queue: each reported thing beside its reports (counted, with reasons and notes; never
/// who reported), and what an administrator can do with it.
enum ReportQueuePage: PageView {
    struct Model: Sendable {
        var order: ReportQueueOrder
        var items: [ReportQueueItem]
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.reports.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            AdminNav.render(.reports, ctx),
            element("h1", [], text(localizer.t("admin.reports.title"))),
            element("p", [], text(localizer.t("admin.reports.intro", ["count": String(EatsRules.hideAfterReports)]))),
            element("p", [], element("a", [.href(SuggestionPages.queuePath)], text(localizer.t("admin.reports.suggestions")))),
            element("nav", [.aria("label", localizer.t("admin.reports.order")), .cls("actions")],
                    group(ReportQueueOrder.allCases.map { order in
                        element("a", [.href(AdminPath.reports(order: order == .oldest ? nil : order.rawValue).path), .cls("button small")]
                                + (order == m.order ? [.aria("current", "page")] : []),
                                text(localizer.t("admin.reports.order_\(order.rawValue)")))
                    })),
        ]
        guard !m.items.isEmpty else {
            return content + [element("p", [.cls("muted")], text(localizer.t("admin.reports.none")))]
        }
        content.append(element("ul", [.cls("list report-queue")], m.items.map { item($0, m.order, ctx) }))
        return content
    }

    static func item(_ item: ReportQueueItem, _ order: ReportQueueOrder, _ ctx: PageContext) -> HTMLNode {
        let localizer = ctx.localizer
        let kind = localizer.t("admin.reports.kind.\(item.subject)")
        let headingID = "report-\(item.subjectId.uuidString.lowercased())"
        let name: HTMLNode = item.gone
            ? text(localizer.t("admin.reports.gone"))
            : (item.link.map { element("a", [.href($0)], text(item.name)) } ?? text(item.name))
        var flags: [HTMLNode] = []
        if item.hidden { flags.append(element("li", [.cls("flag flag-warn")], text(localizer.t("admin.reports.hidden")))) }
        var facts: [HTMLNode] = [
            element("dt", [], text(localizer.t("admin.reports.author"))),
            element("dd", [], text(item.authorName ?? localizer.t("admin.reports.no_author"))),
            element("dt", [], text(localizer.t("admin.reports.reporters"))),
            element("dd", [], text(localizer.t("admin.reports.reporter_count", ["count": String(item.reporters)]))),
            element("dt", [], text(localizer.t("admin.reports.reasons"))),
            element("dd", [], text(item.reasons.map { "\(localizer.t("eats.report_reason.\($0.reason)")) × \($0.count)" }.joined(separator: ", "))),
        ]
        if let first = item.firstReportedAt {
            facts += [element("dt", [], text(localizer.t("admin.reports.since"))), element("dd", [], text(localizer.date(first)))]
        }
        let hidden = [("order", order.rawValue)]
        var actions: [HTMLNode] = []
        if !item.gone {
            actions.append(item.hidden
                ? Forms.button(ctx, action: AdminPath.restoreReported(item.subjectId).path, label: localizer.t("admin.reports.restore"), hidden: hidden)
                : Forms.button(ctx, action: AdminPath.hideReported(item.subjectId).path, label: localizer.t("admin.reports.hide"),
                               cls: "button danger", hidden: hidden))
        }
        actions.append(Forms.button(ctx, action: AdminPath.dismissReports(item.subjectId).path, label: localizer.t("admin.reports.dismiss"), hidden: hidden))
        return element("li", [.cls("stack")],
            element("article", [.aria("labelledby", headingID), .cls("stack")],
                element("h2", [.id(headingID)], element("span", [.cls("muted")], text(kind + ": ")), name),
                flags.isEmpty ? group([]) : element("ul", [.cls("flags")], flags),
                element("dl", [.cls("facts")], facts),
                item.notes.isEmpty ? group([]) : element("section", [],
                    element("h3", [], text(localizer.t("admin.reports.notes"))),
                    element("ul", [], item.notes.map { element("li", [], element("q", [], text($0))) })),
                element("p", [.cls("actions")], actions)))
    }
}
