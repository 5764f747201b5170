import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The conflict pages of the wish forms: a wish or a list saved from a copy that has moved on.
enum WishConflicts {
    /// What was typed into the wish form beside the wish as it is now. A chosen photo file cannot
    /// be sent again by a page, so it is not carried; everything typed is.
    static func wish(_ req: Request, typed: [String: String], current: Wish) async throws -> Response {
        let localizer = req.localizer
        let shown: [(name: String, label: String, multiline: Bool)] = [
            ("name", localizer.t("wish.field.name"), false), ("amount", localizer.t("wish.field.price"), false),
            ("store", localizer.t("wish.field.store"), false), ("link", localizer.t("wish.field.link"), false),
            ("notes", localizer.t("wish.field.notes"), true), ("quantity", localizer.t("wish.field.quantity"), false),
        ]
        return try await req.conflictPage(ConflictPage.Model(
            name: current.name, action: WishesPath.edit(current.id).path, version: current.version ?? 1, mine: typed,
            theirs: WishForm.values(of: current, localizer), shown: shown, main: "name", back: WishesPath.wish(current.id).path,
            tab: WishesTab.tab))
    }

    /// A list's typed name and date beside the list as it is now.
    static func list(_ req: Request, typed: [String: String], current: WishListData) async throws -> Response {
        let localizer = req.localizer
        return try await req.conflictPage(ConflictPage.Model(
            name: current.name, action: WishesPath.list(current.id).path, version: current.version, mine: typed,
            theirs: ["name": current.name, "date": current.date ?? ""],
            shown: [("name", localizer.t("list.field.name"), false), ("date", localizer.t("list.field.date"), false)],
            main: "name", back: WishesPath.list(current.id).path, tab: WishesTab.tab))
    }
}
