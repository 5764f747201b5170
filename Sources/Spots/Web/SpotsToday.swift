import Foundation
import SatchelCore
import Vapor

extension SpotsPages {
    /// The home page's lines from Spots: what is due by the end of today where the person is, overdue first.
    static func today(_ req: Request) async throws -> [TodayItem] {
        let viewer = try req.requireViewer()
        let localizer = req.localizer
        let zone = viewerZone(req)
        let now = req.context.now
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let endOfToday = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: now)) ?? now
        return try await req.context.spotsStore.due(owner: viewer.id, before: endOfToday, limit: 6).map { r in
            let when = localizer.date(r.dueAt ?? now)
            let overdue = r.isOverdue(now: now)
            return TodayItem(icon: SpotsTab.tab.icon, text: r.title,
                             detail: overdue ? localizer.t("spots.overdue") + " · " + when : when,
                             href: SpotsPath.reminder(r.id).path)
        }
    }
}
