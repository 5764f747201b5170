import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The conflict pages of Spots' forms: a reminder or a list saved from a copy that has moved on.
enum SpotsConflicts {
    /// What was typed into the reminder form beside the reminder as it is now.
    static func reminder(_ req: Request, typed: [String: String], current: ReminderRow) async throws -> Response {
        let localizer = req.localizer
        let shown: [(name: String, label: String, multiline: Bool)] = [
            ("title", localizer.t("spots.field.title"), false), ("notes", localizer.t("spots.field.notes"), true),
            ("dueDate", localizer.t("spots.field.date"), false), ("dueTime", localizer.t("spots.field.time"), false),
            ("label", localizer.t("spots.field.label"), false),
        ]
        return try await req.conflictPage(ConflictPage.Model(
            name: current.title, action: req.url.string, version: current.version, mine: typed, theirs: ReminderForm.values(of: current),
            shown: shown, main: "title", back: SpotsPath.reminder(current.id).path, tab: SpotsTab.tab))
    }

    /// A list's typed name and colour beside the list as it is now.
    static func list(_ req: Request, typed: [String: String], current: ReminderList) async throws -> Response {
        let localizer = req.localizer
        return try await req.conflictPage(ConflictPage.Model(
            name: current.name, action: req.url.string, version: current.version ?? 1, mine: typed,
            theirs: ["name": current.name, "color": current.color],
            shown: [("name", localizer.t("spots.field.list_name"), false), ("color", localizer.t("spots.field.color"), false)],
            main: "name", back: SpotsPath.lists.path, tab: SpotsTab.tab))
    }
}
