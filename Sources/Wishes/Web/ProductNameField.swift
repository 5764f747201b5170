import SatchelCore

/// The name of something new to wish for, with suggestions from the product catalogue while
/// typing (ARIA combobox; app.js fills the form's price, shop, link and photo from a pick, where
/// the form has them). One field for the wish form and for "Collect money for something new".
enum ProductNameField {
    static let suggestionsPath = "/api/v1/funding/products"

    static func render(_ ctx: PageContext, _ state: FormState, label: String, extra: [Attr] = []) -> [HTMLNode] {
        let localizer = ctx.localizer
        let attrs: [Attr] = [Attr("autofocus", nil), .data("suggest", suggestionsPath),
                             .data("suggest-empty", localizer.t("wish.suggestions_none")), Attr("autocomplete", "off"),
                             Attr("role", "combobox"), .aria("autocomplete", "list"), .aria("expanded", "false"),
                             .aria("controls", "f-name-suggestions")] + extra
        return [
            Forms.field(ctx, state, name: "name", label: label, required: true, extra: attrs),
            element("ul", [.id("f-name-suggestions"), Attr("role", "listbox"), .cls("suggestions"), Attr("hidden", nil),
                           .aria("label", localizer.t("wish.suggestions"))], []),
            // The picked product's photo, taken when the form is saved (the wish form's).
            void("input", [.type("hidden"), .name("imageURL"), .id("f-imageURL"), .value(state["imageURL"])]),
        ]
    }
}
