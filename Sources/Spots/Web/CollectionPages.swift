import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Reminder lists and the calendar (export, subscription, import).
enum CollectionPages {
    /// `renaming`: the list whose rename failed; its row shows the error and what was typed.
    static func lists(_ req: Request, state: FormState, renaming: UUID? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let lists = try await req.context.reminders.lists(owner: viewer.id)
        let renameState = renaming == nil ? FormState() : state
        var state = renaming == nil ? state : FormState()
        // A colour input always sends one: offer the next of the palette, not black.
        if state["color"].isEmpty { state.values["color"] = ReminderRules.listColors[lists.count % ReminderRules.listColors.count] }
        return try await req.page(l.t("spots.nav.lists"), tab: SpotsTab.tab, status: status) { ctx in
            var content = SpotsPages.header(ctx, l.t("spots.nav.lists"), current: .lists)
            content.append(el("p", [.cls("muted")], text(l.t("spots.lists_intro"))))
            if lists.isEmpty { content.append(el("p", [.cls("muted empty")], text(l.t("spots.lists_empty")))) }
            content.append(el("ul", [.cls("list")], lists.map { list in
                let id = list.id.uuidString.lowercased()
                let failed = list.id == renaming
                let error = failed ? renameState.message("name", l) ?? renameState.message("color", l) : nil
                return el("li", [.cls("row")],
                          SpotsPages.dot(list.color),
                          el("div", [.cls("grow")],
                             el("a", [.href("/spots?list=\(id)")], text(list.name)),
                             el("p", [.cls("muted")], text(l.t("spots.open_count", ["count": "\(list.openCount)"])))),
                          Forms.form(ctx, action: "/spots/lists/\(id)", cls: "inline", [
                              el("label", [.cls("visually-hidden"), Attr("for", "name-\(id)")], text(l.t("spots.field.list_name"))),
                              void("input", [.type("text"), .id("name-\(id)"), .name("name"), .value(failed ? renameState["name"] : list.name),
                                             Attr("maxlength", "60")] + (error != nil ? [.aria("invalid", "true"), .aria("describedby", "error-\(id)")] : [])),
                              el("label", [.cls("visually-hidden"), Attr("for", "color-\(id)")], text(l.t("spots.field.color"))),
                              void("input", [.type("color"), .id("color-\(id)"), .name("color"), .value(failed ? renameState["color"] : list.color)]),
                              Forms.submit(l.t("action.save"), cls: "button small"),
                              error.map { el("p", [.cls("field-error"), .id("error-\(id)")], text($0)) } ?? group([]),
                          ]),
                          el("a", [.href("/spots/lists/\(id)/delete"), .cls("button small danger")], text(l.t("action.delete"))))
            }))
            content.append(el("h2", [], text(l.t("spots.new_list"))))
            content.append(Forms.alert(state.general(l, fields: ["name", "color"])))
            content.append(Forms.form(ctx, action: "/spots/lists", cls: "stack", [
                Forms.field(ctx, state, name: "name", label: l.t("spots.field.list_name"), required: true, extra: [Attr("maxlength", "60")]),
                Forms.field(ctx, state, name: "color", label: l.t("spots.field.color"), type: "color"),
                Forms.submit(l.t("spots.create_list")),
            ]))
            return content
        }
    }

    static func calendar(_ req: Request, state: FormState, report: CalendarImportReport? = nil, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        let l = req.localizer
        let feed = try await req.context.reminderCalendar.feed(owner: viewer.id)
        return try await req.page(l.t("spots.nav.calendar"), tab: SpotsTab.tab, status: status) { ctx in
            var content = SpotsPages.header(ctx, l.t("spots.nav.calendar"), current: .calendar)
            content.append(el("section", [],
                              el("h2", [], text(l.t("spots.export"))),
                              el("p", [.cls("muted")], text(l.t("spots.export_intro"))),
                              el("p", [], el("a", [.href("/spots/calendar/download"), .cls("button")], text(l.t("spots.download_ics"))))))
            var subscription: [HTMLNode] = [el("h2", [], text(l.t("spots.subscribe"))),
                                            el("p", [.cls("muted")], text(l.t("spots.subscribe_intro")))]
            if let url = feed.url {
                subscription.append(el("div", [.cls("field")],
                                        el("label", [Attr("for", "feed-url")], text(l.t("spots.subscription_url"))),
                                        void("input", [.id("feed-url"), .type("text"), .value(url), Attr("readonly", nil)])))
                subscription.append(el("p", [.cls("actions")],
                                       Forms.button(ctx, action: "/spots/calendar/subscribe", label: l.t("spots.new_address")),
                                       Forms.button(ctx, action: "/spots/calendar/revoke", label: l.t("spots.revoke_address"), cls: "button danger")))
            } else {
                subscription.append(Forms.button(ctx, action: "/spots/calendar/subscribe", label: l.t("spots.make_address"), cls: "button primary"))
            }
            content.append(el("section", [], subscription))
            var importSection: [HTMLNode] = [el("h2", [], text(l.t("spots.import"))),
                                             el("p", [.cls("muted")], text(l.t("spots.import_intro")))]
            if let report {
                importSection.append(el("div", [.cls("notice"), Attr("role", "status")],
                                        text(l.t("spots.import_result", ["created": "\(report.created)", "updated": "\(report.updated)",
                                                                         "skipped": "\(report.skipped.count)"]))))
                if !report.skipped.isEmpty {
                    importSection.append(el("ul", [.cls("list skipped")], report.skipped.map { skip in
                        el("li", [], text(l.t("spots.import_skipped", ["index": "\(skip.index)", "reason": skip.reason])))
                    }))
                }
            }
            importSection.append(Forms.alert(state.general(l, fields: ["file"])))
            importSection.append(Forms.form(ctx, action: "/spots/calendar/import", multipart: true, cls: "stack", [
                Forms.field(ctx, state, name: "file", label: l.t("spots.ics_file"), type: "file", required: true,
                            extra: [Attr("accept", ".ics,text/calendar")]),
                Forms.submit(l.t("spots.import_button")),
            ]))
            content.append(el("section", [], importSection))
            return content
        }
    }
}
