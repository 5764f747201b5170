import Vapor

/// "Are you sure?" for destructive actions: a page with the consequence and one button,
/// so it works without JavaScript.
public enum ConfirmPage {
    public static func response(_ req: Request, title: String, message: String, action: String, button: String,
                                cancel: String, cancelLabel: String? = nil, buttonClass: String = "button danger",
                                extraFields: (PageContext) -> [HTMLNode] = { _ in [] },
                                state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        try await req.page(title, tab: nil, status: status) { ctx in
            [
                element("h1", [], text(title)),
                element("p", [], text(message)),
                Forms.alert(state.general(ctx.localizer, fields: ["password"])),
                Forms.form(ctx, action: action, cls: "stack",
                           extraFields(ctx) + [
                               element("div", [.cls("actions")],
                                  Forms.submit(button, cls: buttonClass),
                                  element("a", [.href(cancel), .cls("button")], text(cancelLabel ?? ctx.localizer.t("action.cancel")))),
                           ]),
            ]
        }
    }
}
