import Foundation
import SatchelAPI
import SatchelCore

/// The polls the viewer is in: open ones, then decided ones.
enum EatPollsPage: PageView {
    struct Model: Sendable {
        var polls: [EatPoll]
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.poll.title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let open = m.polls.filter { $0.closedAt == nil }, closed = m.polls.filter { $0.closedAt != nil }
        func list(_ polls: [EatPoll]) -> HTMLNode {
            element("ul", [.cls("list")], polls.map { poll in
                element("li", [.cls("row")],
                   element("a", [.href(EatPollPath.poll(poll.id).path), .cls("grow")], text(poll.title)),
                   element("span", [.cls("muted")], text(poll.winner.map(\.name) ?? localizer.t("eats.poll.until", ["time": localizer.date(poll.deadline)]))))
            })
        }
        var content: [HTMLNode] = [
            element("h1", [], text(localizer.t("eats.poll.title"))),
            EatsPages.nav(ctx, current: .polls, where: nil),
            element("p", [.cls("muted")], text(localizer.t("eats.poll.intro"))),
            element("p", [], element("a", [.href(EatPollPath.new.path), .cls("button primary")], text(localizer.t("eats.poll.new")))),
        ]
        if m.polls.isEmpty { content.append(element("p", [.cls("muted empty")], text(localizer.t("eats.poll.empty")))) }
        if !open.isEmpty { content += [element("h2", [], text(localizer.t("eats.poll.open"))), list(open)] }
        if !closed.isEmpty { content += [element("h2", [], text(localizer.t("eats.poll.decided"))), list(closed)] }
        return content
    }
}

/// A new poll: title, deadline, whom to ask and 2 to 20 places, found by name on the same
/// page (a search button that keeps everything typed; no JavaScript needed).
enum NewEatPollPage: PageView {
    struct Model: Sendable {
        var form: FormState
        var friends: [Person]
        var circles: [SatchelAPI.Circle]
        /// The places ticked so far and what the search found, ticked ones first.
        var places: [(id: UUID, label: String)]
        var searched: Bool
        /// "Nearby" was asked, but the viewer has not chosen where they are in Eats yet.
        var nowhere: Bool
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("eats.poll.new") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let state = m.form
        var fields: [HTMLNode] = [
            Forms.field(ctx, state, name: "title", label: localizer.t("eats.poll.field.title"), required: true,
                        extra: [Attr("maxlength", "\(EatPollRules.titleLength.upperBound)")]),
            element("div", [.cls("row-fields")],
               Forms.field(ctx, state, name: "deadlineDate", label: localizer.t("eats.poll.field.deadline_date"), type: "date", required: true),
               Forms.field(ctx, state, name: "deadlineTime", label: localizer.t("eats.poll.field.deadline_time"), type: "time", required: true)),
        ]
        if !m.circles.isEmpty {
            fields.append(Forms.select(ctx, state, name: "circleId", label: localizer.t("eats.poll.field.circle"),
                                       options: [(value: "", label: localizer.t("eats.poll.no_circle"))]
                                           + m.circles.map { (value: $0.id.uuidString, label: $0.name) },
                                       selected: state["circleId"]))
        }
        fields.append(m.friends.isEmpty ? element("p", [.cls("muted")], text(localizer.t("eats.poll.no_friends")))
            : EatPollForm.choices(ctx, state, name: "userIds", legend: localizer.t("eats.poll.field.friends"),
                                  options: m.friends.map { ($0.id, $0.displayName) }))
        fields.append(EatPollForm.choices(ctx, state, name: "restaurantIds", legend: localizer.t("eats.poll.field.places"),
                                          hint: localizer.t("eats.poll.places_hint"), options: m.places))
        if m.nowhere {
            fields.append(element("p", [.cls("muted")], text(localizer.t("eats.poll.nowhere") + " "),
                                  element("a", [.href(EatsPath.restaurants.path)], text(localizer.t("eats.poll.choose_where")))))
        } else if m.searched && m.places.isEmpty {
            fields.append(element("p", [.cls("muted")], text(localizer.t("eats.poll.nothing_found"))))
        }
        fields.append(element("div", [.cls("field")],
                         element("label", [Attr("for", "f-q")], text(localizer.t("eats.poll.field.search"))),
                         element("div", [.cls("row-fields")],
                            void("input", [.id("f-q"), .name("q"), .type("search"), .value(state["q"])]),
                            element("button", [.type("submit"), .name("step"), .value("search"), .cls("button"),
                                               Attr("formnovalidate", nil)], text(localizer.t("eats.poll.search")))),
                         element("button", [.type("submit"), .name("step"), .value("nearby"), .cls("button"),
                                            Attr("formnovalidate", nil)], text(localizer.t("eats.poll.nearby")))))
        fields.append(Forms.submit(localizer.t("eats.poll.create")))
        return [
            element("h1", [], text(localizer.t("eats.poll.new"))),
            Forms.alert(state.general(localizer, fields: ["title", "deadlineDate", "circleId", "userIds", "restaurantIds"])),
            Forms.form(ctx, action: EatPollPath.polls.path, cls: "stack", extra: Forms.unsaved(state), fields),
        ]
    }
}

