import SatchelTesting
import Foundation
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

/// Routes are for signed-in people unless registered public (`AppRoutes.publicRoutes`).
/// This is the whole public list: a new public route fails here until it is added, on purpose.
@Suite("Routes open to anyone")
struct PublicRoutesTests {
    static let publicRoutes: Set<String> = [
        // The running process and its documents.
        "GET /health", "GET /ready", "GET /metrics", "GET /api/v1/openapi.yaml", "GET /problems/:kind",
        "GET /static/:file", "GET /manifest.webmanifest", "GET /favicon.ico", "GET /sw.js",
        // Becoming someone.
        "GET /sign-in", "POST /sign-in", "GET /sign-up", "POST /sign-up", "POST /language",
        "POST /api/v1/accounts", "POST /api/v1/sessions",
        // Getting back in: asking for a reset link says nothing about who has an account.
        "GET /forgot-password", "POST /forgot-password", "POST /api/v1/password-resets",
        // Capabilities: the secret in the address is the credential.
        "GET /invite/:token", "GET /f/:token", "GET /spots/calendar.ics",
        // A list's public registry link and a guest's reservation link (issue 41).
        "GET /registry/:token", "POST /registry/:token/reservations", "GET /registry/reservations/:reservationToken",
        "POST /registry/reservations/:reservationToken/bought", "POST /registry/reservations/:reservationToken/undo",
        // A guest's gift through a collection's public link, and its receipt (issue 41).
        "POST /f/:token/gifts", "GET /gifts/:giftToken", "GET /api/v1/public/fundings/:token",
        "POST /api/v1/public/fundings/:token/gifts", "GET /api/v1/public/gifts/:giftToken",
        "GET /api/v1/public/lists/:token", "POST /api/v1/public/lists/:token/reservations",
        "GET /api/v1/public/reservations/:reservationToken", "DELETE /api/v1/public/reservations/:reservationToken",
        "PUT /api/v1/public/reservations/:reservationToken/bought",
        "GET /reset-password/:token", "POST /reset-password/:token", "POST /api/v1/password-resets/:token",
        "GET /verify-email/:token", "POST /verify-email/:token", "POST /api/v1/email-confirmations/:token",
        // A shop's page shared to Satchel (issue 41): signed out, it is kept through sign-in; it only fills in a form.
        "GET /wishes/share", "POST /wishes/share",
        // A notification mail's unsubscribe link (RFC 8058: a mail client posts it without a session).
        "GET /unsubscribe/:token", "POST /unsubscribe/:token",
        // A pushed alert's buttons: the alert's token in the body is the credential.
        "POST /api/v1/spots/alerts",
        // Images whose owner decides per viewer (a public funding page shows its photo to anyone).
        "GET /media/:mediaId", "GET /library/covers/:file",
        // The payment side: the simulated bank's checkout and the gateways' signed webhooks.
        "GET /simbank/checkout/:reference", "POST /simbank/checkout/:reference",
        // The first start (gone once an account exists), who may join, and where a waiting sign-up leads.
        "GET /setup", "POST /setup", "POST /api/v1/setup/administrator", "GET /api/v1/sign-up", "GET /sign-up/waiting",
    ]

    /// Checked in the handler by their own credentials: OPDS catalogues by a library card (HTTP
    /// Basic, for e-reader apps); a payment gateway's webhook by its signature (one per gateway).
    static func hasItsOwnCredentials(_ route: String) -> Bool {
        route.hasPrefix("GET /opds/") || route.hasPrefix("POST /opds/") || route.hasPrefix("PUT /opds/")
            || route.hasPrefix("DELETE /opds/") || route.hasPrefix("POST /api/v1/funding/webhooks/")
    }

    static func describe(_ route: Route) -> String {
        "\(route.method.rawValue) /" + route.path.map(\.description).joined(separator: "/")
    }

    @Test func everyRouteIsRegisteredAsPublicOrForSignedInPeople() async throws {
        try await withSatchel { t in
            let unmarked = t.app.routes.all.filter { RouteAccess.of($0) == nil }.map(Self.describe)
            #expect(unmarked.isEmpty, "registered outside AppRoutes: \(unmarked)")
        }
    }

    @Test func thePublicRoutesAreExactlyTheListedOnes() async throws {
        try await withSatchel { t in
            let open = Set(t.app.routes.all.filter { RouteAccess.of($0) == .public }.map(Self.describe))
            let unexpected = open.filter { !Self.publicRoutes.contains($0) && !Self.hasItsOwnCredentials($0) }
            #expect(unexpected.isEmpty, "public but not on the list: \(unexpected.sorted())")
            #expect(Self.publicRoutes.subtracting(open).isEmpty, "listed but not public: \(Self.publicRoutes.subtracting(open).sorted())")
        }
    }

    /// Whatever the handler does first (read a body, look something up), a signed-in route answers
    /// someone who is not signed in with "sign in" and nothing else.
    @Test func everyOtherRouteRefusesSomeoneNotSignedInBeforeItsHandlerRuns() async throws {
        try await withSatchel { t in
            // Past the first start: before it, every page leads to /setup.
            _ = try await t.signUp("ada")
            var answered: [String] = []
            for route in t.app.routes.all where RouteAccess.of(route) == .signedIn {
                let path = "/" + route.path.map { part -> String in
                    if case .constant(let name) = part { return name }
                    return UUID().uuidString
                }.joined(separator: "/")
                // A web form's CSRF check passes, so only the sign-in rule can refuse.
                var headers: HTTPHeaders = ["Cookie": "satchel_csrf=probe", "X-CSRF-Token": "probe"]
                headers.contentType = .json
                let res = try await t.request(route.method, path, headers: headers, body: ByteBuffer(string: "{}"))
                let toSignIn = res.status == .seeOther && (res.headers.first(name: .location) ?? "").hasPrefix("/sign-in")
                if res.status != .unauthorized && !toSignIn { answered.append("\(Self.describe(route)) → \(res.status.code)") }
            }
            #expect(answered.isEmpty, "answered someone not signed in: \(answered.sorted())")
        }
    }
}
