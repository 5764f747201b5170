import SatchelTesting
import Foundation
import SatchelAPI
@testable import SatchelCore
@testable import SatchelServer
import Testing
import Vapor
import VaporTesting
import Yams

@Suite("The API contract")
struct APIContractTests {
    /// `openapi.yaml`'s operations as `METHOD /path/{param}`.
    func documentedOperations() throws -> Set<String> {
        let yaml = SatchelServer.openAPIDocument()
        let document = try #require(try Yams.load(yaml: yaml) as? [String: Any])
        let paths = try #require(document["paths"] as? [String: Any])
        var operations = Set<String>()
        for (path, item) in paths {
            for method in (item as? [String: Any] ?? [:]).keys
            where ["get", "post", "put", "patch", "delete"].contains(method) {
                operations.insert(method.uppercased() + " " + path)
            }
        }
        return operations
    }

    @Test func textLimitsOfRequestBodiesAreReadFromTheDocument() async throws {
        try await withSatchel { t in
            let limits = t.app.satchel.requestLimits
            let circle = #"{"name":"\#(String(repeating: "x", count: 41))"}"#
            #expect(limits.firstTooLong(operation: "POST /api/v1/circles", body: Data(circle.utf8))?.max == 40)
            let reminder = #"{"title":"Milk","place":{"latitude":1,"longitude":2,"label":"\#(String(repeating: "x", count: 201))"}}"#
            #expect(limits.firstTooLong(operation: "POST /api/v1/spots/reminders", body: Data(reminder.utf8))?.field == "place.label",
                    "nested fields, through $ref and allOf")
        }
    }

    @Test func aTextLongerThanTheDocumentAllowsIsRefusedCountingCodePointsAsJSONSchemaDoes() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            // 21 characters as people see them, 42 code points: over the documented 40.
            let name = String(repeating: "e\u{301}", count: 21)
            let res = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: name))
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.first?.field == "name")
            #expect(res.problem?.errors?.first?.code == "field.too_long")
            #expect(try await t.request(.circles, token: ada.token).decode([SatchelAPI.Circle].self).isEmpty)
        }
    }

    @Test func everyRegisteredAPIRouteIsDescribedInOpenAPI() async throws {
        try await withSatchel { t in
            let documented = try documentedOperations()
            let registered = t.app.routes.all
                .map { route in
                    route.method.rawValue + " /" + route.path.map { component -> String in
                        if case .parameter(let name) = component { return "{\(name)}" }
                        return component.description
                    }.joined(separator: "/")
                }
                .filter { $0.contains(" /api/") || $0.hasSuffix(" /health") || $0.hasSuffix(" /ready") }
            let missing = Set(registered).subtracting(documented)
            #expect(missing.isEmpty, "routes missing from openapi.yaml: \(missing.sorted())")
        }
    }

    @Test func everyTypedRouteIsRegistered() async throws {
        try await withSatchel { t in
            let registered = Set(t.app.routes.all.map { route in
                route.method.rawValue + " /" + route.path.map { component -> String in
                    if case .parameter(let name) = component { return "{\(name)}" }
                    return component.description
                }.joined(separator: "/")
            })
            let typed: [APIRoute] = [
                .signUp, .signIn, .signOut, .me, .updateMe, .setPhoto, .deletePhoto, .changePassword, .deleteAccount,
                .exportData, .tokens, .revokeToken(.parameter), .notificationPreferences, .updateNotificationPreferences,
                .searchPeople, .friends, .unfriend(.parameter), .friendRequests, .sendFriendRequest,
                .acceptFriendRequest(.parameter), .declineFriendRequest(.parameter), .cancelFriendRequest(.parameter),
                .invitations, .createInvitation, .revokeInvitation(.parameter), .circles, .createCircle,
                .circle(.parameter), .updateCircle(.parameter), .deleteCircle(.parameter),
                .addCircleMember(circle: .parameter, user: .parameter), .removeCircleMember(circle: .parameter, user: .parameter),
                .notifications, .unreadCount, .markNotificationRead(.parameter), .markAllNotificationsRead,
                .deleteNotification(.parameter), .notificationStream, .searchPlaces,
            ]
            let spots: [SpotsRoute] = [
                .reminders, .createReminder, .reminder(.parameter), .updateReminder(.parameter), .deleteReminder(.parameter),
                .completeReminder(.parameter), .reopenReminder(.parameter), .lists, .createList, .updateList(.parameter),
                .deleteList(.parameter), .reportPosition, .calendarFeed, .createCalendarFeed, .revokeCalendarFeed,
                .exportCalendar, .importCalendar,
            ]
            for route in typed.map({ $0 as any TypedRoute }) + spots.map({ $0 as any TypedRoute }) {
                #expect(registered.contains(route.method.rawValue + " " + route.template), "\(route) is not registered")
            }
        }
    }

    @Test func theDocumentIsServed() async throws {
        try await withSatchel { t in
            let res = try await t.request(.GET, "/api/v1/openapi.yaml")
            #expect(res.status == .ok)
            #expect(res.body.string.hasPrefix("openapi: 3.1"))
        }
    }

    @Test func anUnknownAPIRouteIsAProblemNotAPage() async throws {
        try await withSatchel { t in
            let res = try await t.request(.GET, "/api/v1/nothing-here")
            #expect(res.status == .notFound)
            #expect(res.headers.contentType?.description.hasPrefix("application/problem+json") == true)
            #expect(res.problem?.type == "/problems/not-found")
        }
    }

    @Test func signedOutAPICallsGetAnUnauthorizedProblem() async throws {
        try await withSatchel { t in
            let res = try await t.request(.friends)
            #expect(res.status == .unauthorized)
            #expect(res.problem?.type == "/problems/unauthorized")
        }
    }

    @Test func readyChecksTheDatabase() async throws {
        try await withSatchel { t in
            let ok = try await t.request(.GET, "/ready").decode(HealthStatus.self).database == "ok"
            #expect(ok)
        }
    }

    @Test func healthAnswersEvenWhenTheDatabaseIsDownButReadyDoesNot() async throws {
        let app = try await Application.make(.testing)
        do {
            try await configure(app, settings: Settings(databaseURL: "postgres://satchel@127.0.0.1:9/nothing", bcryptCost: 4))
            #expect(try await app.testing().sendRequest(.GET, "/health").status == .ok)
            #expect(try await app.testing().sendRequest(.GET, "/ready").status == .serviceUnavailable)
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }

    @Test func secretsAreMaskedWhenSettingsAreLogged() {
        let settings = Settings(databaseURL: "postgres://satchel:hunter2-secret@db.example/satchel")
        #expect(!settings.description.contains("hunter2-secret"))
        #expect(settings.description.contains("satchel:***@"))
    }
}
