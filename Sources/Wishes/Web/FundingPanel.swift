import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The funding part of a wish's page: progress, time left, donors, and the donate form. The
/// page refreshes it live from `/wishes/{id}/funding/live`.
enum FundingPanel {
    /// States of a payment that ended without money: the page says which, once the donor is back.
    static let endedStates: Set<String> = ["failed", "expired", "cancelled"]

    /// `endedPayment`: the state of the payment the viewer just came back from, when it took no
    /// money (`failed`, `expired`, or `cancelled` by the donor, who is told nothing was charged).
    static func render(_ ctx: PageContext, _ item: FundingWish, donateState: FormState, now: Date,
                       endedPayment: String? = nil) -> HTMLNode {
        let localizer = ctx.localizer
        let f = item.funding
        let id = item.wish.id
        let percent = f.progress
        var children: [HTMLNode] = [
            element("h2", [.id("h-funding")], text(localizer.t("funding.title"))),
            element("p", [.cls("funding-state state-\(f.state)")], text(localizer.t("funding.state.\(f.state)"))),
            element("p", [.cls("funding-amounts")], text(raisedLine(localizer, f))),
            element("progress", [.cls("funding-progress"), .value("\(percent)"), Attr("max", "100"),
                            .aria("label", localizer.t("funding.progress_label", ["percent": "\(percent)"]))], text("\(percent) %")),
            element("p", [.cls("muted")], text(timeLeft(localizer, f, now: now))),
            shortfallRule(localizer, f),
        ]
        if let recipient = f.recipient {
            children.append(element("p", [.cls("surprise-for")], text(localizer.t("funding.surprise_for", ["name": recipient.displayName]))))
        }
        if !f.why.isEmpty { children.append(element("p", [.cls("funding-why")], text(f.why))) }
        children.append(element("h3", [], text(localizer.t("funding.donors", ["count": "\(f.donorCount)"]))))
        children.append(f.donors.isEmpty ? element("p", [.cls("muted")], text(localizer.t(f.canDonate ? "funding.no_donors" : "funding.no_donors_yet")))
            : element("ul", [.cls("donors")], f.donors.map { d in
                element("li", [], text(giverName(localizer, d)
                                  + (d.amount.map { " · " + localizer.money(minorUnits: $0.amount, currency: $0.currency) } ?? "")))
            }))
        for donation in f.myDonations where donation.state == "pending" {
            children.append(element("p", [.cls("notice pending-donation")],
                               text(localizer.t("funding.my_pending", ["amount": localizer.money(minorUnits: donation.amount.amount,
                                                                                 currency: donation.amount.currency)]))))
        }
        if let endedPayment {
            children.append(endedPayment == "cancelled"
                ? element("p", [.cls("notice payment-cancelled"), Attr("role", "status")], text(localizer.t("funding.payment_cancelled")))
                : element("p", [.cls("form-error"), Attr("role", "alert")], text(localizer.t("funding.payment_failed"))))
        }
        if f.state == "open", !f.canDonate, let giving = item.wish.giving, !giving.reservations.isEmpty || !giving.pledges.isEmpty {
            children.append(givenOtherwise(ctx, item.wish, giving))
        }
        if f.canDonate {
            children.append(Forms.form(ctx, action: WishesPath.donate(id).path, cls: "stack donate", [
                Forms.field(ctx, donateState, name: "amount", label: localizer.t("funding.donate_amount", ["currency": f.target.currency]),
                            required: true, extra: [Attr("inputmode", "decimal")]),
                anonymityChoice(ctx, f, donateState),
                Forms.submit(localizer.t("funding.donate")),
            ]))
        }
        return element("section", [.id("funding"), .cls("funding-panel"), .aria("labelledby", "h-funding"),
                              .data("live", WishesPath.liveFunding(id).path), Attr("aria-live", "polite")], children)
    }

    /// What happens if the target is not reached, said before anyone gives (issue 41).
    static func shortfallRule(_ localizer: Localizer, _ f: Funding) -> HTMLNode {
        element("p", [.cls("shortfall-rule")], text(localizer.t("funding.rule.\(f.mode)")))
    }

    /// A giver as others see them: their name, a guest's given name, or "Anonymous".
    static func giverName(_ localizer: Localizer, _ d: Donor) -> String {
        d.person?.displayName ?? d.guestName ?? localizer.t("funding.anonymous")
    }

    /// "Give anonymously" — or, when the organiser requires names, a line saying so instead.
    static func anonymityChoice(_ ctx: PageContext, _ f: Funding, _ state: FormState,
                                label: String = "funding.anonymous_choice") -> HTMLNode {
        let localizer = ctx.localizer
        if f.namesRequired == true {
            return element("p", [.cls("muted names-required")], text(localizer.t("funding.names_required_note")))
        }
        return group([
            Forms.checkbox(name: "anonymous", label: localizer.t(label), checked: state["anonymous"] == "on"),
            state.message("anonymous", localizer).map { element("p", [.cls("field-error")], text($0)) } ?? group([]),
        ])
    }

