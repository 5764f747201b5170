import Foundation
import SatchelAPI
import SatchelCore
import Vapor

/// The pages of purchase requests, patrons' and staff's. Thin: the rules are `PurchaseRequests`'.
struct PurchaseRequestWeb {
    func register(_ r: AppRoutes) {
        r.get("library", ":slug", "requests") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            switch try await PatronPages.card(req, library, back: Self.back(req, library)) {
            case .signIn(let redirect): return redirect
            case .card:
                var values: [String: String] = ["holdWhenBought": "on"]
                if let q = req.queryValue("q") { values["title"] = String(q.prefix(500)) }
                return try await Self.page(req, library, state: FormState(values: values), titleID: req.queryValue("title").flatMap { UUID(uuidString: $0) })
            }
        }
        r.post("library", ":slug", "requests") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            let viewer = try req.requireViewer()
            let values = req.fields(PurchaseRequestPage.fields)
            let titleID = values["titleId"].flatMap { UUID(uuidString: $0) }
            let input = PurchaseRequestInput(title: values["title"], author: values["author"], isbn: values["isbn"], titleId: titleID,
                                             note: values["note"], holdWhenBought: values["holdWhenBought"] == "on")
            do {
                _ = try await req.context.purchaseRequests.create(input, user: viewer.id, library: library)
                return req.done(LibraryPath.requests(library.slug).path, notice: "library.requests.sent")
            } catch let error as AppError where error.code == "library.card_required" {
                return req.redirect(to: LibraryPath.signInThen(library.slug, next: LibraryPath.requests(library.slug).path, then: nil).path)
            } catch let error as AppError where [.validation, .conflict].contains(error.kind) {
                return try await Self.page(req, library, state: FormState(values: values, error: error), titleID: titleID,
                                           status: error.kind == .conflict ? .conflict : .unprocessableEntity)
            }
        }
        r.post("library", ":slug", "requests", ":requestId", "withdraw") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            try await req.context.purchaseRequests.withdraw(try req.uuid("requestId", "request"), user: try req.requireViewer().id)
            return req.done(LibraryPath.requests(library.slug).path, notice: "library.requests.withdrawn")
        }

        r.get("library", ":slug", "staff", "requests") { req async throws -> Response in
            let library = try await LibraryStaffWeb.staffLibrary(req)
            return try await Self.staffPage(req, library)
        }
        r.post("library", ":slug", "staff", "requests", "bought") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let values = req.fields(["matchKey", "titleId"])
            do {
                _ = try await req.context.purchaseRequests.markBought(matchKey: values["matchKey"] ?? "", titleIdOrISBN: values["titleId"] ?? "",
                                                                      library: library, by: staff)
                return req.done(LibraryPath.staffRequests(library.slug).path, notice: "library.requests.bought_done")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.staffPage(req, library, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
        r.post("library", ":slug", "staff", "requests", "declined") { req async throws -> Response in
            let library = try await PatronPages.library(req)
            let staff = try await req.context.libraryStaff.require(req.viewer, library)
            let values = req.fields(["matchKey", "reason"])
            do {
                _ = try await req.context.purchaseRequests.decline(PurchaseDeclined(matchKey: values["matchKey"] ?? "", reason: values["reason"] ?? ""),
                                                                   library: library, by: staff)
                return req.done(LibraryPath.staffRequests(library.slug).path, notice: "library.requests.declined_done")
            } catch let error as AppError where error.kind == .validation {
                return try await Self.staffPage(req, library, state: FormState(values: values, error: error), status: .unprocessableEntity)
            }
        }
    }

    /// The page asked for, with its query, to come back to after signing in with the card.
    static func back(_ req: Request, _ library: LibraryRow) -> String {
        let query = req.url.query.map { "?" + $0 } ?? ""
        return LibraryPath.requests(library.slug).path + query
    }

    static func page(_ req: Request, _ library: LibraryRow, state: FormState, titleID: UUID?, status: HTTPStatus = .ok) async throws -> Response {
        let viewer = try req.requireViewer()
        var moreOf: (id: UUID, title: String)?
        if let titleID { moreOf = try await req.context.purchaseRequests.moreCopiesOf(titleID, library: library) }
        let model = PurchaseRequestPage.Model(library: library, patron: try await LibraryStaffWeb.patron(req, library),
                                              requests: try await req.context.purchaseRequests.mine(user: viewer.id, library: library),
                                              state: state, moreOf: moreOf)
        return try await req.page(PurchaseRequestPage.self, model, status: status)
    }

    static func staffPage(_ req: Request, _ library: LibraryRow, state: FormState = FormState(), status: HTTPStatus = .ok) async throws -> Response {
        let model = StaffRequestsPage.Model(library: library, patron: try await LibraryStaffWeb.patron(req, library),
                                            groups: try await req.context.purchaseRequests.groups(library), state: state)
        return try await req.page(StaffRequestsPage.self, model, status: status)
    }
}
