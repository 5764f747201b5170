import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Reminder lists and the calendar (export, subscription, import): the handlers that load their models.
enum CollectionPages {
    /// `renaming`: the list whose rename failed; its row shows the error and what was typed.
    static func lists(_ req: Request, state: FormState, renaming: UUID? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let lists = try await req.context.spotsStore.lists(owner: viewer.id)
        return try await req.page(ListsPage.self, ListsPage.Model(lists: lists, state: state, renaming: renaming), status: status)
    }

    static func calendar(_ req: Request, state: FormState, report: CalendarImportReport? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let feed = try await req.context.reminderCalendar.feed(owner: viewer.id)
        return try await req.page(CalendarPage.self, CalendarPage.Model(feedURL: feed.url, state: state, report: report), status: status)
    }
}

/// The person's lists: each with its open count, renamed in place; a form for a new one.
enum ListsPage: PageView {
    struct Model: Sendable {
        var lists: [ReminderList]
        /// What was typed and its errors: in the new-list form, or in the row of `renaming`.
        var state: FormState
        /// The list whose rename failed.
        var renaming: UUID?
    }

    static let tab: Tab? = SpotsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("spots.nav.lists") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let lists = m.lists, renaming = m.renaming
        let renameState = renaming == nil ? FormState() : m.state
        var state = renaming == nil ? m.state : FormState()
        // A colour input always sends one: offer the next of the palette, not black.
        if state["color"].isEmpty { state.values["color"] = ReminderRules.listColors[lists.count % ReminderRules.listColors.count] }
        var content = SpotsPages.header(ctx, localizer.t("spots.nav.lists"), current: .lists)
        content.append(element("p", [.cls("muted")], text(localizer.t("spots.lists_intro"))))
        if lists.isEmpty { content.append(element("p", [.cls("muted empty")], text(localizer.t("spots.lists_empty")))) }
        content.append(element("ul", [.cls("list")], lists.map { list in
            let id = list.id.uuidString.lowercased()
            let failed = list.id == renaming
            let error = failed ? renameState.message("name", localizer) ?? renameState.message("color", localizer) : nil
            return element("li", [.cls("row")],
                      SpotsPages.dot(list.color),
                      element("div", [.cls("grow")],
                         element("a", [.href(SpotsPath.remindersIn(list: list.id).path)], text(list.name)),
                         element("p", [.cls("muted")], text(localizer.t("spots.open_count", ["count": "\(list.openCount)"])))),
                      Forms.form(ctx, action: SpotsPath.renameList(list.id).path, cls: "inline", [
                          element("label", [.cls("visually-hidden"), Attr("for", "name-\(id)")], text(localizer.t("spots.field.list_name"))),
                          void("input", [.type("text"), .id("name-\(id)"), .name("name"), .value(failed ? renameState["name"] : list.name),
                                         Attr("maxlength", "60")] + (error != nil ? [.aria("invalid", "true"), .aria("describedby", "error-\(id)")] : [])),
                          element("label", [.cls("visually-hidden"), Attr("for", "color-\(id)")], text(localizer.t("spots.field.color"))),
                          void("input", [.type("color"), .id("color-\(id)"), .name("color"), .value(failed ? renameState["color"] : list.color)]),
                          Forms.version(failed ? renameState["version"] : String(list.version ?? 1)),
                          Forms.submit(localizer.t("action.save"), cls: "button small"),
                          error.map { element("p", [.cls("field-error"), .id("error-\(id)")], text($0)) } ?? group([]),
                      ]),
                      element("a", [.href(SpotsPath.deleteList(list.id).path), .cls("button small danger")], text(localizer.t("action.delete"))))
        }))
        content.append(element("h2", [], text(localizer.t("spots.new_list"))))
        content.append(Forms.alert(state.general(localizer, fields: ["name", "color"])))
        content.append(Forms.form(ctx, action: SpotsPath.lists.path, cls: "stack", [
            Forms.field(ctx, state, name: "name", label: localizer.t("spots.field.list_name"), required: true, extra: [Attr("maxlength", "60")]),
            Forms.field(ctx, state, name: "color", label: localizer.t("spots.field.color"), type: "color"),
            Forms.submit(localizer.t("spots.create_list")),
        ]))
        return content
    }
}

/// The calendar: download every reminder, a subscription address, importing a file.
enum CalendarPage: PageView {
    struct Model: Sendable {
        /// The subscription address, if one was made.
        var feedURL: String?
        var state: FormState
        /// What the import just did.
        var report: CalendarImportReport?
    }

    static let tab: Tab? = SpotsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("spots.nav.calendar") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = m.state
        var content = SpotsPages.header(ctx, localizer.t("spots.nav.calendar"), current: .calendar)
        content.append(element("section", [],
                          element("h2", [], text(localizer.t("spots.export"))),
                          element("p", [.cls("muted")], text(localizer.t("spots.export_intro"))),
                          element("p", [], element("a", [.href(SpotsPath.calendarDownload.path), .cls("button")], text(localizer.t("spots.download_ics"))))))
        var subscription: [HTMLNode] = [element("h2", [], text(localizer.t("spots.subscribe"))),
                                        element("p", [.cls("muted")], text(localizer.t("spots.subscribe_intro")))]
        if let url = m.feedURL {
            subscription.append(element("div", [.cls("field")],
                                    element("label", [Attr("for", "feed-url")], text(localizer.t("spots.subscription_url"))),
                                    void("input", [.id("feed-url"), .type("text"), .value(url), Attr("readonly", nil)])))
            subscription.append(element("div", [.cls("actions")],
                                   Forms.button(ctx, action: SpotsPath.calendarSubscribe.path, label: localizer.t("spots.new_address")),
                                   Forms.button(ctx, action: SpotsPath.calendarRevoke.path, label: localizer.t("spots.revoke_address"), cls: "button danger")))
        } else {
            subscription.append(Forms.button(ctx, action: SpotsPath.calendarSubscribe.path, label: localizer.t("spots.make_address"), cls: "button primary"))
        }
        content.append(element("section", [], subscription))
        var importSection: [HTMLNode] = [element("h2", [], text(localizer.t("spots.import"))),
                                         element("p", [.cls("muted")], text(localizer.t("spots.import_intro")))]
        if let report = m.report {
            importSection.append(element("div", [.cls("notice"), Attr("role", "status")],
                                    text(localizer.t("spots.import_result", ["created": "\(report.created)", "updated": "\(report.updated)",
                                                                     "skipped": "\(report.skipped.count)"]))))
            if !report.skipped.isEmpty {
                importSection.append(element("ul", [.cls("list skipped")], report.skipped.map { skip in
                    element("li", [], text(localizer.t("spots.import_skipped", ["index": "\(skip.index)", "reason": skip.reason])))
                }))
            }
        }
        importSection.append(Forms.alert(state.general(localizer, fields: ["file"])))
        importSection.append(Forms.form(ctx, action: SpotsPath.calendarImport.path, multipart: true, cls: "stack", [
            Forms.field(ctx, state, name: "file", label: localizer.t("spots.ics_file"), type: "file", required: true,
                        extra: [Attr("accept", ".ics,text/calendar")]),
            Forms.submit(localizer.t("spots.import_button")),
        ]))
        content.append(element("section", [], importSection))
        return content
    }
}
