import Foundation
import SatchelAPI
import SatchelCore

/// One suggestion as a reviewer meets it: the changed facts (old → new), the note, and accept
/// and refuse (their own: a word instead). `back` names the queue, so the answer returns there.
enum SuggestionRow {
    static func render(_ s: FactSuggestion, _ ctx: PageContext, viewer: UUID, place: Bool = false, back: String? = nil) -> HTMLNode {
        let localizer = ctx.localizer
        let actions: HTMLNode = s.suggestedBy == viewer
            ? element("p", [.cls("muted")], text(localizer.t("eats.suggest.yours")))
            : element("div", [.cls("actions")], [("accept", "primary"), ("refuse", "")].map { action, cls in
                Forms.form(ctx, action: "/eats/suggestions/\(s.id.uuidString.lowercased())/\(action)", cls: "inline", [
                    void("input", [.type("hidden"), .name("version"), .value("\(s.version)")]),
                    back.map { void("input", [.type("hidden"), .name("back"), .value($0)]) } ?? group([]),
                    Forms.submit(localizer.t("eats.suggest.\(action)"), cls: "button small " + cls),
                ])
            })
        return element("li", [.cls("row suggestion")],
                       element("div", [.cls("grow")],
                               place ? element("h2", [], element("a", [.href(EatsPath.restaurant(s.restaurantId).path)], text(s.restaurantName)))
                                     : group([]),
                               element("ul", [], SuggestionPages.lines(localizer, s.changes, was: s.current).map { element("li", [], text($0)) }),
                               s.note.isEmpty ? group([]) : element("p", [.cls("muted")], text("“" + s.note + "”")),
                               actions))
    }
}

/// `/eats/suggestions`: every open suggestion the viewer may review, across places, newest
/// first (a moderator: all; a contributor: their places'), 30 a page.
enum SuggestionQueuePage: PageView {
    struct Model: Sendable {
        var suggestions: [FactSuggestion]
        var next: String?
        var error: String?
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.suggest.queue_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("eats.suggest.queue_title"))),
            element("p", [.cls("muted")], text(localizer.t("eats.suggest.queue_intro"))),
            Forms.alert(m.error),
        ]
        guard !m.suggestions.isEmpty else {
            return content + [element("p", [.cls("muted empty")], text(localizer.t("eats.suggest.queue_none")))]
        }
        let viewer = ctx.viewer?.id ?? UUID()
        content.append(element("ul", [.cls("list suggestions-list")],
                               m.suggestions.map { SuggestionRow.render($0, ctx, viewer: viewer, place: true, back: "queue") }))
        if let next = m.next {
            content.append(element("p", [], element("a", [.href(SuggestionPages.queuePath + EatsPages.query([URLQueryItem(name: "cursor", value: next)])),
                                                          .cls("button")], text(localizer.t("eats.suggest.queue_more")))))
        }
        return content
    }
}
