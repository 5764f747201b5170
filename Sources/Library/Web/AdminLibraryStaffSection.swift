import Foundation
import SatchelAPI
import SatchelCore

/// The Staff section of `/admin/libraries/{slug}`: who keeps the catalogue, a Remove button
/// each, and the form that adds a person by username.
enum AdminLibraryStaffSection {
    static func render(_ slug: String, staff: [LibraryStaffMember], form: FormState, _ ctx: PageContext) -> HTMLNode {
        let l = ctx.localizer, base = AdminPath.library(slug: slug).path + "/staff"
        var children: [HTMLNode] = [
            element("h2", [.id("h-staff")], text(l.t("library.staff.section"))),
            element("p", [.cls("hint")], text(l.t("library.staff.section_hint")),
                    text(" "), element("a", [.href(LibraryPath.staff(slug).path)], text(l.t("library.staff.open")))),
        ]
        if staff.isEmpty {
            children.append(element("p", [.cls("muted")], text(l.t("library.staff.none"))))
        } else {
            children.append(element("ul", [.cls("list")], staff.map { member in
                element("li", [.cls("row")],
                    element("div", [.cls("grow")], text(member.displayName + " "), element("span", [.cls("muted")], text("@" + member.username))),
                    Forms.button(ctx, action: base + "/" + member.userId.uuidString.lowercased() + "/delete",
                                 label: l.t("library.staff.remove"), cls: "button small"))
            }))
        }
        children += [
            Forms.alert(form.general(l, fields: ["username"])),
            Forms.form(ctx, action: base, cls: "stack", extra: Forms.unsaved(form), [
                Forms.field(ctx, form, name: "username", label: l.t("library.staff.username"), autocomplete: "off", required: true,
                            extra: [Attr("autocapitalize", "none")]),
                Forms.submit(l.t("library.staff.add")),
            ]),
        ]
        return element("section", [.aria("labelledby", "h-staff"), .cls("stack")], children)
    }
}