/// One poll: its places with their yes counts and who said yes, the viewer's own yes boxes
/// while it is open, and the chosen place once it is decided.
enum EatPollPage: PageView {
    struct Model: Sendable {
        var poll: EatPoll
        var isOpen: Bool
        var form: FormState
    }

    static let tab: Tab? = EatsTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.poll.title }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let p = m.poll
        var live: [HTMLNode] = [
            element("dl", [.cls("facts")],
               element("dt", [], text(localizer.t("eats.poll.creator"))),
               element("dd", [], text(p.creator.displayName)),
               element("dt", [], text(localizer.t(p.closedAt == nil ? "eats.poll.deadline" : "eats.poll.closed_at"))),
               element("dd", [], element("time", [Attr("datetime", (p.closedAt ?? p.deadline).iso8601)],
                                         text(localizer.date(p.closedAt ?? p.deadline)))),
               element("dt", [], text(localizer.t("eats.poll.people"))),
               element("dd", [], text(p.participants.map(\.displayName).joined(separator: ", ")))),
        ]
        if let winner = p.winner { live.append(self.winner(ctx, winner)) }
        live.append(candidates(ctx, m))
        if p.isCreator && m.isOpen {
            live.append(element("p", [], element("a", [.href(EatPollPath.close(p.id).path), .cls("button")],
                                                 text(localizer.t("eats.poll.close_now")))))
        }
        // Live tallies (app.js): when someone votes, the stream says this page changed; while
        // the shape (open, the same places) stays, only the tallies are swapped, so yes boxes
        // ticked but not saved stay ticked; once it closes, all of it. Without JS: reload.
        let shape = m.isOpen ? "open " + p.candidates.map { $0.restaurantId.uuidString.lowercased() }.joined(separator: " ") : "closed"
        return [
            element("h1", [], text(p.title)),
            element("p", [], element("a", [.href(EatPollPath.polls.path)], text(localizer.t("eats.poll.all")))),
            element("div", [.id("poll-live"), .data("live-path", EatPollPath.poll(p.id).path), .data("live-shape", shape)], live),
        ]
    }

    static func winner(_ ctx: PageContext, _ w: EatPollWinner) -> HTMLNode {
        let localizer = ctx.localizer
        let hours: String = switch w.hours {
        case nil: localizer.t("eats.poll.hours_unknown")
        case let spans? where spans.isEmpty: localizer.t("eats.poll.hours_closed")
        case let spans?: localizer.t("eats.poll.hours_open", ["times": spans.joined(separator: ", ")])
        }
        return element("section", [.cls("card"), .aria("labelledby", "h-winner")],
           element("h2", [.id("h-winner")], text(localizer.t("eats.poll.winner"))),
           element("p", [.cls("winner")], element("strong", [], element("a", [.href(EatsPath.restaurant(w.restaurantId).path)], text(w.name)))),
           element("p", [], text(hours)),
           element("p", [], element("a", [.href(EatsPath.restaurant(w.restaurantId).path), .cls("button")],
                                    text(localizer.t("eats.poll.on_map")))))
    }

    static func candidates(_ ctx: PageContext, _ m: Model) -> HTMLNode {
        let localizer = ctx.localizer
        let p = m.poll
        let mine = Set(p.myYes)
        let rows = p.candidates.map { c -> HTMLNode in
            let tally = element("span", [.cls("muted tally"), .id("tally-\(c.restaurantId.uuidString.lowercased())"), .data("live-part", "")],
                                text(localizer.t("eats.poll.yes_count", ["count": "\(c.yes)"])
                                     + (c.voters.isEmpty ? "" : " · " + c.voters.map(\.displayName).joined(separator: ", "))))
            let name: HTMLNode = m.isOpen
                ? element("label", [.cls("checkbox grow")],
                          void("input", [.type("checkbox"), .name("restaurantIds[]"), .value(c.restaurantId.uuidString),
                                         .flag("checked", mine.contains(c.restaurantId))]),
                          text(" " + c.name))
                : element("a", [.href(EatsPath.restaurant(c.restaurantId).path), .cls("grow")], text(c.name))
            return element("li", [.cls("row wrap"), .data("candidate", c.restaurantId.uuidString.lowercased())], name, tally)
        }
        let list = element("ul", [.cls("list")], rows)
        guard m.isOpen else {
            return element("section", [.aria("labelledby", "h-places")], element("h2", [.id("h-places")], text(localizer.t("eats.poll.places"))), list)
        }
        return element("section", [.aria("labelledby", "h-places")],
           element("h2", [.id("h-places")], text(localizer.t("eats.poll.places"))),
           element("p", [.cls("hint")], text(localizer.t("eats.poll.vote_hint"))),
           Forms.form(ctx, action: EatPollPath.votes(p.id).path, cls: "stack",
                      [Forms.alert(m.form.message("restaurantIds", localizer)), list, Forms.submit(localizer.t("eats.poll.save"))]))
    }
}