    /// Why a wish someone is giving takes no money, for the givers who can see who (never the
    /// owner); the one giving it may release it so friends can chip in.
    static func givenOtherwise(_ ctx: PageContext, _ wish: Wish, _ giving: Giving) -> HTMLNode {
        let localizer = ctx.localizer
        let id = wish.id
        let back = [void("input", [.type("hidden"), .name("back"), .value(WishesPath.wish(id).path)])]
        if giving.reservedByMe {
            return element("div", [.cls("notice given-otherwise")],
                      element("p", [], text(localizer.t("funding.reserved_by_me"))),
                      Forms.form(ctx, action: WishesPath.unreserve(id).path, cls: "inline", back + [Forms.submit(localizer.t("funding.release_reservation"), cls: "button")]))
        }
        if giving.pledgedByMe != nil {
            return element("div", [.cls("notice given-otherwise")],
                      element("p", [], text(localizer.t("funding.pledged_by_me"))),
                      Forms.form(ctx, action: WishesPath.unpledge(id).path, cls: "inline", back + [Forms.submit(localizer.t("giving.unpledge"), cls: "button")]))
        }
        let names = giving.reservations.map(\.giver.displayName) + giving.pledges.map(\.giver.displayName)
        return element("p", [.cls("notice given-otherwise")],
                  text(localizer.t("funding.given_by_others", ["names": localizer.list(names)])))
    }

    static func timeLeft(_ localizer: Localizer, _ f: Funding, now: Date) -> String {
        if f.state == "funded" { return localizer.t("funding.funded_on", ["date": localizer.date(f.endedAt ?? now)]) }
        guard f.state == "open" else { return localizer.t("funding.ended_on", ["date": localizer.date(f.endedAt ?? f.deadline)]) }
        let seconds = f.deadline.timeIntervalSince(now)
        if seconds <= 0 { return localizer.t("funding.deadline_passed") }
        let days = Int(seconds / 86400)
        if days >= 1 { return localizer.t("funding.days_left", ["count": "\(days)"]) }
        return localizer.t("funding.hours_left", ["count": "\(max(1, Int(seconds / 3600)))"])
    }

    /// A compact line for lists and the feed.
    static func summary(_ localizer: Localizer, _ f: Funding) -> String {
        raisedLine(localizer, f) + " · " + localizer.t("funding.state.\(f.state)")
    }

    /// "{raised} of {target}", or only the percentage when the organiser shows only the progress.
    static func raisedLine(_ localizer: Localizer, _ f: Funding) -> String {
        guard let raised = f.raised else { return localizer.t("funding.progress_only", ["percent": "\(f.progress)"]) }
        return localizer.t("funding.raised_of", ["raised": localizer.money(minorUnits: raised.amount, currency: raised.currency),
                                               "target": localizer.money(minorUnits: f.target.amount, currency: f.target.currency)])
    }
}

/// Reading the funding form.
enum FundingForm {
    /// With the wish's `version` the form was opened with (issue 46): a save over a newer one
    /// shows both instead of overwriting.
    static let fields = ["amount", "currency", "deadline", "why", "mode", "audience", "circleIds", "publicLink", "namesRequired",
                         "amountsHidden", "version"]

    static func values(_ req: Request) -> [String: String] {
        var values = req.fields(fields)
        let circles = (try? req.content.get([String].self, at: "circleIds")) ?? []
        values["circleIds"] = circles.joined(separator: ",")
        return values
    }

    /// The currency a new collection starts with: where the person is, among those the gateway takes.
    static func defaultCurrency(_ req: Request) -> String {
        RegionalCurrency.of(req, allowed: FundingRules.currencies)
    }

    static func values(of f: Funding, _ localizer: Localizer) -> [String: String] {
        let timeZone = localizer.timeZone
        return ["amount": localizer.moneyField(minorUnits: f.target.amount, currency: f.target.currency), "currency": f.target.currency,
                "deadline": dateText(f.deadline, timeZone: timeZone), "why": f.why, "mode": f.mode, "audience": f.audience ?? "friends",
                "circleIds": (f.circleIds ?? []).map { $0.uuidString }.joined(separator: ","),
                "publicLink": f.publicURL == nil ? "" : "on", "namesRequired": f.namesRequired == true ? "on" : "",
                "amountsHidden": f.amountsHidden == true ? "on" : ""]
    }

