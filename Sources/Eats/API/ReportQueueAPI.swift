import SatchelAPI
import SatchelCore
import Vapor

/// `/api/v1/admin/reports`: the report queue, for administrators only (404 for anyone else).
struct ReportQueueAPI {
    func register(_ r: AppRoutes) {
        let a = r.administrators
        a.api(AdminReportRoute.queue) { req in
            JSONBody(Page(items: try await req.context.reportQueue.queue(order: try Self.order(req)), nextCursor: nil))
        }
        a.api(AdminReportRoute.hide(.parameter)) { req in
            JSONBody(try await req.context.reportQueue.hide(try req.uuid("subjectId", "report"), by: try AdminAccess.requireAdministrator(req.viewer)))
        }
        a.api(AdminReportRoute.restore(.parameter)) { req in
            JSONBody(try await req.context.reportQueue.restore(try req.uuid("subjectId", "report"), by: try AdminAccess.requireAdministrator(req.viewer)))
        }
        a.api(AdminReportRoute.dismiss(.parameter)) { req in
            JSONBody(try await req.context.reportQueue.dismiss(try req.uuid("subjectId", "report"), by: try AdminAccess.requireAdministrator(req.viewer)))
        }
    }

    /// `?order=oldest|most` (oldest when absent).
    static func order(_ req: Request) throws -> ReportQueueOrder {
        guard let value = req.queryValue("order") else { return .oldest }
        guard let order = ReportQueueOrder(rawValue: value) else { throw AppError.invalid("order", "admin.reports_order") }
        return order
    }
}
