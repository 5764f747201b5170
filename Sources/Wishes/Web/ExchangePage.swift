import Foundation
import SatchelAPI
import SatchelCore

/// One Secret Santa. Every member sees the members, budget and day; the giver alone sees
/// whom they give to (with that person's wishes) and their questions; the organiser sees who
/// has looked at their draw, never a pair.
enum ExchangePage: PageView {
    struct Model: Sendable {
        var exchange: Exchange
        var assignment: ExchangeAssignment?
        var questions: [ExchangeQuestion]
        /// The viewer's own lists, to link one for the occasion.
        var myLists: [WishList]
        /// For the organiser: friends not taking part yet.
        var addable: [Person]
        /// The draw refused (why), a question or an answer refused (with what was typed).
        var form: FormState
    }

    static let tab: Tab? = WishesTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.exchange.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let e = m.exchange
        var content: [HTMLNode] = [
            element("h1", [], text(e.name)),
            element("p", [], element("a", [.href(ExchangePath.exchanges.path)], text(localizer.t("exchange.all")))),
            element("dl", [.cls("facts")],
               element("dt", [], text(localizer.t("exchange.field.budget"))),
               element("dd", [], text(localizer.money(minorUnits: e.budget.amount, currency: e.budget.currency))),
               element("dt", [], text(localizer.t("exchange.field.date"))),
               element("dd", [], text(ExchangeForm.day(e.date, localizer))),
               element("dt", [], text(localizer.t("exchange.organiser"))),
               element("dd", [], text(e.organiser.displayName))),
        ]
        if let a = m.assignment { content.append(assignment(ctx, a, m)) }
        let received = m.questions.filter { $0.direction == "received" }
        if !received.isEmpty { content.append(questionsToMe(ctx, e, received, m.form)) }
        content.append(members(ctx, e))
        if e.isOrganiser && e.drawnAt == nil {
            content.append(element("section", [.aria("labelledby", "h-draw")],
                              element("h2", [.id("h-draw")], text(localizer.t("exchange.draw"))),
                              Forms.alert(m.form.message("exclusions", localizer)),
                              Forms.button(ctx, action: ExchangePath.draw(e.id).path, label: localizer.t("exchange.draw_now"), cls: "button primary")))
        } else if e.drawnAt == nil {
            content.append(element("p", [.cls("muted")], text(localizer.t("exchange.not_drawn"))))
        }
        // Changing it comes after the draw: most organisers only draw.
        if e.isOrganiser {
            content.append(element("p", [], element("a", [.href(ExchangePath.edit(e.id).path), .cls("button")], text(localizer.t("exchange.edit")))))
            if !m.addable.isEmpty { content.append(add(ctx, e, m.addable, m.form)) }
        }
        if e.isParticipant { content.append(linkList(ctx, e, m.myLists, m.form)) }
        if e.isParticipant {
            content.append(element("p", [], element("a", [.href(ExchangePath.leave(e.id).path), .cls("button danger")],
                                                    text(localizer.t("exchange.leave")))))
        }
        return content
    }

    static func assignment(_ ctx: PageContext, _ a: ExchangeAssignment, _ m: Model) -> HTMLNode {
        let localizer = ctx.localizer
        var children: [HTMLNode] = [
            element("h2", [.id("h-assignment")], text(localizer.t("exchange.you_give_to"))),
            element("p", [.cls("assignment")], element("strong", [], text(a.receiver.displayName))),
        ]
        if let list = a.list {
            children.append(element("h3", [], text(list.name)))
            children.append(list.wishes.isEmpty ? element("p", [.cls("muted")], text(localizer.t("exchange.list_empty")))
                : element("ul", [.cls("list")], list.wishes.map { wish in
                    element("li", [.cls("row")],
                       wish.link.map { element("a", [.href($0), .cls("grow"), Attr("rel", "noopener noreferrer")], text(wish.name)) }
                           ?? element("span", [.cls("grow")], text(wish.name)),
                       element("span", [.cls("muted")], text(wish.price.map { localizer.money(minorUnits: $0.amount, currency: $0.currency) } ?? "")))
                }))
        }
        if !a.otherLists.isEmpty {
            children.append(element("ul", [.cls("list")], a.otherLists.map { list in
                element("li", [], element("a", [.href(WishesPath.list(list.id).path)], text(list.name)))
            }))
        } else if a.list == nil {
            children.append(element("p", [.cls("muted")], text(localizer.t("exchange.no_list"))))
        }
        let asked = m.questions.filter { $0.direction == "asked" }
        if !asked.isEmpty {
            children.append(element("ul", [.cls("list questions")], asked.map { q in
                element("li", [],
                   element("p", [], text(localizer.t("exchange.you_asked", ["text": q.text]))),
                   element("p", [.cls("muted")], text(q.answer.map { localizer.t("exchange.they_answered", ["text": $0]) }
                                                      ?? localizer.t("exchange.no_answer_yet"))))
            }))
        }
        let state = m.form["form"] == "ask" ? m.form : FormState()
        children.append(Forms.form(ctx, action: ExchangePath.ask(a.exchangeId).path, cls: "stack", [
            Forms.textarea(ctx, state, name: "question", label: localizer.t("exchange.ask_label", ["name": a.receiver.displayName]), rows: 2),
            Forms.submit(localizer.t("exchange.ask"), cls: "button"),
        ]))
        return element("section", [.aria("labelledby", "h-assignment"), .cls("card")], children)
    }

    static func questionsToMe(_ ctx: PageContext, _ e: Exchange, _ questions: [ExchangeQuestion], _ form: FormState) -> HTMLNode {
        let localizer = ctx.localizer
        return element("section", [.aria("labelledby", "h-questions")],
           [element("h2", [.id("h-questions")], text(localizer.t("exchange.questions")))] + questions.map { q in
               // A field per question: each answer form's label points at its own box.
               let name = ExchangesWeb.answerField(q.id)
               let state = form["question"] == q.id.uuidString ? form : FormState(values: [name: q.answer ?? ""])
               return element("div", [.cls("card question")],
                  element("p", [], text(localizer.t("exchange.santa_asks", ["text": q.text]))),
                  Forms.form(ctx, action: ExchangePath.answer(e.id, question: q.id).path, cls: "stack", [
                      Forms.textarea(ctx, state, name: name, label: localizer.t("exchange.your_answer"), rows: 2),
                      Forms.submit(localizer.t("exchange.answer"), cls: "button"),
                  ]))
           })
    }

    static func members(_ ctx: PageContext, _ e: Exchange) -> HTMLNode {
        let localizer = ctx.localizer
        return element("section", [.aria("labelledby", "h-members")],
           element("h2", [.id("h-members")], text(localizer.t("exchange.members", ["count": "\(e.participants.count)"]))),
           element("ul", [.cls("list")], e.participants.map { p in
               var row: [HTMLNode] = [element("span", [.cls("grow")], text(p.person.displayName))]
               if let seen = p.seen {
                   row.append(element("span", [.cls(seen ? "badge" : "muted")], text(localizer.t(seen ? "exchange.seen" : "exchange.not_seen"))))
               }
               if e.isOrganiser && p.person.relationship != "self" {
                   row.append(element("a", [.href(ExchangePath.remove(e.id, user: p.person.id).path), .cls("button small")],
                                      text(localizer.t("exchange.remove"))))
               }
               return element("li", [.cls("row")], row)
           }))
    }

    /// The organiser adds friends; after the draw, the page says only one giver's draw changes.
    static func add(_ ctx: PageContext, _ e: Exchange, _ people: [Person], _ form: FormState) -> HTMLNode {
        let localizer = ctx.localizer
        let state = form["form"] == "add" ? form : FormState()
        return element("section", [.aria("labelledby", "h-add")],
           element("h2", [.id("h-add")], text(localizer.t("exchange.add_people"))),
           element("p", [.cls("hint")], text(localizer.t(e.drawnAt == nil ? "exchange.add_hint" : "exchange.add_hint_drawn"))),
           Forms.form(ctx, action: ExchangePath.add(e.id).path, cls: "stack", [
               ExchangeForm.peopleField(ctx, state, people: people, legend: localizer.t("exchange.add_legend")),
               Forms.submit(localizer.t("exchange.add"), cls: "button"),
           ]))
    }

    static func linkList(_ ctx: PageContext, _ e: Exchange, _ lists: [WishList], _ form: FormState) -> HTMLNode {
        let localizer = ctx.localizer
        guard !lists.isEmpty else {
            return element("p", [.cls("muted")], text(localizer.t("exchange.no_own_lists")))
        }
        let state = form["form"] == "list" ? form : FormState(values: ["listId": e.myListId?.uuidString ?? ""])
        return element("section", [.aria("labelledby", "h-my-list")],
           element("h2", [.id("h-my-list")], text(localizer.t("exchange.my_list"))),
           Forms.form(ctx, action: ExchangePath.list(e.id).path, cls: "stack", [
               Forms.select(ctx, state, name: "listId", label: localizer.t("exchange.my_list_label"),
                            options: [(value: "", label: localizer.t("exchange.no_list_linked"))] + lists.map { (value: $0.id.uuidString, label: $0.name) },
                            selected: state["listId"]),
               Forms.submit(localizer.t("exchange.link_list"), cls: "button"),
           ]))
    }
}
