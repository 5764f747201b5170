import Foundation
import SatchelAPI
import SatchelCore

/// A hold's pause on the holds page: what a paused hold says, and the form that pauses a
/// waiting hold (or extends its pause) or delivers a ready one later.
enum HoldPauseViews {
    /// "Paused until 3 June · keeps its place · 2nd in line".
    static func status(_ localizer: Localizer, _ hold: Hold) -> String {
        localizer.t("library.pause.status", ["date": localizer.day(hold.pausedUntil ?? Date()), "position": "\(hold.position ?? 1)"])
    }

    /// A select of 7–90 days or "until the date", and the date; ids carry the hold's, as the
    /// page lists many holds. The error, when refused, beside its field.
    static func form(_ ctx: PageContext, slug: String, hold: Hold, state: FormState) -> HTMLNode {
        let localizer = ctx.localizer
        let suffix = "-" + hold.id.uuidString.lowercased()
        func error(_ field: String) -> HTMLNode {
            state.message(field, localizer).map { element("p", [.cls("field-error"), .id("f-" + field + suffix + "-error")], text($0)) } ?? group([])
        }
        func invalid(_ field: String) -> [Attr] {
            state.message(field, localizer) == nil ? [] : [.aria("invalid", "true"), .aria("describedby", "f-" + field + suffix + "-error")]
        }
        let chosen = state["days"].isEmpty && state["until"].isEmpty ? "14" : state["days"]
        let options = PauseRequest.allowedDays.map { ("\($0)", localizer.t("library.pause.days_option", ["days": "\($0)"])) }
            + [("", localizer.t("library.pause.until_option"))]
        let ready = hold.state == "ready"
        let label = ready ? "library.pause.deliver_later" : hold.pausedUntil != nil ? "library.pause.change" : "library.pause.pause"
        return element("details", [.cls("hold-pause")] + (state.error == nil ? [] : [.flag("open")]),
            element("summary", [], text(localizer.t(label))),
            Forms.form(ctx, action: LibraryPath.pauseHold(slug, hold: hold.id).path, cls: "pause-form", [
                element("div", [.cls(state.message("days", localizer) == nil ? "field" : "field has-error")],
                   element("label", [Attr("for", "f-days" + suffix)], text(localizer.t("library.pause.for"))),
                   element("select", [.id("f-days" + suffix), .name("days")] + invalid("days"),
                      options.map { element("option", [.value($0.0), .flag("selected", $0.0 == chosen)], text($0.1)) }),
                   error("days")),
                element("div", [.cls(state.message("until", localizer) == nil ? "field" : "field has-error")],
                   element("label", [Attr("for", "f-until" + suffix)], text(localizer.t("library.pause.until"))),
                   void("input", [.id("f-until" + suffix), .name("until"), .type("date"), .value(state["until"])] + invalid("until")),
                   element("p", [.cls("hint")], text(localizer.t("library.pause.hint"))),
                   error("until")),
                Forms.submit(localizer.t(label), cls: "button"),
            ]))
    }
}
