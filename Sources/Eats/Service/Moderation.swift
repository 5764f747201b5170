import Fluent
import Foundation
import SatchelAPI
import SatchelCore

/// Reports of abusive or wrong content. Each person's report counts once; content reported by
/// `EatsRules.hideAfterReports` different people is hidden from everyone but its author.
public struct Moderation: Sendable {
    let context: SatchelContext

    public func report(_ report: AbuseReport, by user: UUID) async throws {
        let note = try EatsRules.validate(report)
        let id = report.subjectId
        try await mustExist(report.subject, id, viewer: user)
        try await context.writeTransaction { tx in
            let already = try await AbuseReportRecord.query(on: tx.db).filter(\.$subjectID == id).filter(\.$reporterID == user).count()
            guard already == 0 else { return }
            let record = AbuseReportRecord()
            record.subject = report.subject
            record.subjectID = id
            record.reporterID = user
            record.reason = report.reason
            record.note = note
            record.createdAt = tx.now
            try await record.create(on: tx.db)
            // Reports an administrator settled no longer count: a restored thing stays shown.
            let reporters = try await ReportQueueStore(sql: tx.sql).openReporters(id)
            guard reporters >= EatsRules.hideAfterReports else { return }
            try await tx.moderation.setHidden(report.subject, id, true)
            tx.logger.notice("eats: \(report.subject) \(id) hidden after \(reporters) reports")
        }
    }
}

extension Moderation {
    /// Hides a restaurant, dish, review or photo from everyone but its author, or shows it again.
    func setHidden(_ subject: String, _ id: UUID, _ hidden: Bool) async throws {
        switch subject {
        case "restaurant":
            guard let r = try await RestaurantRecord.find(id, on: context.db) else { return }
            r.hidden = hidden
            r.updatedAt = context.now
            try await r.update(on: context.db)
            let index = context.nearbyIndex, listing = RestaurantListing(r)
            context.afterCommit { index?.put(listing) }
        case "dish": try await DishRecord.query(on: context.db).filter(\.$id == id).set(\.$hidden, to: hidden).update()
        case "review": try await DishReviewRecord.query(on: context.db).filter(\.$id == id).set(\.$hidden, to: hidden).update()
        default: try await DishPhotoRecord.query(on: context.db).filter(\.$id == id).set(\.$hidden, to: hidden).update()
        }
    }

    /// Not found unless the subject exists and the viewer may see it.
    public func mustExist(_ subject: String, _ id: UUID, viewer: UUID) async throws {
        switch subject {
        case "restaurant": _ = try await context.restaurantService.find(id, viewer: viewer)
        case "dish": _ = try await context.dishes.shown(id, viewer: viewer)
        case "review": _ = try await context.contributions.findReview(id, viewer: viewer)
        default: _ = try await context.contributions.findPhoto(id, viewer: viewer)
        }
    }
}

extension SatchelContext {
    public var moderation: Moderation { Moderation(context: self) }
}
