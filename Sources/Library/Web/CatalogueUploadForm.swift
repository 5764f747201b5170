import Foundation
import SatchelAPI
import SatchelCore

/// The catalogue file upload (MARC 21 or EPUB) and the list of recent imports, as the
/// administration's library page and the staff's import page show them. The form sends with a
/// progress bar (app.js, `data-upload-progress`) and posts as usual without scripts.
enum CatalogueUploadForm {
    static func form(_ ctx: PageContext, _ upload: FormState, action: String) -> HTMLNode {
        let l = ctx.localizer
        return Forms.form(ctx, action: action, multipart: true, cls: "stack",
                          extra: [.data("upload-progress", l.t("library.staff.uploading")), .data("upload-failed", l.t("library.staff.upload_failed"))], [
            Forms.field(ctx, upload, name: "copies", label: l.t("admin.libraries.copies"), type: "number",
                        hint: l.t("admin.libraries.copies_hint"), extra: [Attr("min", "0"), Attr("inputmode", "numeric")]),
            Forms.checkbox(name: "unlimited", label: l.t("admin.libraries.unlimited"), checked: false),
            // Last: the form's other fields reach the server before the file does.
            Forms.field(ctx, upload, name: "file", label: l.t("admin.libraries.file"), type: "file", required: true,
                        extra: [Attr("accept", ".mrc,.marc,.epub,application/marc,application/epub+zip")]),
            Forms.submit(l.t("admin.libraries.import_submit")),
        ])
    }

    /// The imports this server ran lately, each linking to its page (`link`).
    static func history(_ ctx: PageContext, _ imports: [LibraryImportProgress], link: (UUID) -> String) -> HTMLNode {
        let l = ctx.localizer
        guard !imports.isEmpty else { return group([]) }
        return element("section", [.aria("labelledby", "h-imports"), .cls("stack")],
            element("h2", [.id("h-imports")], text(l.t("admin.libraries.imports"))),
            element("ul", [.cls("list")], imports.map { item in
                element("li", [],
                    element("a", [.href(link(item.id))], text(item.filename)),
                    text(" "),
                    element("span", [.cls(item.state == "failed" ? "flag flag-warn" : "flag")], text(l.t("admin.work.state.\(item.state)"))),
                    text(" "),
                    element("time", [Attr("datetime", item.startedAt.iso8601), .cls("muted")], text(l.date(item.startedAt))))
            }))
    }
}
