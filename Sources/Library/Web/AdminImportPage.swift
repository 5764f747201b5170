import Foundation
import SatchelAPI
import SatchelCore

/// `/admin/libraries/{slug}/imports/{id}`: an import started in the browser — how far it is
/// (count, rate, time left), then what it did or why it failed. While it runs the page keeps
/// itself current: app.js polls its progress as JSON, and without scripts it reloads every
/// three seconds.
enum AdminImportPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var progress: LibraryImportProgress
        /// The warnings this import left with its titles (EPUBs), shown per title.
        var warnings: [TitleWarning] = []
        /// Shown in the library's staff area (`/library/{slug}/staff/imports/{id}`), not the administration.
        var staffArea = false
        /// In the staff area: the viewer's card here, for the library's header.
        var patron: Patron?
    }

    static let tab: Tab? = nil

    static let refreshSeconds = 3

    /// At most this many title warnings are listed in the report (each title's page has all of its own).
    static let warningsShown = 500

    static func title(_ m: Model, _ localizer: Localizer) -> String {
        localizer.t("admin.import.title", ["file": m.progress.filename, "library": m.library.name])
    }

    static func head(_ m: Model, _ localizer: Localizer) -> [HTMLNode] {
        guard m.progress.state == "running" else { return [] }
        return [element("noscript", [], void("meta", [Attr("http-equiv", "refresh"), Attr("content", "\(refreshSeconds)")]))]
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer, p = m.progress
        var content: [HTMLNode] = (m.staffArea ? LibraryViews.header(ctx, m.library, patron: m.patron, staff: true) : [AdminNav.render(.libraries, ctx)])
            + [element("h1", [], text(title(m, l)))]
        var live: [Attr] = [.id("import-progress"), .cls("stack"), Attr("role", "status")]
        if p.state == "running" { live.append(.data("progress-url", m.staffArea
            ? LibraryPath.staffImportProgressJSON(m.library.slug, p.id).path : AdminPath.libraryImportProgressJSON(slug: m.library.slug, id: p.id).path)) }
        var status: [HTMLNode] = [
            element("p", [], element("strong", [.data("field", "state")], text(l.t("admin.work.state.\(p.state)")))),
        ]
        let percent = p.fraction.map { p.state == "finished" ? 1 : $0 }
        status.append(element("progress", [Attr("max", "100"), .aria("label", l.t("admin.import.progress"))]
                                 + (percent.map { [.value(String(Int(($0 * 100).rounded(.down))))] } ?? []), text(percent.map(ProgressText.percent) ?? "")))
        status.append(facts([
            ("done", l.t("admin.import.done"), ProgressText.count(p.done) + (p.total.map { " / " + ProgressText.count($0) } ?? "") + " " + p.unit
                + (percent.map { " (" + ProgressText.percent($0) + ")" } ?? "")),
            ("rate", l.t("admin.import.rate"), p.ratePerSecond.map(ProgressText.rate) ?? "—"),
            ("left", l.t("admin.import.left"), p.state == "running" ? (p.secondsLeft.map(ProgressText.timeLeft) ?? "—") : "—"),
            ("elapsed", l.t("admin.import.elapsed"), ProgressText.duration(p.updatedAt.timeIntervalSince(p.startedAt))),
        ]))
        content.append(element("section", live, status))
        if let failure = p.failure {
            content.append(element("div", [.cls("alert"), Attr("role", "alert")],
                element("p", [], text(l.t("admin.import.failed"))), element("p", [], element("code", [], text(failure)))))
        }
        if let summary = p.summary { content.append(self.summary(summary, ctx, byTitle: m.warnings, slug: m.library.slug)) }
        content.append(element("p", [.cls("actions")],
            element("a", [.href(m.staffArea ? LibraryPath.staffImports(m.library.slug).path : AdminPath.library(slug: m.library.slug).path), .cls("button")], text(l.t("admin.import.back", ["library": m.library.name]))),
            p.state == "finished" ? element("a", [.href("/library/" + m.library.slug), .cls("button")], text(l.t("admin.import.open"))) : group([])))
        return content
    }

    static func facts(_ rows: [(String, String, String)]) -> HTMLNode {
        element("dl", [.cls("facts")], rows.flatMap { key, label, value in
            [element("dt", [], text(label)), element("dd", [.data("field", key)], text(value))]
        })
    }

    static func summary(_ s: LibraryImportSummary, _ ctx: PageContext, byTitle: [TitleWarning] = [], slug: String = "") -> HTMLNode {
        let l = ctx.localizer
        var children: [HTMLNode] = [
            element("h2", [.id("h-summary")], text(l.t("admin.import.summary"))),
            element("dl", [.cls("facts")], [
                ("admin.import.given", s.given), ("admin.import.added", s.inserted), ("admin.import.updated", s.updated),
                ("admin.import.unchanged", s.unchanged), ("admin.import.refused", s.refused), ("admin.import.warned", s.warned),
            ].flatMap { key, value in [element("dt", [], text(l.t(key))), element("dd", [], text(ProgressText.count(value)))] }),
        ]
        if !s.refusals.isEmpty {
            children += [element("h3", [], text(l.t("admin.import.refusals"))),
                         element("ul", [], s.refusals.map { element("li", [], element("code", [], text($0))) })]
            if s.refused > s.refusals.count {
                children.append(element("p", [.cls("muted")], text(l.t("admin.import.more", ["count": ProgressText.count(s.refused - s.refusals.count)]))))
            }
        }
        if !byTitle.isEmpty {
            children.append(TitleWarningViews.byTitle(byTitle, slug: slug, ctx))
        } else if !s.warnings.isEmpty {
            children += [element("h3", [], text(l.t("admin.import.warnings"))),
                         element("ul", [], s.warnings.map { element("li", [], element("code", [], text($0))) })]
        }
        return element("section", [.aria("labelledby", "h-summary"), .cls("stack")], children)
    }
}