    /// The day `date` falls on for someone in `timeZone`, as a date input's value.
    static func dateText(_ date: Date, timeZone: TimeZone) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = timeZone
        f.dateFormat = "yyyy-MM-dd"
        return f.string(from: date)
    }

    /// The draft the form describes. The deadline is the end of the chosen day where the
    /// person filling in the form is (`timeZone`).
    static func draft(_ values: [String: String], timeZone: TimeZone) throws -> FundingDraft {
        let currency = (values["currency"] ?? "CZK").uppercased()
        let amount = try Money.field(values["amount"], currency: currency, field: "target.amount") ?? 0
        let dateText = (values["deadline"] ?? "").trimmingCharacters(in: .whitespaces)
        guard WishRules.isCalendarDate(dateText) else { throw AppError.invalid("deadline", "funding.deadline_format") }
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = timeZone
        parser.dateFormat = "yyyy-MM-dd HH:mm:ss"
        guard let deadline = parser.date(from: dateText + " 23:59:59") else {
            throw AppError.invalid("deadline", "funding.deadline_format")
        }
        return FundingDraft(target: Price(amount: amount, currency: currency), deadline: deadline, why: values["why"] ?? "",
                            mode: values["mode"] ?? "all_or_nothing", audience: values["audience"] ?? "friends",
                            circleIds: (values["circleIds"] ?? "").split(separator: ",").compactMap { UUID(uuidString: String($0)) },
                            publicLink: values["publicLink"] == "on", namesRequired: values["namesRequired"] == "on",
                            amountsHidden: values["amountsHidden"] == "on")
    }

    /// Maps API field names onto the form's.
    static func state(_ values: [String: String], _ error: AppError?) -> FormState {
        guard var error else { return FormState(values: values) }
        error.fields = error.fields.map { issue in
            var issue = issue
            if issue.field == "target.amount" { issue.field = "amount" }
            if issue.field == "target.currency" { issue.field = "currency" }
            return issue
        }
        return FormState(values: values, error: error)
    }

    static func form(_ ctx: PageContext, _ state: FormState, action: String, circles: [SatchelAPI.Circle], submit: String,
                     allowPublic: Bool = true) -> HTMLNode {
        Forms.form(ctx, action: action, cls: "stack funding-form confirm-leave", extra: Forms.unsaved(state),
                   fields(ctx, state, circles: circles, allowPublic: allowPublic) + [Forms.version(state), Forms.submit(submit)])
    }

    static func fields(_ ctx: PageContext, _ state: FormState, circles: [SatchelAPI.Circle], allowPublic: Bool) -> [HTMLNode] {
        let localizer = ctx.localizer
        let chosen = Set(state["circleIds"].split(separator: ","))
        var children: [HTMLNode] = [
            element("div", [.cls("row-fields")],
               Forms.field(ctx, state, name: "amount", label: localizer.t("funding.field.target"), required: true,
                           extra: [Attr("inputmode", "decimal")]),
               Forms.select(ctx, state, name: "currency", label: localizer.t("wish.field.currency"),
                            options: FundingRules.currencies.sorted().map { ($0, $0) }, selected: state["currency"].isEmpty ? "CZK" : state["currency"])),
            Forms.field(ctx, state, name: "deadline", label: localizer.t("funding.field.deadline"), type: "date", required: true),
            WishForm.textarea(ctx, state, name: "why", label: localizer.t("funding.field.why")),
            Forms.select(ctx, state, name: "mode", label: localizer.t("funding.field.mode"),
                         options: FundingRecord.Mode.allCases.map { ($0.rawValue, localizer.t("funding.mode.\($0.rawValue)")) },
                         selected: state["mode"].isEmpty ? "all_or_nothing" : state["mode"]),
            Forms.select(ctx, state, name: "audience", label: localizer.t("funding.field.audience"),
                         options: FundingRecord.Audience.allCases.map { ($0.rawValue, localizer.t("funding.audience.\($0.rawValue)")) },
                         selected: state["audience"].isEmpty ? "friends" : state["audience"]),
        ]
        if !circles.isEmpty {
            children.append(element("fieldset", [.cls("field circles-choice")],
                               [element("legend", [], text(localizer.t("funding.field.circles")))] + circles.map { circle in
                                   element("label", [], void("input", [.type("checkbox"), .name("circleIds[]"), .value(circle.id.uuidString),
                                                                  .flag("checked", chosen.contains(Substring(circle.id.uuidString)))]),
                                      text(" " + circle.name))
                               } + (state.message("circleIds", localizer).map { [element("p", [.cls("field-error")], text($0))] } ?? [])))
        }
        if allowPublic {
            children.append(Forms.checkbox(name: "publicLink", label: localizer.t("funding.field.public"), checked: state["publicLink"] == "on"))
        }
        children.append(Forms.checkbox(name: "namesRequired", label: localizer.t("funding.field.names_required"),
                                       checked: state["namesRequired"] == "on"))
        children.append(Forms.checkbox(name: "amountsHidden", label: localizer.t("funding.field.amounts_hidden"),
                                       checked: state["amountsHidden"] == "on"))
        return children
    }
}
