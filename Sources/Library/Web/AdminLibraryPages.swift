import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/admin/libraries`: the libraries, each with its catalogue's size, and the form that adds one.
enum AdminLibrariesPage: PageView {
    struct Model: Sendable {
        var libraries: [AdministeredLibrary]
        var state: FormState
    }

    static func render(_ req: Request, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        try await req.page(Self.self, Model(libraries: try await req.context.libraryAdministration.list(), state: state), status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { localizer.t("admin.libraries.title") }

    static let fields = ["slug", "name", "language", "loanDays", "pickupDays", "maxLoans", "maxHolds", "selfRegistration", "help"]

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer
        var content: [HTMLNode] = [
            AdminNav.render(.libraries, ctx),
            element("h1", [], text(l.t("admin.libraries.title"))),
        ]
        if m.libraries.isEmpty {
            content.append(element("p", [.cls("muted")], text(l.t("admin.libraries.none"))))
        } else {
            content.append(element("ul", [.cls("list")], m.libraries.map { item in
                let lib = item.library
                // The name is a link inside a line of words (a 44 px target is a button's).
                return element("li", [.cls("row")],
                    element("div", [.cls("grow")],
                        element("a", [.href(AdminPath.library(slug: lib.slug).path)], text(lib.name)),
                        element("span", [.cls("muted")], text(" · /library/\(lib.slug) · \(l.t("language.\(lib.language)")) · "
                            + l.t("admin.libraries.titles_count", ["count": ProgressText.count(item.titles)])))),
                    item.runningImport.map { id in
                        element("a", [.href(AdminPath.libraryImportProgress(slug: lib.slug, id: id).path), .cls("button small")],
                                text(l.t("admin.libraries.import_running")))
                    } ?? group([]))
            }))
        }
        content += [
            element("h2", [.id("add")], text(l.t("admin.libraries.add"))),
            Forms.alert(m.state.general(l, fields: fields)),
            Forms.form(ctx, action: AdminPath.libraries.path, cls: "stack", extra: Forms.unsaved(m.state) + [.aria("labelledby", "add")],
                       [
                           Forms.field(ctx, m.state, name: "name", label: l.t("admin.libraries.name"), autocomplete: "off", required: true),
                           Forms.field(ctx, m.state, name: "slug", label: l.t("admin.libraries.slug"), autocomplete: "off", required: true,
                                       hint: l.t("admin.libraries.slug_hint"), extra: [Attr("autocapitalize", "none"), Attr("pattern", "[a-z0-9-]+")]),
                       ] + settingsFields(ctx, m.state, isNew: true) + [Forms.submit(l.t("admin.libraries.add_submit"))]),
        ]
        return content
    }

    /// The fields of `satchel library add` after the slug and the name, defaults filled in for a new one.
    static func settingsFields(_ ctx: PageContext, _ state: FormState, isNew: Bool) -> [HTMLNode] {
        let l = ctx.localizer
        var state = state
        if isNew && state.error == nil {
            for (name, value) in [("loanDays", "21"), ("pickupDays", "3"), ("maxLoans", "5"), ("maxHolds", "5")] where state.values[name] == nil {
                state.values[name] = value
            }
        }
        func number(_ name: String, _ label: String) -> HTMLNode {
            Forms.field(ctx, state, name: name, label: l.t(label), type: "number", required: true, extra: [Attr("inputmode", "numeric")])
        }
        return [
            Forms.select(ctx, state, name: "language", label: l.t("admin.libraries.language"),
                         options: Catalogue.languages.map { ($0, l.t("language.\($0)")) }, selected: state["language"].isEmpty ? "en" : state["language"]),
            number("loanDays", "admin.libraries.loan_days"),
            number("pickupDays", "admin.libraries.pickup_days"),
            number("maxLoans", "admin.libraries.max_loans"),
            number("maxHolds", "admin.libraries.max_holds"),
            Forms.checkbox(name: "selfRegistration", label: l.t("admin.libraries.self_registration"), checked: state["selfRegistration"] == "on"),
            Forms.textarea(ctx, state, name: "help", label: l.t("admin.libraries.help"), rows: 4),
        ]
    }
}

/// `/admin/libraries/{slug}`: a library's catalogue import (upload a file; the imports this
/// server ran lately) and its settings.
enum AdminLibraryPage: PageView {
    struct Model: Sendable {
        var library: AdministeredLibrary
        var imports: [LibraryImportProgress]
        var upload: FormState
        var settings: FormState
        var maxUploadBytes: Int64
        var staff: [LibraryStaffMember] = []
        var staffForm = FormState()
    }

    static func render(_ req: Request, library: LibraryRow, upload: FormState = FormState(), settings: FormState? = nil,
                       staffForm: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let administration = req.context.libraryAdministration
        let values = settings ?? FormState(values: [
            "name": library.name, "language": library.language, "loanDays": "\(library.loanDays)", "pickupDays": "\(library.pickupDays)",
            "maxLoans": "\(library.maxLoans)", "maxHolds": "\(library.maxHolds)", "selfRegistration": library.selfRegistration ? "on" : "",
            "help": library.help,
        ])
        return try await req.page(Self.self, Model(library: try await administration.administered(library), imports: administration.imports(library),
                                                   upload: upload, settings: values,
                                                   maxUploadBytes: req.context.browserImports.maxUploadBytes,
                                                   staff: try await req.context.libraryStaff.list(library), staffForm: staffForm), status: status)
    }

    static let tab: Tab? = nil

    static func title(_ model: Model, _ localizer: Localizer) -> String { model.library.library.name }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer, lib = m.library.library
        return [
            AdminNav.render(.libraries, ctx),
            element("h1", [], text(lib.name)),
            element("p", [], element("a", [.href("/library/" + lib.slug)], text(l.t("admin.libraries.open", ["name": lib.name]))),
                    text(" · " + l.t("admin.libraries.titles_count", ["count": ProgressText.count(m.library.titles)]))),
            importSection(m, ctx),
            history(m, ctx),
            AdminLibraryStaffSection.render(lib.slug, staff: m.staff, form: m.staffForm, ctx),
            element("section", [.aria("labelledby", "h-settings"), .cls("stack")],
                element("h2", [.id("h-settings")], text(l.t("admin.libraries.settings"))),
                Forms.alert(m.settings.general(l, fields: AdminLibrariesPage.fields)),
                Forms.form(ctx, action: AdminPath.library(slug: lib.slug).path, cls: "stack", extra: Forms.unsaved(m.settings),
                           [Forms.field(ctx, m.settings, name: "name", label: l.t("admin.libraries.name"), autocomplete: "off", required: true)]
                           + AdminLibrariesPage.settingsFields(ctx, m.settings, isNew: false)
                           + [Forms.submit(l.t("admin.libraries.save"))])),
        ]
    }

    static func importSection(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer, lib = m.library.library
        var children: [HTMLNode] = [
            element("h2", [.id("h-import")], text(l.t("admin.libraries.import"))),
            element("p", [.cls("hint")], text(l.t("admin.libraries.import_hint", ["max": "\(m.maxUploadBytes / 1_000_000)"]))),
        ]
        if let running = m.library.runningImport {
            children.append(element("p", [.cls("notice"), Attr("role", "status")],
                element("a", [.href(AdminPath.libraryImportProgress(slug: lib.slug, id: running).path)], text(l.t("admin.libraries.import_running")))))
        }
        children += [
            Forms.alert(m.upload.general(l, fields: ["file", "copies"])),
            CatalogueUploadForm.form(ctx, m.upload, action: AdminPath.libraryImport(slug: lib.slug).path),
        ]
        return element("section", [.aria("labelledby", "h-import"), .cls("stack")], children)
    }

    static func history(_ m: Model, _ ctx: PageContext) -> HTMLNode {
        let lib = m.library.library
        return CatalogueUploadForm.history(ctx, m.imports) { AdminPath.libraryImportProgress(slug: lib.slug, id: $0).path }
    }
}
