import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Reading the wish form: a price typed as "12.50" becomes minor units of the chosen currency.
enum WishForm {
    static let fields = ["name", "amount", "currency", "store", "link", "notes", "quantity", "priority", "listId", "imageURL", "removePhoto", "version"]
    static let currencies = ["SEK", "CZK", "EUR", "USD", "GBP", "NOK", "DKK", "PLN"]

    static func values(_ req: Request) -> [String: String] { req.fields(fields) }

    /// The common currencies, and first the chosen one when it is another (a person's own).
    static func currencyOptions(_ chosen: String) -> [(String, String)] {
        let code = chosen.uppercased()
        return ((code.isEmpty || currencies.contains(code) ? [] : [code]) + currencies).map { ($0, $0) }
    }

    static func values(of wish: Wish, _ localizer: Localizer) -> [String: String] {
        var v = ["name": wish.name, "store": wish.store, "link": wish.link ?? "", "notes": wish.notes,
                 "quantity": "\(wish.quantity)", "priority": wish.priority, "listId": wish.listId?.uuidString ?? "",
                 "version": String(wish.version ?? 1)]
        if let price = wish.price {
            v["amount"] = localizer.moneyField(minorUnits: price.amount, currency: price.currency)
            v["currency"] = price.currency
        }
        return v
    }

    /// The draft the form describes; an amount that is not a number is a field error.
    static func draft(_ values: [String: String]) throws -> WishDraft {
        var price: Price?
        let currency = (values["currency"] ?? "EUR").uppercased()
        if let amount = try Money.field(values["amount"], currency: currency, field: "price.amount", max: WishRules.maxPrice) {
            price = Price(amount: amount, currency: currency)
        }
        var quantity: Int?
        if let text = values["quantity"], !text.isEmpty {
            guard let q = Int(text) else { throw AppError.invalid("quantity", "wish.quantity_range", ["max": "99"]) }
            quantity = q
        }
        return WishDraft(name: values["name"] ?? "", price: price, store: values["store"], link: values["link"],
                         notes: values["notes"], quantity: quantity, priority: values["priority"],
                         listId: values["listId"].flatMap(UUID.init(uuidString:)))
    }

    /// Maps the API's `price.amount` field name onto the form's `amount`.
    static func state(_ values: [String: String], _ error: AppError?) -> FormState {
        guard var error else { return FormState(values: values, error: nil) }
        error.fields = error.fields.map { issue in
            var issue = issue
            if issue.field == "price.amount" { issue.field = "amount" }
            if issue.field == "price.currency" { issue.field = "currency" }
            return issue
        }
        return FormState(values: values, error: error)
    }

    /// The whole wish in one form, photo and list included, so nothing typed is lost to a
    /// second form. `editing` is the wish being changed; nil for a new one.
    static func form(_ ctx: PageContext, _ state: FormState, action: String, lists: [WishList], submit: String,
                     editing: Wish? = nil) -> HTMLNode {
        let localizer = ctx.localizer
        let name: [HTMLNode] = editing == nil
            ? ProductNameField.render(ctx, state, label: localizer.t("wish.field.name"))
            : [Forms.field(ctx, state, name: "name", label: localizer.t("wish.field.name"), required: true, extra: [Attr("autofocus", nil)])]
        var fields: [HTMLNode] = name + [
            element("div", [.cls("field-row")],
               Forms.field(ctx, state, name: "amount", label: localizer.t("wish.field.price"), extra: [Attr("inputmode", "decimal")]),
               Forms.select(ctx, state, name: "currency", label: localizer.t("wish.field.currency"),
                            options: currencyOptions(state["currency"]), selected: state["currency"].isEmpty ? "EUR" : state["currency"])),
            Forms.field(ctx, state, name: "store", label: localizer.t("wish.field.store")),
            Forms.field(ctx, state, name: "link", label: localizer.t("wish.field.link"), type: "url", extra: [Attr("inputmode", "url")]),
            textarea(ctx, state, name: "notes", label: localizer.t("wish.field.notes")),
            element("div", [.cls("field-row")],
               Forms.field(ctx, state, name: "quantity", label: localizer.t("wish.field.quantity"), type: "number",
                           extra: [Attr("min", "1"), Attr("max", "99")]),
               Forms.select(ctx, state, name: "priority", label: localizer.t("wish.field.priority"),
                            options: WishRecord.Priority.allCases.map { ($0.rawValue, localizer.t("wish.priority.\($0.rawValue)")) },
                            selected: state["priority"].isEmpty ? "normal" : state["priority"])),
            Forms.select(ctx, state, name: "listId", label: localizer.t("wish.field.list"),
                         options: [("", localizer.t("wishes.inbox"))] + lists.map { ($0.id.uuidString, $0.name) },
                         selected: state["listId"]),
        ]
        if editing == nil && !state["imageURL"].isEmpty {
            fields.append(element("p", [.cls("muted")], text(localizer.t("wish.photo_from_link", ["url": state["imageURL"]]))))
        }
        fields.append(photoFieldset(ctx, state, current: editing?.photoURL))
        fields.append(Forms.version(state))
        fields.append(Forms.submit(submit))
        return Forms.form(ctx, action: action, multipart: true, cls: "stack wish-form confirm-leave", extra: Forms.unsaved(state), fields)
    }

