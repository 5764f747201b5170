import SatchelAPI
import Vapor

/// `/admin/instance`: the instance at a glance — its address, outside services (with a test
/// mail), the database, background jobs, outboxes and the last backup.
enum AdminInstancePage: PageView {
    struct Model: Sendable {
        var instance: AdminInstance
        /// The answer to "Send a test mail", just now.
        var testMail: TestMailResult?
        /// The answer to "Send a test push", just now.
        var testPush: TestPushResult?
        /// Where the test mail goes: the administrator's own address.
        var ownAddress: String
        var signUp: SignUpPolicy
        /// Long work of this process: running first, then what ended lately.
        var work: [ProgressSnapshot] = []
    }

    static func render(_ req: Request, testMail: TestMailResult? = nil, testPush: TestPushResult? = nil) async throws -> Response {
        let admin = try AdminAccess.requireAdministrator(req.viewer)
        let instance = try await req.context.instanceOverview.overview(requestedURL: req.requestedURL)
        return try await req.page(Self.self, Model(instance: instance, testMail: testMail, testPush: testPush, ownAddress: admin.user.email,
                                                   signUp: try await req.context.signUpPolicy.current(),
                                                   work: req.context.longWork.current() + req.context.longWork.recent()))
    }

    /// A test notification to the administrator's own devices, in their language, opening this page.
    static func sendTestPush(_ req: Request, to admin: Viewer) async throws -> TestPushResult {
        let l = req.localizer
        return try await req.context.services.push.sendTest(to: admin.user.id, title: l.t("admin.instance.test_push_title"),
                                                            body: l.t("admin.instance.test_push_body"),
                                                            link: AdminPath.instance.path, context: req.context)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.instance.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            AdminNav.render(.instance, ctx),
            element("h1", [], text(localizer.t("admin.instance.title"))),
            address(m, ctx),
            signUpSection(m, ctx) ?? group([]),
            services(m, ctx),
            database(m, ctx),
            jobs(m, ctx),
            work(m, ctx),
            outboxes(m, ctx),
            backup(m, ctx),
        ]
    }

    /// Who may join: the sign-up mode and allowed domains, changed on their own page.
    static func signUpSection(_ m: Model, _ ctx: PageContext) -> HTMLNode? {
        let l = ctx.localizer
        return section("sign-up", l.t("admin.sign_up.title"), [
            facts([(l.t("admin.sign_up.mode"), l.t("admin.sign_up.mode.\(m.signUp.mode.rawValue)")),
                   (l.t("admin.sign_up.domains"), m.signUp.allowedDomains.isEmpty ? l.t("admin.instance.any_domain")
                        : m.signUp.allowedDomains.joined(separator: ", "))]),
            element("p", [], element("a", [.href(AdminPath.signUp.path), .cls("button")], text(l.t("admin.instance.change_sign_up")))),
        ])
    }

    static func section(_ id: String, _ title: String, _ children: [HTMLNode]) -> HTMLNode {
        element("section", [.aria("labelledby", "h-\(id)"), .cls("stack")], [element("h2", [.id("h-\(id)")], text(title))] + children)
    }

    static func facts(_ pairs: [(String, String)]) -> HTMLNode {
        element("dl", [.cls("facts")], pairs.flatMap { [element("dt", [], text($0.0)), element("dd", [], text($0.1))] })
    }

    static func address(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        return section("address", l.t("admin.instance.address"), [
            facts([(l.t("admin.instance.address_configured"), m.instance.configuredPublicURL ?? l.t("admin.instance.not_set")),
                   (l.t("admin.instance.address_seen"), m.instance.requestPublicURL)]),
            m.instance.configuredPublicURL == nil ? element("p", [.cls("hint")], text(l.t("admin.instance.address_hint"))) : group([]),
        ])
    }

    static func services(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        var children: [HTMLNode] = [element("ul", [.cls("list")], m.instance.services.map { service in
            element("li", [.cls("row")], element("div", [.cls("grow")],
                element("strong", [], text(l.t("admin.instance.service.\(service.name)"))),
                text(" "),
                element("span", [.cls(service.configured ? "flag" : "flag flag-warn")],
                        text(l.t(service.configured ? "admin.instance.set_up" : "admin.instance.not_set_up"))),
                service.detail.map { element("div", [.cls("muted")], text($0)) } ?? group([])))
        })]
        if let result = m.testMail {
            children.append(element("div", [.cls(result.sent ? "notice" : "alert"), Attr("role", "status")],
                element("p", [], text(l.t(result.sent ? "admin.instance.test_mail_sent" : "admin.instance.test_mail_failed",
                                          ["email": result.recipient]))),
                element("p", [], element("code", [], text(result.reply)))))
        }
        if m.instance.services.contains(where: { $0.name == "mail" && $0.configured }) {
            children.append(element("p", [.cls("hint")], text(l.t("admin.instance.test_mail_hint", ["email": m.ownAddress]))))
            children.append(Forms.button(ctx, action: AdminPath.testMail.path, label: l.t("admin.instance.test_mail")))
        }
        if let result = m.testPush { children.append(testPushAnswer(result, ctx)) }
        children.append(element("p", [.cls("hint")], text(l.t("admin.instance.test_push_hint"))))
        children.append(Forms.button(ctx, action: AdminPath.testPush.path, label: l.t("admin.instance.test_push")))
        return section("services", l.t("admin.instance.services"), children)
    }

    /// What each push service said; with no device, how to turn one on.
    static func testPushAnswer(_ result: TestPushResult, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        let headline = result.delivered ? l.t("admin.instance.test_push_sent")
            : result.devices == 0 ? l.t("admin.instance.test_push_no_device") : l.t("admin.instance.test_push_failed")
        let details = result.channels.filter { $0.outcome != "not_subscribed" }.map { outcome in
            element("li", [], text(l.t("admin.instance.test_push_outcome.\(outcome.outcome)", ["channel": l.t("admin.instance.push_channel.\(outcome.channel)")])),
                    outcome.detail.map { group([text(" "), element("code", [], text($0))]) } ?? group([]))
        }
        return element("div", [.cls(result.delivered ? "notice" : "alert"), Attr("role", "status")],
            element("p", [], text(headline)),
            details.isEmpty ? group([]) : element("ul", [], details))
    }

    static func database(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer, db = m.instance.database
        return section("database", l.t("admin.instance.database"), [facts([
            (l.t("admin.instance.database_kind"), db.kind == "postgresql" ? "PostgreSQL" : "SQLite"),
            (l.t("admin.instance.database_version"), db.version),
            (l.t("admin.instance.database_size"), bytes(db.sizeBytes)),
            (l.t("admin.instance.database_migrations"), String(db.appliedMigrations)),
        ])])
    }

    static func jobs(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        var children: [HTMLNode] = []
        if m.instance.jobsArePerInstance { children.append(element("p", [.cls("hint")], text(l.t("admin.instance.jobs_per_instance")))) }
        guard !m.instance.jobs.isEmpty else {
            return section("jobs", l.t("admin.instance.jobs"), children + [element("p", [.cls("muted")], text(l.t("admin.instance.jobs_none")))])
        }
        let never = l.t("admin.instance.never")
        children.append(element("ul", [.cls("list")], m.instance.jobs.map { job in
            element("li", [.cls("stack")],
                element("strong", [], text(job.name)),
                facts([(l.t("admin.instance.job_last_run"), job.lastRunAt.map { l.date($0) } ?? never),
                       (l.t("admin.instance.job_last_success"), job.lastSuccessAt.map { l.date($0) } ?? never),
                       (l.t("admin.instance.job_last_failure"), job.lastFailureAt.map { l.date($0) } ?? never)]),
                job.lastError.map { element("p", [.cls("alert")], element("code", [], text($0))) } ?? group([]))
        }))
        return section("jobs", l.t("admin.instance.jobs"), children)
    }

    /// Imports and other long work of this process, running or lately ended, each in the words
    /// of its progress line (count, rate, time left).
    static func work(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        guard !m.work.isEmpty else {
            return section("work", l.t("admin.instance.work"), [element("p", [.cls("muted")], text(l.t("admin.instance.work_none")))])
        }
        return section("work", l.t("admin.instance.work"), [element("ul", [.cls("list")], m.work.map { work in
            element("li", [.cls("stack")],
                element("strong", [], text(work.name)), text(" "),
                element("span", [.cls(work.state == .failed ? "flag flag-warn" : "flag")], text(l.t("admin.work.state.\(work.state.rawValue)"))),
                element("div", [.cls("muted")], text(ProgressText.plainLine(work))))
        })])
    }

    static func outboxes(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        return section("outboxes", l.t("admin.instance.outboxes"), m.instance.outboxes.map { box in
            element("div", [.cls("stack")],
                element("h3", [], text(l.t("admin.instance.outbox.\(box.name)"))),
                facts([(l.t("admin.instance.outbox_waiting"), String(box.waiting)),
                       (l.t("admin.instance.outbox_oldest"), box.oldestWaitingSince.map { l.date($0) } ?? "—"),
                       (l.t("admin.instance.outbox_failed"), String(box.failed))]))
        })
    }

    static func backup(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer
        return section("backup", l.t("admin.instance.backup"), [
            facts([(l.t("admin.instance.backup_last"), m.instance.lastBackupAt.map { l.date($0) } ?? l.t("admin.instance.never"))]),
            element("p", [.cls("hint")], text(l.t("admin.instance.backup_hint"))),
        ])
    }

    /// "12.3 MB": sizes in decimal units, as disks are sold.
    static func bytes(_ n: Int64) -> String {
        let units = ["bytes", "kB", "MB", "GB", "TB"]
        var value = Double(n), unit = 0
        while value >= 1000, unit < units.count - 1 { value /= 1000; unit += 1 }
        return unit == 0 ? "\(n) bytes" : String(format: "%.1f", value) + " " + units[unit]
    }
}
