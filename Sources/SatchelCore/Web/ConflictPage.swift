import Vapor

/// A save refused because the thing changed since its form was opened (issue 46), for every
/// kind of thing: what the person typed, still editable, beside what it says now; "Keep mine"
/// posts theirs again with the current version, "Keep theirs" leaves it and goes back.
public enum ConflictPage: PageView {
    /// One of the form's fields as the person typed it and as it is now.
    public struct Field: Sendable {
        public var name: String
        public var label: String
        public var mine: String
        public var theirs: String
        public var multiline: Bool

        public init(name: String, label: String, mine: String, theirs: String, multiline: Bool = false) {
            self.name = name
            self.label = label
            self.mine = mine
            self.theirs = theirs
            self.multiline = multiline
        }
    }

    public struct Model: Sendable {
        /// The thing's name as it is now.
        public var name: String
        /// Where the form posts ("Keep mine").
        public var action: String
        /// The version it is now: the one "Keep mine" knowingly saves over.
        public var version: Int
        /// The fields shown side by side (those that differ, or the main one).
        public var fields: [Field]
        /// The rest of what was typed, sent again as it was.
        public var carried: [(name: String, value: String)]
        /// Where "Keep theirs" goes: the thing's page.
        public var back: String
        public var tab: Tab?

        public init(name: String, action: String, version: Int, fields: [Field], carried: [(name: String, value: String)],
                    back: String, tab: Tab?) {
            self.name = name
            self.action = action
            self.version = version
            self.fields = fields
            self.carried = carried
            self.back = back
            self.tab = tab
        }

        /// The fields that differ shown side by side (at least `main`), the rest carried as typed.
        public init(name: String, action: String, version: Int, mine: [String: String], theirs: [String: String],
                    shown: [(name: String, label: String, multiline: Bool)], main: String, back: String, tab: Tab?) {
            let differing = shown.filter { (mine[$0.name] ?? "") != (theirs[$0.name] ?? "") }
            let visible = differing.isEmpty ? shown.filter { $0.name == main } : differing
            let names = Set(visible.map(\.name))
            self.init(name: name, action: action, version: version,
                      fields: visible.map { Field(name: $0.name, label: $0.label, mine: mine[$0.name] ?? "", theirs: theirs[$0.name] ?? "",
                                                  multiline: $0.multiline) },
                      carried: mine.filter { !names.contains($0.key) && $0.key != "version" && $0.key != "_csrf" }
                          .sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) },
                      back: back, tab: tab)
        }
    }

    /// 409: the save conflicted with a newer version; the page itself is whole.
    public static let status: HTTPStatus = .conflict

    public static var tab: Tab? { nil }

    public static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("conflict.title") }

    public static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let localizer = ctx.localizer
        let fields: [HTMLNode] = m.fields.map { field in
            let id = "f-" + field.name
            let label = localizer.t("conflict.yours", ["field": field.label])
            let theirs = field.theirs.isEmpty ? localizer.t("conflict.empty") : field.theirs
            let input = field.multiline
                ? element("textarea", [.id(id), .name(field.name), Attr("rows", "4"), .aria("describedby", id + "-now")], text(field.mine))
                : void("input", [.id(id), .name(field.name), .type("text"), .value(field.mine), .aria("describedby", id + "-now")])
            return element("div", [.cls("field conflict-field")],
                      element("label", [Attr("for", id)], text(label)),
                      input,
                      element("div", [.cls("conflict-theirs"), .id(id + "-now")],
                         element("span", [.cls("label")], text(localizer.t("conflict.theirs") + ": " + field.label)),
                         element("p", field.theirs.isEmpty ? [.cls("muted")] : [], text(theirs))))
        }
        let hidden = m.carried.map { void("input", [.type("hidden"), .name($0.name), .value($0.value)]) }
        return [
            element("h1", [], text(localizer.t("conflict.title"))),
            element("p", [Attr("role", "status")], text(localizer.t("conflict.intro", ["name": m.name]))),
            Forms.form(ctx, action: m.action, cls: "stack conflict-form confirm-leave", extra: [.data("unsaved", "true")],
                       fields + hidden + [
                           Forms.version(String(m.version)),
                           element("div", [.cls("actions")],
                              Forms.submit(localizer.t("conflict.keep_mine")),
                              element("a", [.href(m.back), .cls("button"), .data("discards", "")], text(localizer.t("conflict.keep_theirs")))),
                           element("p", [.cls("hint")],
                              text(localizer.t("conflict.keep_mine_hint") + " " + localizer.t("conflict.keep_theirs_hint"))),
                       ]),
        ]
    }
}

extension Request {
    /// The conflict page, with 409.
    public func conflictPage(_ model: ConflictPage.Model) async throws -> Response {
        try await page(ConflictPage.title(model, localizer), tab: model.tab,
                       status: ConflictPage.status) { ctx in ConflictPage.view(model, ctx) }
    }
}

extension ConfirmPage {
    /// A delete refused because the thing changed since its confirmation was shown: asked again,
    /// of it as it is now, with its current version (409).
    public static func staleDelete(_ req: Request, name: String, version: Int, action: String, cancel: String) async throws -> Response {
        let localizer = req.localizer
        return try await response(req, title: localizer.t("conflict.title"), message: localizer.t("conflict.delete_message", ["name": name]),
                                  action: action, button: localizer.t("conflict.delete_anyway"), cancel: cancel,
                                  cancelLabel: localizer.t("conflict.keep_theirs"), hidden: [(name: "version", value: String(version))],
                                  status: ConflictPage.status)
    }
}