    /// The photo: the current one with a way to remove it, and a file to upload. A file cannot
    /// be shown again after a refused save, so the form says to choose it again.
    static func photoFieldset(_ ctx: PageContext, _ state: FormState, current: String?) -> HTMLNode {
        let localizer = ctx.localizer
        var children: [HTMLNode] = [element("legend", [], text(localizer.t("wish.field.photo")))]
        if let current {
            children.append(void("img", [Attr("src", current), Attr("alt", localizer.t("wish.photo_current")), .cls("wish-thumb"),
                                         Attr("width", "56"), Attr("height", "56")]))
            children.append(Forms.checkbox(name: "removePhoto", label: localizer.t("wish.photo_remove"), checked: state["removePhoto"] == "on"))
        }
        let hint = state["photoDropped"] == "true" ? localizer.t("wish.photo_choose_again") : localizer.t("field.photo_hint")
        children.append(Forms.field(ctx, state, name: "photo", label: localizer.t(current == nil ? "wish.photo_add" : "wish.photo_replace"),
                                    type: "file", hint: hint, extra: [Attr("accept", "image/jpeg,image/png,image/webp")]))
        return element("fieldset", [.cls("photo-fieldset")], children)
    }

    static func textarea(_ ctx: PageContext, _ state: FormState, name: String, label: String) -> HTMLNode {
        let id = "f-" + name
        let error = state.message(name, ctx.localizer)
        return element("div", [.cls(error == nil ? "field" : "field has-error")], [
            element("label", [Attr("for", id)], text(label)),
            element("textarea", [.id(id), .name(name), Attr("rows", "3")], text(state[name])),
        ] + (error.map { [element("p", [.cls("field-error"), .id(id + "-error")], text($0))] } ?? []))
    }
}

/// How a wish looks in a list: photo, name, price, and — for givers — who is giving it.
enum WishRow {
    static func render(_ ctx: PageContext, _ wish: Wish, controls: [HTMLNode] = []) -> HTMLNode {
        let localizer = ctx.localizer
        var meta: [String] = []
        if let price = wish.price { meta.append(localizer.money(minorUnits: price.amount, currency: price.currency)) }
        if !wish.store.isEmpty { meta.append(wish.store) }
        if wish.quantity > 1 { meta.append(localizer.t("wish.quantity_n", ["count": "\(wish.quantity)"])) }
        if wish.priority == "high" { meta.append(localizer.t("wish.priority.high")) }
        var body: [HTMLNode] = [
            element("a", [.href(WishesPath.wish(wish.id).path), .cls("wish-name")], text(wish.name)),
            element("p", [.cls("muted")], text(meta.joined(separator: " · "))),
        ]
        if let giving = wish.giving { body.append(GivingBadge.render(ctx, giving)) }
        let photo: HTMLNode = wish.photoURL.map {
            void("img", [Attr("src", $0), Attr("alt", ""), .cls("wish-thumb"), Attr("width", "56"), Attr("height", "56"), Attr("loading", "lazy")])
        } ?? element("span", [.cls("wish-thumb placeholder")], Icon.gift.node())
        return element("li", [.cls("row wish-row"), .id("w-" + wish.id.uuidString.lowercased())], [photo, element("div", [.cls("grow")], body)] + controls)
    }
}

/// For givers only: who reserved or pledged, so they can coordinate.
enum GivingBadge {
    static func render(_ ctx: PageContext, _ giving: Giving) -> HTMLNode {
        let localizer = ctx.localizer
        var parts: [String] = []
        if giving.reservedByMe { parts.append(localizer.t("giving.you_reserved")) }
        let others = giving.reservations.filter { $0.giver.relationship != "self" }.map(\.giver.displayName)
        if !others.isEmpty { parts.append(localizer.t("giving.reserved_by", ["names": others.joined(separator: ", ")])) }
        // Guests reserve through the list's public link: friends see the name they gave.
        for guest in giving.guestReservations ?? [] { parts.append(localizer.t("giving.reserved_by_guest", ["name": guest.name])) }
        if !giving.pledges.isEmpty {
            parts.append(localizer.t("giving.pledged", ["names": giving.pledges.map(\.giver.displayName).joined(separator: ", ")]))
        }
        if parts.isEmpty { parts.append(giving.available > 0 ? localizer.t("giving.available") : localizer.t("giving.taken")) }
        return element("p", [.cls(giving.available > 0 ? "giving" : "giving taken")], text(parts.joined(separator: " · ")))
    }
}

/// The app's own tabs, under the page title.
enum WishesNav {
    enum Item: String, CaseIterable { case inbox, lists, new, friends, cart }

    static func render(_ ctx: PageContext, current: Item) -> HTMLNode {
        let paths: [Item: WishesPath] = [.inbox: .inbox, .lists: .lists, .new: .newWish, .friends: .friends, .cart: .cart]
        return element("nav", [.cls("subtabs"), .aria("label", ctx.localizer.t("tab.wishes"))],
                  Item.allCases.map { item in
                      element("a", [.href(paths[item]!.path), item == current ? .aria("current", "page") : .flag("", false)],
                         text(ctx.localizer.t("wishes.tab.\(item.rawValue)")))
                  })
    }
}
