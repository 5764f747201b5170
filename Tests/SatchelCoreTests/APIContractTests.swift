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

    /// `METHOD /path/{param}` for each route the server registered.
    func registeredOperations(_ app: Application) -> Set<String> {
        Set(app.routes.all.map { route in
            route.method.rawValue + " /" + route.path.map { component -> String in
                if case .parameter(let name) = component { return "{\(name)}" }
                return component.description
            }.joined(separator: "/")
        })
    }

    /// Every case of every route enum the server, the SDK and the tests share. A case added to an
    /// enum and documented but missing here fails `everyDocumentedOperationHasATypedRoute`.
    static let typedRoutes: [any TypedRoute] = {
        let id = UUID.parameter
        let platform: [APIRoute] = [
            .signUp, .signIn, .signOut, .me, .updateMe, .setPhoto, .deletePhoto, .changePassword, .deleteAccount,
            .exportData, .tokens, .revokeToken(id), .notificationPreferences, .updateNotificationPreferences,
            .searchPeople, .friends, .unfriend(id), .friendRequests, .sendFriendRequest,
            .acceptFriendRequest(id), .declineFriendRequest(id), .cancelFriendRequest(id),
            .invitations, .createInvitation, .revokeInvitation(id), .circles, .createCircle,
            .circle(id), .updateCircle(id), .deleteCircle(id),
            .addCircleMember(circle: id, user: id), .removeCircleMember(circle: id, user: id),
            .notifications, .unreadCount, .markNotificationRead(id), .markAllNotificationsRead,
            .deleteNotification(id), .notificationStream, .notificationMail, .updateNotificationMail, .vapidKey, .pushDevices, .addWebPushSubscription,
            .addAPNsDevice, .removePushDevice(id), .searchPlaces, .namePlace,
            .changeEmail, .resendEmailConfirmation, .confirmEmail(token: "t"), .requestPasswordReset, .completePasswordReset(token: "t"),
            .signUpRules, .createAdministrator,
        ]
        let wishes: [WishesRoute] = [
            .inbox, .createWish, .wish(id), .updateWish(id), .deleteWish(id), .moveWish(id), .setWishPhoto(id),
            .deleteWishPhoto(id), .lists, .createList, .list(id), .updateList(id), .deleteList(id), .shareList(id),
            .unshareList(list: id, user: id), .listInvitation(id), .friendsLists, .acceptList(id), .reserve(id),
            .unreserve(id), .pledge(id), .withdrawPledge(id), .cart, .markBought(id), .comments(id), .addComment(id),
            .deleteComment(wish: id, comment: id), .publicLink(id), .turnOnPublicLink(id), .renewPublicLink(id),
            .turnOffPublicLink(id), .registry(token: "t"), .reserveAsGuest(token: "t"), .guestReservation(token: "t"),
            .undoGuestReservation(token: "t"), .markGuestReservationBought(token: "t"),
            .receivedWishes, .markReceived(id), .undoReceived(id),
        ]
        let funding: [FundingRoute] = [
            .startFunding(id), .funding(id), .updateFunding(id), .closeFunding(id), .donate(id), .wishDonations(id),
            .myDonations, .donation(id), .myFunding, .createSurprise, .surprises, .copyWish(id), .feed, .feedHides,
            .hideInFeed, .unhideInFeed(id), .payoutAccount, .setPayoutAccount, .deletePayoutAccount, .products,
            .linkPreview, .webhook("simbank"), .webhook("stripe"), .publicFunding(token: "t"), .giveAsGuest(token: "t"),
            .guestGift(token: "t"), .fundingNews(id), .postFundingNews(id), .fundingStatement(id),
        ]
        let exchanges: [ExchangeRoute] = [
            .exchanges, .createExchange, .exchange(id), .draw(id), .leave(id), .removeParticipant(exchange: id, user: id), .assignment(id),
            .linkList(id), .questions(id), .ask(id), .answer(exchange: id, question: id), .updateExchange(id), .addParticipants(id),
        ]
        let spots: [SpotsRoute] = [
            .reminders, .createReminder, .reminder(id), .updateReminder(id), .deleteReminder(id),
            .completeReminder(id), .reopenReminder(id), .snoozeReminder(id), .alertAction, .lists, .createList, .updateList(id),
            .deleteList(id), .reportPosition, .calendarFeed, .createCalendarFeed, .revokeCalendarFeed,
            .exportCalendar, .importCalendar, .placeRegions,
        ]
        let eats: [EatsRoute] = [
            .restaurants, .createRestaurant, .restaurant(id), .deleteRestaurant(id), .createDish(restaurant: id),
            .searchDishes, .dish(id), .deleteDish(id), .rateDish(id), .unrateDish(id), .setNutrition(id),
            .clearNutrition(id), .writeReview(id), .deleteReview(id), .voteReview(id), .unvoteReview(id),
            .addPhoto(dish: id), .deletePhoto(id), .reportAbuse,
        ]
        let eatPolls: [EatPollRoute] = [.polls, .createPoll, .poll(id), .vote(id), .close(id)]
        let factSuggestions: [FactSuggestionRoute] = [.suggest(restaurant: id), .placeSuggestions(restaurant: id), .queue, .mine,
                                                      .suggestion(id), .accept(id), .refuse(id)]
        let library: [LibraryRoute] = [
            .libraries, .library(id), .chooseLibrary(id), .patron(id), .signInCard(id), .signOutCard(id),
            .registerCard(id), .searchTitles(id), .discover(id), .categories(id), .loans(id), .holds(id),
            .toBeReadList(id), .title(id), .similar(id), .borrow(id), .renew(id), .returnLoan(id), .placeHold(id),
            .cancelHold(id), .addToBeRead(id), .removeToBeRead(id), .rate(id), .unrate(id), .samples(id),
            .addSample(id), .removeSample(id),
        ]
        let libraryShelf: [LibraryShelfRoute] = [.pauseHold(id), .resumeHold(id), .shelf, .cards, .forgetCard(id), .searchEverywhere]
        let reader: [ReaderRoute] = [
            .manifest(id), .positions(id), .position(id), .savePosition(id), .progression(id), .saveProgression(id),
            .bookmarks(id), .putBookmark(id, id), .deleteBookmark(id, id), .settings, .saveSettings,
            .titleSettings(id), .saveTitleSettings(id), .clearTitleSettings(id),
        ]
        let bookSearch: [BookSearchRoute] = [.search(id)]
        let admin: [AdminRoute] = [
            .reauthenticate, .people, .createPerson, .person(id), .deletePerson(id), .lockPerson(id), .unlockPerson(id),
            .signOutPerson(id), .resetPassword(id), .makeAdministrator(id), .revokeAdministrator(id), .auditLog, .auditLogCSV,
            .signUpPolicy, .setSignUpPolicy, .pendingSignUps, .approveSignUp(id), .refuseSignUp(id),
        ]
        let reports: [AdminReportRoute] = [.queue, .hide(id), .restore(id), .dismiss(id)]
        let instance: [AdminInstanceRoute] = [.instance, .testMail, .testPush]
        let libraries: [AdminLibraryRoute] = [.libraries, .addLibrary, .startImport(library: id), .importProgress(library: id, import: id)]
        let libraryStaff: [AdminLibraryStaffRoute] = [.staff(library: id), .addStaff(library: id, user: id), .removeStaff(library: id, user: id)]
        let staffCatalogue: [StaffCatalogueRoute] = [.titles(library: id), .title(library: id, title: id), .setLicence(library: id, title: id),
                                                      .withdraw(library: id, title: id), .reinstate(library: id, title: id)]
        let annotations: [AnnotationRoute] = [.annotations(id), .putAnnotation(id, id), .changeAnnotation(id, id), .deleteAnnotation(id, id),
                                              .allAnnotations, .exportJSONLD, .exportMarkdown]
        let journey: [JourneyRoute] = [.journey, .deleteJourney, .deleteJourneyItem(id)]
        let personalShelves: [PersonalShelfRoute] = [.shelves, .createShelf, .shelf(id), .renameShelf(id), .deleteShelf(id),
                                                     .addTitle(shelf: id, title: id), .removeTitle(shelf: id, title: id), .titleShelves(id)]
        let browse: [BrowseRoute] = [.facet(library: id, .authors), .series(library: id), .authorTitles(library: id)]
        let readerOffline: [ReaderOfflineRoute] = [.licences]
        let purchaseRequests: [PurchaseRequestRoute] = [.requests(library: id), .createRequest(library: id), .withdrawRequest(id),
                                                        .staffRequests(library: id), .bought(library: id), .declined(library: id)]
        let titleEdit: [TitleEditRoute] = [.metadata(library: id, title: id), .editMetadata(library: id, title: id), .setCover(library: id, title: id)]
        let staffImports: [StaffImportRoute] = [.startImport(library: id), .importProgress(library: id, import: id)]
        return platform.map { $0 as any TypedRoute } + wishes.map { $0 } + funding.map { $0 } + spots.map { $0 }
            + eats.map { $0 } + library.map { $0 } + reader.map { $0 } + admin.map { $0 }
            + reports.map { $0 } + instance.map { $0 } + libraries.map { $0 } + exchanges.map { $0 } + eatPolls.map { $0 }
            + factSuggestions.map { $0 } + libraryStaff.map { $0 } + staffCatalogue.map { $0 } + bookSearch.map { $0 }
            + annotations.map { $0 } + journey.map { $0 } + libraryShelf.map { $0 } + readerOffline.map { $0 }
            + personalShelves.map { $0 } + browse.map { $0 } + titleEdit.map { $0 } + purchaseRequests.map { $0 }
            + staffImports.map { $0 }
    }()

    static func operation(_ route: any TypedRoute) -> String { route.method.rawValue + " " + route.template }

    @Test func everyRouteOfEveryEnumIsRegisteredAndDocumented() async throws {
        try await withSatchel { t in
            let registered = registeredOperations(t.app)
            let documented = try documentedOperations()
            // Stripe's webhook exists only when Stripe is configured.
            for route in Self.typedRoutes {
                #expect(registered.contains(Self.operation(route)) || Self.operation(route).hasSuffix("/webhooks/stripe"),
                        "\(route) is not registered")
                #expect(documented.contains(Self.operation(route)), "\(route) is not in openapi.yaml")
            }
        }
    }

    @Test func everyDocumentedOperationHasATypedRoute() throws {
        let typed = Set(Self.typedRoutes.map(Self.operation))
        // Read by tools and load balancers, not by the SDK.
        let untyped: Set = ["GET /api/v1/openapi.yaml", "GET /health", "GET /ready", "GET /metrics"]
        let missing = try documentedOperations().subtracting(typed).subtracting(untyped)
        #expect(missing.isEmpty, "documented operations no route enum names: \(missing.sorted())")
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

    /// Every paged read takes `limit` the same way: absent is the default, sent it must be a
    /// whole number in range; an empty `limit=` is a mistake (schemathesis sends it).
    @Test func anEmptyLimitIsRefusedOnEveryPagedRead() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for path in ["/api/v1/notifications", "/api/v1/friends", "/api/v1/funding/feed", "/api/v1/spots/reminders",
                         "/api/v1/eats/restaurants?near=60.17,24.94", "/api/v1/eats/dishes?near=60.17,24.94&q=pizza"] {
                let separator = path.contains("?") ? "&" : "?"
                let res = try await t.request(.GET, path + separator + "limit=", token: ada.token)
                #expect(res.status == .unprocessableEntity && res.problem?.errors?.first?.field == "limit", "\(path)")
                #expect(try await t.request(.GET, path, token: ada.token).status == .ok, "\(path) without a limit")
            }
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
