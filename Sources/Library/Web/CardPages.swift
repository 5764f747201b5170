import Foundation
import SatchelAPI
import SatchelCore

/// Signing in to a library with a card.
enum CardSignInPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var state: FormState
        /// Where to go once signed in (a path inside the library).
        var next: String
        /// What the patron was doing when the card was asked for (Borrow, Place hold): done once signed in.
        var then: PatronPages.PendingAction?
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.sign_in_title", ["library": model.library.name]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let library = m.library
        let state = m.state
        var content = LibraryViews.header(ctx, library, patron: nil)
        content += [
            element("h1", [], text(title(m, localizer))),
            Forms.alert(state.general(localizer, fields: ["cardNumber", "pin"])),
            Forms.form(ctx, action: LibraryPath.signIn(library.slug).path, cls: "stack", [
                void("input", [.type("hidden"), .name("next"), .value(m.next)]),
                m.then.map { void("input", [.type("hidden"), .name("then"), .value($0.rawValue)]) } ?? group([]),
                Forms.field(ctx, state, name: "cardNumber", label: localizer.t("library.card_number"), autocomplete: "username", required: true,
                            extra: [Attr("inputmode", "numeric")]),
                Forms.field(ctx, state, name: "pin", label: localizer.t("library.pin"), type: "password", autocomplete: "current-password",
                            required: true, extra: [Attr("inputmode", "numeric")]),
                Forms.checkbox(name: "remember", label: localizer.t("library.remember_me"), checked: state["remember"] == "on"),
                Forms.submit(localizer.t("library.sign_in_card")),
            ]),
            library.selfRegistration
                ? element("p", [], element("a", [.href(LibraryPath.register(library.slug).path)], text(localizer.t("library.get_card")))) : group([]),
        ]
        return content
    }
}

/// Getting a card from a library that lets people register themselves.
enum CardRegistrationPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var state: FormState
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.get_card") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let library = m.library
        let state = m.state
        return LibraryViews.header(ctx, library, patron: nil) + [
            element("h1", [], text(localizer.t("library.get_card"))),
            element("p", [], text(localizer.t("library.get_card_intro", ["library": library.name]))),
            Forms.form(ctx, action: LibraryPath.register(library.slug).path, cls: "stack", [
                Forms.field(ctx, state, name: "name", label: localizer.t("library.card_name"), autocomplete: "name", required: true),
                Forms.field(ctx, state, name: "pin", label: localizer.t("library.choose_pin"), type: "password", autocomplete: "new-password",
                            required: true, hint: localizer.t("library.pin_hint"), extra: [Attr("inputmode", "numeric")]),
                Forms.submit(localizer.t("library.get_card")),
            ]),
        ]
    }
}

/// A card just issued: its number, shown once.
enum CardIssuedPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var number: String
    }

    static let tab: Tab? = LibraryTab.tab

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("library.card_issued_title") }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        return [
            element("h1", [], text(localizer.t("library.card_issued_title"))),
            element("p", [], text(localizer.t("library.card_issued", ["number": m.number]))),
            element("p", [], element("a", [.href(LibraryPath.home(m.library.slug).path), .cls("button primary")], text(localizer.t("library.start_browsing")))),
        ]
    }
}
