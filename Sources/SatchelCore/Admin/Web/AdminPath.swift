import Foundation

/// Every address of the administration's pages and forms, written once.
public enum AdminPath: Equatable, Sendable {
    case home
    /// People, those matching `query` when given, after `cursor`.
    case people(query: String? = nil, cursor: String? = nil)
    case newPerson
    case invite
    case person(UUID)
    case lock(UUID)
    case unlock(UUID)
    case signOut(UUID)
    case resetPassword(UUID)
    case makeAdministrator(UUID)
    case revokeAdministrator(UUID)
    case delete(UUID)
    /// The password asked again before a sensitive action.
    case confirmPassword
    case audit(cursor: String? = nil)
    case auditCSV
    /// Who may join, and who waits for approval.
    case signUp
    case approveSignUp(UUID)
    case refuseSignUp(UUID)
    /// The report queue, in `order` (`oldest`, the default, or `most`).
    case reports(order: String? = nil)
    case hideReported(UUID)
    case restoreReported(UUID)
    case dismissReports(UUID)
    case instance
    case testMail
    case testPush
    /// The libraries, and the form that adds one.
    case libraries
    /// A library's settings and its catalogue imports.
    case library(slug: String)
    case libraryImport(slug: String)
    /// An import's page, and its progress as JSON for the page's script.
    case libraryImportProgress(slug: String, id: UUID)
    case libraryImportProgressJSON(slug: String, id: UUID)

    public var path: String {
        switch self {
        case .home: "/admin"
        case .people(let query, let cursor):
            "/admin/people" + Self.query([("q", query), ("cursor", cursor)])
        case .newPerson: "/admin/people/new"
        case .invite: "/admin/people/invitation"
        case .person(let id): "/admin/people/\(id.uuidString.lowercased())"
        case .lock(let id): Self.person(id).path + "/lock"
        case .unlock(let id): Self.person(id).path + "/unlock"
        case .signOut(let id): Self.person(id).path + "/sign-out"
        case .resetPassword(let id): Self.person(id).path + "/password-reset"
        case .makeAdministrator(let id): Self.person(id).path + "/administrator"
        case .revokeAdministrator(let id): Self.person(id).path + "/administrator/revoke"
        case .delete(let id): Self.person(id).path + "/delete"
        case .confirmPassword: "/admin/confirm-password"
        case .audit(let cursor): "/admin/audit" + Self.query([("cursor", cursor)])
        case .auditCSV: "/admin/audit.csv"
        case .signUp: "/admin/sign-up"
        case .approveSignUp(let id): "/admin/sign-up/\(id.uuidString.lowercased())/approve"
        case .refuseSignUp(let id): "/admin/sign-up/\(id.uuidString.lowercased())/refuse"
        case .reports(let order): "/admin/reports" + Self.query([("order", order)])
        case .hideReported(let id): "/admin/reports/\(id.uuidString.lowercased())/hide"
        case .restoreReported(let id): "/admin/reports/\(id.uuidString.lowercased())/restore"
        case .dismissReports(let id): "/admin/reports/\(id.uuidString.lowercased())/dismiss"
        case .instance: "/admin/instance"
        case .testMail: "/admin/instance/test-mail"
        case .testPush: "/admin/instance/test-push"
        case .libraries: "/admin/libraries"
        case .library(let slug): "/admin/libraries/\(slug)"
        case .libraryImport(let slug): "/admin/libraries/\(slug)/import"
        case .libraryImportProgress(let slug, let id): "/admin/libraries/\(slug)/imports/\(id.uuidString.lowercased())"
        case .libraryImportProgressJSON(let slug, let id): Self.libraryImportProgress(slug: slug, id: id).path + "/progress"
        }
    }

    private static func query(_ items: [(String, String?)]) -> String {
        var parts = URLComponents()
        parts.queryItems = items.compactMap { name, value in value.flatMap { $0.isEmpty ? nil : URLQueryItem(name: name, value: $0) } }
        guard parts.queryItems?.isEmpty == false else { return "" }
        return "?" + (parts.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
    }
}
