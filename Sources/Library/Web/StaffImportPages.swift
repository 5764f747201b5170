import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// `/library/{slug}/staff/imports`: staff upload a catalogue file (MARC 21 or EPUB) to import
/// in the background, with the imports this server ran lately.
enum StaffImportsPage: PageView {
    struct Model: Sendable {
        var library: LibraryRow
        var running: UUID?
        var imports: [LibraryImportProgress]
        var upload: FormState
        var maxUploadBytes: Int64
        /// The viewer's card here, for the library's header (signed in with it, or not).
        var patron: Patron?
    }

    static let tab: Tab? = LibraryTab.tab

    static func render(_ req: Request, library: LibraryRow, upload: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let context = req.context
        return try await req.page(Self.self, Model(library: library, running: context.browserImports.running(library: library.id),
                                                   imports: context.libraryAdministration.imports(library), upload: upload,
                                                   maxUploadBytes: context.browserImports.maxUploadBytes,
                                                   patron: try await LibraryStaffWeb.patron(req, library)), status: status)
    }

    static func title(_ m: Model, _ localizer: Localizer) -> String { localizer.t("library.staff.imports_title", ["library": m.library.name]) }

    static func view(_ m: Model, _ ctx: PageContext) -> [HTMLNode] {
        let l = ctx.localizer, slug = m.library.slug
        var content = LibraryViews.header(ctx, m.library, patron: m.patron, staff: true)
        content += [
            element("p", [], element("a", [.href(LibraryPath.staff(slug).path)], text(l.t("library.staff.back")))),
            element("h1", [], text(title(m, l))),
            element("p", [.cls("hint")], text(l.t("admin.libraries.import_hint", ["max": "\(m.maxUploadBytes / 1_000_000)"]))),
        ]
        if let running = m.running {
            content.append(element("p", [.cls("notice"), Attr("role", "status")],
                element("a", [.href(LibraryPath.staffImport(slug, running).path)], text(l.t("admin.libraries.import_running")))))
        }
        content += [
            Forms.alert(m.upload.general(l, fields: ["file", "copies"])),
            CatalogueUploadForm.form(ctx, m.upload, action: LibraryPath.staffImports(slug).path),
            CatalogueUploadForm.history(ctx, m.imports) { LibraryPath.staffImport(slug, $0).path },
        ]
        return content
    }
}
