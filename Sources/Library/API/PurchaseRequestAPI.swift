import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// Purchase requests (`PurchaseRequestRoute`): patrons ask, staff decide. Thin: the rules are
/// `PurchaseRequests`'.
struct PurchaseRequestAPI {
    func register(_ r: AppRoutes) {
        r.api(PurchaseRequestRoute.requests(library: .parameter)) { req in
            let viewer = try req.requireViewer()
            let library = try await LibraryStaffAPI.library(req)
            return JSONBody(try await req.context.purchaseRequests.mine(user: viewer.id, library: library))
        }
        r.api(PurchaseRequestRoute.createRequest(library: .parameter)) { req in
            let viewer = try req.requireViewer()
            let library = try await LibraryStaffAPI.library(req)
            let input = try req.decodeJSON(PurchaseRequestInput.self)
            return JSONBody(try await req.context.purchaseRequests.create(input, user: viewer.id, library: library), status: .created)
        }
        r.api(PurchaseRequestRoute.withdrawRequest(.parameter)) { req in
            let viewer = try req.requireViewer()
            try await req.context.purchaseRequests.withdraw(try req.uuid("requestId", "request"), user: viewer.id)
            return HTTPStatus.noContent
        }
        r.api(PurchaseRequestRoute.staffRequests(library: .parameter)) { req in
            let library = try await LibraryStaffAPI.staffLibrary(req)
            return JSONBody(try await req.context.purchaseRequests.groups(library))
        }
        r.api(PurchaseRequestRoute.bought(library: .parameter)) { req in
            let library = try await LibraryStaffAPI.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let decision = try req.decodeJSON(PurchaseBought.self)
            return JSONBody(try await req.context.purchaseRequests.markBought(decision, library: library, by: staff))
        }
        r.api(PurchaseRequestRoute.declined(library: .parameter)) { req in
            let library = try await LibraryStaffAPI.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let decision = try req.decodeJSON(PurchaseDeclined.self)
            return JSONBody(try await req.context.purchaseRequests.decline(decision, library: library, by: staff))
        }
    }
}
