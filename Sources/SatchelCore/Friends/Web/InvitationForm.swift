import Vapor

/// The form that makes an invitation link (friend or list), with an "Email it to" field when
/// mail is set up: the same form whether the page shows it first or again after a refusal.
public enum InvitationForm {
    /// The field's state: empty when mail is set up, nil when not (then nothing offers to mail).
    public static func initial(_ req: Request) -> FormState? {
        req.context.mail.isConfigured ? FormState() : nil
    }

    /// The address typed, or nil when the field was left empty (only the link is made).
    public static func email(_ req: Request) -> String? {
        guard let typed = req.field("email")?.trimmingCharacters(in: .whitespaces), !typed.isEmpty else { return nil }
        return typed
    }

    /// The answer to a refused mail: the page again (`render`) with what was typed and why,
    /// beside the field; when throttled, `Retry-After` says how long.
    public static func refusal(_ error: AppError, email: String?,
                               render: (FormState, HTTPStatus) async throws -> Response) async throws -> Response {
        let status: HTTPStatus = error.kind == .throttled ? .tooManyRequests : .unprocessableEntity
        let res = try await render(FormState(values: ["email": email ?? ""], error: error), status)
        if let retry = error.retryAfter { res.headers.replaceOrAdd(name: .retryAfter, value: "\(retry)") }
        return res
    }

    /// Refusals the form shows beside the field; anything else is the error page.
    public static func isShownBeside(_ error: AppError) -> Bool {
        error.kind == .validation || error.kind == .throttled
    }

    /// Without `mail`, only the button; with it, the optional address above it.
    public static func render(_ ctx: PageContext, action: String, submit: String, mail: FormState?,
                              cls: String = "button primary") -> HTMLNode {
        guard let mail else { return Forms.button(ctx, action: action, label: submit, cls: cls) }
        let localizer = ctx.localizer
        return Forms.form(ctx, action: action, cls: "stack", [
            Forms.alert(mail.general(localizer, fields: ["email"])),
            Forms.field(ctx, mail, name: "email", label: localizer.t("invitation_mail.field"), type: "email",
                        autocomplete: "off", hint: localizer.t("invitation_mail.field_hint")),
            Forms.submit(submit, cls: cls),
        ])
    }
}
