import Foundation

/// What a form shows again after a failed submit: the user's input and the errors.
public struct FormState: Sendable {
    public var values: [String: String]
    public var error: AppError?

    public init(values: [String: String] = [:], error: AppError? = nil) {
        self.values = values
        self.error = error
    }

    public subscript(_ name: String) -> String { values[name] ?? "" }

    /// The message for one field, in the reader's language.
    public func message(_ field: String, _ localizer: Localizer) -> String? { error?.message(for: field, localizer) }

    /// A message not tied to one field (throttling, a failed sign-in shown at the top).
    public func general(_ localizer: Localizer, fields: [String]) -> String? {
        guard let error else { return nil }
        if error.fields.isEmpty || !error.fields.contains(where: { fields.contains($0.field) }) {
            return error.problem(localizer).detail
        }
        return nil
    }
}

/// Form building blocks: labelled fields with their error beside them and the input kept.
public enum Forms {
    public static func form(_ ctx: PageContext, action: String, multipart: Bool = false, cls: String? = nil,
                            extra: [Attr] = [], _ children: [HTMLNode]) -> HTMLNode {
        var attrs: [Attr] = [Attr("method", "post"), Attr("action", action)]
        if multipart { attrs.append(Attr("enctype", "multipart/form-data")) }
        if let cls { attrs.append(.cls(cls)) }
        attrs += extra
        return element("form", attrs, [Layout.csrfField(ctx), errorSummary(ctx, HTMLNode.fieldErrors(in: children))] + children)
    }

    /// GOV.UK's error summary, at the top of a refused form: on a phone the first error may be
    /// below the fold, so focus moves here (`autofocus`; app.js as a fallback) and each line
    /// links to its field. Nothing when no field has a message.
    static func errorSummary(_ ctx: PageContext, _ errors: [(fieldID: String, message: HTMLNode)]) -> HTMLNode {
        guard !errors.isEmpty else { return group([]) }
        let titleID = "error-summary-" + errors[0].fieldID
        return element("div", [.cls("error-summary"), Attr("role", "alert"), .aria("labelledby", titleID), Attr("tabindex", "-1"),
                               Attr("autofocus", nil), .data("error-summary", "")],
           element("h2", [.id(titleID), .cls("error-summary-title")], text(ctx.localizer.t("form.error_summary_title"))),
           element("ul", [.cls("error-summary-list")],
              errors.map { element("li", [], element("a", [.href("#" + $0.fieldID)], $0.message)) }))
    }

    /// Marks a form shown again after a rejected save: what it holds is not saved yet, so
    /// app.js asks before the page is left even though nothing was typed since it loaded.
    public static func unsaved(_ state: FormState) -> [Attr] {
        state.error == nil ? [] : [.data("unsaved", "true")]
    }

    public static func field(_ ctx: PageContext, _ state: FormState, name: String, label: String,
                             type: String = "text", autocomplete: String? = nil, required: Bool = false,
                             hint: String? = nil, extra: [Attr] = []) -> HTMLNode {
        let id = "f-" + name
        let error = state.message(name, ctx.localizer)
        var describedBy: [String] = []
        if hint != nil { describedBy.append(id + "-hint") }
        if error != nil { describedBy.append(id + "-error") }
        var attrs: [Attr] = [.id(id), .name(name), .type(type)]
        if type != "password" && type != "file" { attrs.append(.value(state[name])) }
        if let autocomplete { attrs.append(Attr("autocomplete", autocomplete)) }
        if required { attrs.append(.flag("required")) }
        if error != nil { attrs.append(.aria("invalid", "true")) }
        if !describedBy.isEmpty { attrs.append(.aria("describedby", describedBy.joined(separator: " "))) }
        attrs += extra
        var children: [HTMLNode] = [element("label", [Attr("for", id)], text(label)), void("input", attrs)]
        if let hint { children.append(element("p", [.cls("hint"), .id(id + "-hint")], text(hint))) }
        if let error { children.append(element("p", [.cls("field-error"), .id(id + "-error")], text(error))) }
        return element("div", [.cls(error == nil ? "field" : "field has-error")], children)
    }

    /// A multi-line field, its error beside it.
    public static func textarea(_ ctx: PageContext, _ state: FormState, name: String, label: String, rows: Int = 3,
                                extra: [Attr] = []) -> HTMLNode {
        let id = "f-" + name
        let error = state.message(name, ctx.localizer)
        var attrs: [Attr] = [.id(id), .name(name), Attr("rows", "\(rows)")] + extra
        if error != nil { attrs += [.aria("invalid", "true"), .aria("describedby", id + "-error")] }
        var children: [HTMLNode] = [element("label", [Attr("for", id)], text(label)), element("textarea", attrs, text(state[name]))]
        if let error { children.append(element("p", [.cls("field-error"), .id(id + "-error")], text(error))) }
        return element("div", [.cls(error == nil ? "field" : "field has-error")], children)
    }

    public static func checkbox(name: String, label: String, checked: Bool) -> HTMLNode {
        element("div", [.cls("field checkbox")],
           element("label", [],
              void("input", [.type("checkbox"), .name(name), .value("on"), .flag("checked", checked)]),
              text(" " + label)))
    }

    public static func select(_ ctx: PageContext, _ state: FormState, name: String, label: String,
                              options: [(value: String, label: String)], selected: String) -> HTMLNode {
        let id = "f-" + name
        let error = state.message(name, ctx.localizer)
        var children: [HTMLNode] = [
            element("label", [Attr("for", id)], text(label)),
            element("select", [.id(id), .name(name)] + (error != nil ? [.aria("invalid", "true"), .aria("describedby", id + "-error")] : []),
               options.map { element("option", [.value($0.value), .flag("selected", $0.value == selected)], text($0.label)) }),
        ]
        if let error { children.append(element("p", [.cls("field-error"), .id(id + "-error")], text(error))) }
        return element("div", [.cls(error == nil ? "field" : "field has-error")], children)
    }

    public static func submit(_ label: String, cls: String = "button primary") -> HTMLNode {
        element("button", [.type("submit"), .cls(cls)], text(label))
    }

    /// A one-button form (accept, mark read…).
    public static func button(_ ctx: PageContext, action: String, label: String, cls: String = "button",
                              hidden: [(String, String)] = []) -> HTMLNode {
        form(ctx, action: action, cls: "inline",
             hidden.map { void("input", [.type("hidden"), .name($0.0), .value($0.1)]) } + [submit(label, cls: cls)])
    }

    /// A message at the top of a form, for errors not tied to one field.
    public static func alert(_ message: String?) -> HTMLNode {
        guard let message else { return group([]) }
        return element("div", [.cls("form-error"), Attr("role", "alert")], text(message))
    }
}
