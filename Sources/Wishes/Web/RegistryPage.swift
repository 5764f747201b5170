import Foundation
import SatchelAPI
import SatchelCore

/// A list's public registry, as anyone with the link sees it: each wish with its state
/// (available, reserved — never by whom — or bought) and, while a unit is left, a form to
/// reserve it with a name. Without JavaScript the form opens in a `<details>`.
enum RegistryPage: PageView {
    struct Model: Sendable {
        var registry: Registry
        var token: String
        /// A refused reservation: what was typed (its `wishId` says which wish's form) and why.
        var form: FormState?
        /// The list's owner, signed in: shown the list as if nobody had given, no forms.
        var isOwner: Bool
        var sort: ListSort = .position
        /// Mail is set up: the form asks for an address, to send the link and news of the wish.
        var mailConfigured = false
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.registry.title }

    static func head(_ m: Model, _ localizer: Localizer) -> [HTMLNode] {
        // A secret address: not for search engines, and not passed on to shops linked from it.
        [void("meta", [.name("robots"), Attr("content", "noindex")]), void("meta", [.name("referrer"), Attr("content", "no-referrer")])]
    }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let r = m.registry
        var summary = [localizer.t("list.occasion.\(r.occasion)")]
        if let date = r.date { summary.append(formatted(date, localizer)) }
        var content: [HTMLNode] = [
            element("p", [.cls("owner-badge friend")], text(localizer.t("registry.of", ["name": r.owner]))),
            element("h1", [], text(r.title)),
            element("p", [.cls("muted")], text(summary.joined(separator: " · "))),
            element("p", [], text(localizer.t(m.isOwner ? "registry.owner_intro" : "registry.intro"))),
            SortNav.render(ctx, current: m.sort, ownOrder: "list.sort.owners_order") { RegistryPath.registrySorted(token: m.token, sort: $0).path },
        ]
        if r.wishes.isEmpty {
            content.append(element("p", [.cls("muted")], text(localizer.t("list.empty"))))
        } else {
            content.append(element("ul", [.cls("list registry"), .id("wishes")], r.wishes.map { row(ctx, m, $0) }))
        }
        return content
    }

    static func row(_ ctx: PageContext, _ m: Model, _ wish: RegistryWish) -> HTMLNode {
        let localizer = ctx.localizer
        var meta: [String] = []
        if let price = wish.price { meta.append(localizer.money(minorUnits: price.amount, currency: price.currency)) }
        if !wish.store.isEmpty { meta.append(wish.store) }
        if wish.quantity > 1 { meta.append(localizer.t("wish.quantity_n", ["count": "\(wish.quantity)"])) }
        if wish.priority == "high" { meta.append(localizer.t("wish.priority.high")) }
        let key = "w-" + wish.id.uuidString.lowercased()
        var body: [HTMLNode] = [element("h2", [.cls("wish-name"), .id(key + "-name")], text(wish.name))]
        if !meta.isEmpty { body.append(element("p", [.cls("muted")], text(meta.joined(separator: " · ")))) }
        if !wish.notes.isEmpty { body.append(element("p", [.cls("wish-notes")], text(wish.notes))) }
        if let link = wish.link {
            body.append(element("p", [], element("a", [.href(link), Attr("rel", "noopener noreferrer nofollow"), Attr("target", "_blank")],
                                                 text(localizer.t("registry.open_link")))))
        }
        let state = wish.state == "available" && wish.quantity > 1 && wish.available < wish.quantity
            ? localizer.t("registry.left", ["count": "\(wish.available)", "total": "\(wish.quantity)"])
            : localizer.t("registry.state.\(wish.state)")
        body.append(element("p", [.cls(wish.state == "available" ? "giving" : "giving taken"), .data("state", wish.state)], text(state)))
        if wish.state == "available" && !m.isOwner { body.append(form(ctx, m, wish)) }
        let photo: HTMLNode = wish.photoURL.map {
            void("img", [Attr("src", $0), Attr("alt", ""), .cls("wish-thumb"), Attr("width", "56"), Attr("height", "56"), Attr("loading", "lazy")])
        } ?? element("span", [.cls("wish-thumb placeholder")], Icon.gift.node())
        return element("li", [.cls("row wish-row"), .id(key)], photo, element("div", [.cls("grow")], body))
    }

    /// The reservation form of one wish, opened (and filled, with its errors) when it was refused.
    static func form(_ ctx: PageContext, _ m: Model, _ wish: RegistryWish) -> HTMLNode {
        let localizer = ctx.localizer
        let mine = m.form.map { $0["wishId"].lowercased() == wish.id.uuidString.lowercased() } ?? false
        let state = mine ? m.form! : FormState()
        // Field ids must be unique on the page: each form's fields carry the wish's id.
        let suffix = "-" + wish.id.uuidString.lowercased().prefix(8)
        func field(_ name: String, _ label: String, type: String, autocomplete: String, required: Bool, hint: String? = nil) -> HTMLNode {
            let id = "f-" + name + suffix
            let error = state.message(name, localizer)
            var attrs: [Attr] = [.id(id), .name(name), .type(type), .value(state[name]), Attr("autocomplete", autocomplete)]
            if required { attrs.append(.flag("required")) }
            if error != nil { attrs += [.aria("invalid", "true"), .aria("describedby", id + "-error")] }
            var children: [HTMLNode] = [element("label", [Attr("for", id)], text(label)), void("input", attrs)]
            if let hint { children.append(element("p", [.cls("hint")], text(hint))) }
            if let error { children.append(element("p", [.cls("field-error"), .id(id + "-error")], text(error))) }
            return element("div", [.cls(error == nil ? "field" : "field has-error")], children)
        }
        return element("details", [.cls("registry-reserve"), .flag("open", mine)],
                       element("summary", [.cls("button primary")], text(localizer.t("registry.reserve"))),
                       Forms.form(ctx, action: RegistryPath.reserve(token: m.token).path, cls: "stack", [
                           Forms.alert(mine ? state.general(localizer, fields: ["name", "email"]) : nil),
                           void("input", [.type("hidden"), .name("wishId"), .value(wish.id.uuidString)]),
                           field("name", localizer.t("registry.field.name"), type: "text", autocomplete: "name", required: true),
                           m.mailConfigured ? field("email", localizer.t("registry.field.email"), type: "email", autocomplete: "email",
                                                    required: false, hint: localizer.t("registry.field.email_hint")) : group([]),
                           Forms.submit(localizer.t("registry.reserve_submit")),
                       ]))
    }

    /// `YYYY-MM-DD` in the reader's language (a calendar date: no zone moves it).
    static func formatted(_ date: String, _ localizer: Localizer) -> String {
        let parser = DateFormatter()
        parser.locale = Locale(identifier: "en_US_POSIX")
        parser.timeZone = TimeZones.utc
        parser.dateFormat = "yyyy-MM-dd"
        guard let day = parser.date(from: date) else { return date }
        return localizer.day(day, timeZone: TimeZones.utc)
    }
}
