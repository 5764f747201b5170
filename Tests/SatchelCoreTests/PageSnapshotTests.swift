import Foundation
import SatchelAPI
@testable import SatchelCore
import SnapshotTesting
import Testing

/// The platform's own pages built from plain models without a request, their HTML compared with
/// what was recorded (`__Snapshots__`; delete a file to record it again).
@Suite("Core pages as rendered")
struct CorePageSnapshotTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000) // Fri 15 Jan 2027 08:00 UTC

    static func id(_ n: Int) -> UUID { UUID(uuidString: "00000000-0000-0000-0000-0000000005\(String(format: "%02d", n))")! }

    static func person(_ n: Int, _ name: String, _ username: String, relationship: String = "none", photo: Bool = false) -> Person {
        Person(id: id(n), username: username, displayName: name, photoURL: photo ? "/media/\(id(n + 50).uuidString.lowercased())" : nil,
               relationship: relationship)
    }

    static let ada = person(1, "Ada Lovelace", "ada", relationship: "self", photo: true)
    static let bob = person(2, "Bob Novák", "bob", relationship: "friend")
    static let cleo = person(3, "Cleo", "cleo", relationship: "friend", photo: true)

    static func notification(_ n: Int, _ text: String, read: Bool) -> NotificationItem {
        NotificationItem(id: id(10 + n), kind: "friend.request", text: text, link: "/friends", actor: bob, read: read,
                         createdAt: now.addingTimeInterval(Double(-n) * 3600))
    }

    // MARK: home and apps

    @Test func homeGreetsWithRequestsTodayAndRecentNotifications() {
        let model = HomePage.Model(name: "Ada Lovelace", incomingRequests: 2,
                                   today: [TodayItem(icon: .place, text: "Buy stamps", detail: "Overdue · 09:00", href: "/spots/1"),
                                           TodayItem(icon: .library, text: "Return Dune", detail: nil, href: "/library/loans")],
                                   recent: [Self.notification(1, "Bob Novák wants to be your friend", read: false)])
        assertSnapshot(of: HomePage.html(model, .detached(path: "/")), as: .lines)
    }

    @Test func aQuietHomeSaysSo() {
        let model = HomePage.Model(name: "Ada", incomingRequests: 0, today: [], recent: [])
        assertSnapshot(of: HomePage.html(model, .detached(language: "cs", path: "/")), as: .lines)
    }

    @Test func appsListTheShellsApps() {
        assertSnapshot(of: AppsPage.html(AppsPage.Model(), .detached(path: "/apps")), as: .lines)
    }

    // MARK: notifications

    @Test func theInboxShowsReadAndUnreadAndMore() {
        let model = NotificationsPage.Model(items: [Self.notification(1, "Bob Novák wants to be your friend", read: false),
                                                    Self.notification(2, "Cleo accepted your request", read: true)],
                                            next: "cursor-2")
        assertSnapshot(of: NotificationsPage.html(model, .detached(path: "/notifications")), as: .lines)
    }

    // MARK: accounts

    @Test func signingUpThroughAnInvitationWithATakenUsername() {
        let state = FormState(values: ["displayName": "Dan", "username": "ada", "email": "dan@example.com", "invitation": "secret"],
                              error: AppError(.validation, "validation", fields: [FieldIssue(field: "username", code: "username.taken")]))
        let model = SignUpPage.Model(state: state, inviter: "Ada Lovelace",
                                     rules: SignUpRules(mode: .open, allowedDomains: [], needsInvitation: false))
        assertSnapshot(of: SignUpPage.html(model, .detached(path: "/sign-up")), as: .lines)
    }

    @Test func aFailedSignInKeepsTheLoginNotThePassword() {
        let state = FormState(values: ["login": "ada", "next": "/spots", "keepSignedIn": "on"],
                              error: AppError(.unauthorized, "sign_in.failed", fields: [FieldIssue(field: "password", code: "sign_in.failed")]))
        assertSnapshot(of: SignInPage.html(SignInPage.Model(state: state, mailConfigured: true), .detached(language: "sv", path: "/sign-in")), as: .lines)
    }

    @Test func theProfileWithAPhotoAndATooLongBio() {
        let state = FormState(values: ["displayName": "Ada Lovelace", "bio": String(repeating: "Engines. ", count: 3)],
                              error: AppError.invalid("bio", "bio.length", ["max": "500"]))
        assertSnapshot(of: ProfilePage.html(ProfilePage.Model(me: Self.ada, state: state), .detached(path: "/profile")), as: .lines)
    }

    @Test func settingsListPreferencesDevicesAndSessions() {
        let model = SettingsPage.Model(
            language: "cs", timeZone: nil, browserTimeZone: "Europe/Prague", now: Self.now,
            preferences: [NotificationPreference(kind: "friend.request", inbox: true, push: false),
                          NotificationPreference(kind: "friend.accepted", inbox: true, push: true)],
            sessions: [TokenInfo(id: Self.id(20), name: "Firefox on Linux", kind: "web", createdAt: Self.now.addingTimeInterval(-86_400),
                                 lastUsedAt: Self.now, expiresAt: Self.now.addingTimeInterval(86_400), isCurrent: true),
                       TokenInfo(id: Self.id(21), name: "Ada's iPhone", kind: "api", createdAt: Self.now.addingTimeInterval(-7 * 86_400),
                                 lastUsedAt: nil, expiresAt: Self.now.addingTimeInterval(300 * 86_400), isCurrent: false)],
            devices: [SettingsPage.Device(id: Self.id(22), name: "Firefox on Android", kind: .webPush,
                                          createdAt: Self.now.addingTimeInterval(-3 * 86_400), lastDeliveredAt: nil)],
            email: .init(email: "ada@example.org", verified: false, mailConfigured: true),
            state: FormState(values: ["timeZone": "Mars/Olympus"], error: AppError.invalid("timeZone", "time_zone.unknown")))
        let html = SettingsPage.html(model, .detached(path: "/settings"))
        // The zone list is Foundation's and changes with its releases: the rest is compared.
        assertSnapshot(of: html.replacingOccurrences(of: #"<option value="[A-Za-z_+\-0-9]+/[A-Za-z_/+\-0-9]+"( selected)?>[^<]*</option>"#,
                                                     with: "", options: .regularExpression), as: .lines)
    }

    @Test func deletingTheAccountAsksForThePasswordAgain() {
        let model = ConfirmPage.Model(title: "Delete your account?", message: "Everything that is only yours goes.",
                                      action: CorePath.deleteAccount.path, button: "Delete my account", cancel: CorePath.settings().path,
                                      asksPassword: true,
                                      state: FormState(error: AppError.invalid("password", "password.wrong")))
        assertSnapshot(of: ConfirmPage.html(model, .detached(path: "/settings/delete")), as: .lines)
    }

    @Test func signingOutIsConfirmedWithAPrimaryButton() {
        let model = ConfirmPage.Model(title: "Sign out?", message: "You can sign in again any time.", action: CorePath.signOut.path,
                                      button: "Sign out", cancel: "/spots", cancelLabel: "Stay", buttonClass: "button primary")
        assertSnapshot(of: ConfirmPage.html(model, .detached(path: "/sign-out")), as: .lines)
    }

    @Test func anErrorOffersTheWayHome() {
        let problem = AppError.notFound("circle").problem(Localizer(language: "en", timeZone: TimeZones.utc))
        let model = ErrorPage.Model(title: problem.title, detail: problem.detail)
        assertSnapshot(of: ErrorPage.html(model, .detached(path: "/circles/nope")), as: .lines)
    }

    @Test func aProblemKindIsExplained() {
        assertSnapshot(of: ProblemPage.html(ProblemPage.Model(kind: .throttled), .detached(path: "/problems/throttled")), as: .lines)
    }

    // MARK: friends

    @Test func friendsWithResultsRequestsAndFriends() {
        let dan = Self.person(4, "Dan Brown", "dan")
        let eve = Self.person(5, "Eve", "eve", relationship: "requestReceived")
        let model = FriendsPage.Model(
            state: FormState(values: ["q": "d e"]), results: [dan, eve, Self.bob],
            incoming: [FriendRequest(id: Self.id(30), from: eve, to: Self.ada, createdAt: Self.now)],
            outgoing: [FriendRequest(id: Self.id(31), from: Self.ada, to: Self.person(6, "Finn", "finn", relationship: "requestSent"),
                                     createdAt: Self.now)],
            friends: [Friend(person: Self.bob, since: Self.now, circleIds: []), Friend(person: Self.cleo, since: Self.now, circleIds: [])])
        assertSnapshot(of: FriendsPage.html(model, .detached(path: "/friends")), as: .lines)
    }

    @Test func aSearchTooShortAndNoFriendsYet() {
        let model = FriendsPage.Model(state: FormState(values: ["q": "a"], error: AppError.invalid("q", "search.too_short", ["min": "2"])),
                                      results: nil, incoming: [], outgoing: [], friends: [])
        assertSnapshot(of: FriendsPage.html(model, .detached(language: "cs", path: "/friends")), as: .lines)
    }

    @Test func invitationsShowTheNewLinkAndEachOnesState() {
        let day = 86_400.0
        let model = InvitationsPage.Model(
            inviterName: "Ada Lovelace", newURL: "https://satchel.example/invite/secret",
            invitations: [
                InvitationsPage.Link(id: Self.id(40), createdAt: Self.now, expiresAt: Self.now.addingTimeInterval(14 * day), status: "open",
                                     acceptedBy: nil),
                InvitationsPage.Link(id: Self.id(41), createdAt: Self.now.addingTimeInterval(-3 * day),
                                     expiresAt: Self.now.addingTimeInterval(11 * day), status: "accepted", acceptedBy: "Cleo"),
                InvitationsPage.Link(id: Self.id(42), createdAt: Self.now.addingTimeInterval(-30 * day),
                                     expiresAt: Self.now.addingTimeInterval(-16 * day), status: "expired", acceptedBy: nil),
            ])
        assertSnapshot(of: InvitationsPage.html(model, .detached(path: "/friends/invitations")), as: .lines)
    }

    @Test func invitationsOfferToMailTheLinkAndKeepARefusedAddress() {
        let model = InvitationsPage.Model(inviterName: "Ada Lovelace", newURL: nil, invitations: [],
                                          mailForm: FormState(values: ["email": "newt@"], error: AppError.invalid("email", "email.format")))
        assertSnapshot(of: InvitationsPage.html(model, .detached(path: "/friends/invitations")), as: .lines)
    }

    @Test func anInvitationAsksANewcomerToSignUp() {
        let model = InvitePage.Model(token: "se cret", inviter: InvitePage.Inviter(name: "Ada Lovelace", username: "ada"))
        assertSnapshot(of: InvitePage.html(model, .detached(path: "/invite/se%20cret")), as: .lines)
    }

    @Test func anInvitationShowsAMemberHowToFindTheInviter() throws {
        let model = InvitePage.Model(token: "secret", inviter: InvitePage.Inviter(name: "Ada Lovelace", username: "ada.l"))
        let bob = User(id: Self.id(2), username: "bob", email: "bob@example.com", displayName: "Bob", passwordHash: "", createdAt: Self.now)
        let viewer = Viewer(user: try ViewerUser(bob, version: 1),
                            token: SessionRow(id: Self.id(3), userID: Self.id(2), kind: "web", name: "", csrfToken: nil, keepSignedIn: false,
                                              createdAt: Self.now, lastUsedAt: nil, expiresAt: Self.now))
        assertSnapshot(of: InvitePage.html(model, .detached(viewer: viewer, path: "/invite/secret")), as: .lines)
    }

    @Test func anUnusableInvitationSaysSo() {
        assertSnapshot(of: InvitePage.html(InvitePage.Model(token: "old", inviter: nil), .detached(path: "/invite/old")), as: .lines)
    }

    // MARK: circles

    @Test func circlesListedWithAFailedNewOne() {
        let model = CirclesPage.Model(
            circles: [SatchelAPI.Circle(id: Self.id(60), name: "Family", color: "#e03131", members: [Self.bob, Self.cleo], createdAt: Self.now),
                      SatchelAPI.Circle(id: Self.id(61), name: "Book club", color: "#2f9e44", members: [], createdAt: Self.now)],
            state: FormState(values: ["name": "Family", "color": ""], error: AppError.invalid("name", "circle.name_taken")))
        assertSnapshot(of: CirclesPage.html(model, .detached(path: "/circles")), as: .lines)
    }

    @Test func aCircleWithMembersAndFriendsToAdd() {
        let circle = SatchelAPI.Circle(id: Self.id(60), name: "Family", color: "#e03131", members: [Self.bob], createdAt: Self.now)
        let model = CirclePage.Model(circle: circle, others: [Friend(person: Self.cleo, since: Self.now, circleIds: [])],
                                     state: FormState(values: ["name": "Family", "color": "#e03131"]))
        assertSnapshot(of: CirclePage.html(model, .detached(path: "/circles/00000000-0000-0000-0000-000000000560")), as: .lines)
    }

    @Test func aCircleWithEveryFriendInIt() {
        let circle = SatchelAPI.Circle(id: Self.id(61), name: "Book club", color: "#2f9e44", members: [Self.bob, Self.cleo], createdAt: Self.now)
        let model = CirclePage.Model(circle: circle, others: [], state: FormState(values: ["name": "", "color": "#2f9e44"],
                                                                                 error: AppError.invalid("name", "circle.name_length", ["max": "40"])))
        assertSnapshot(of: CirclePage.html(model, .detached(language: "sv", path: "/circles/00000000-0000-0000-0000-000000000561")), as: .lines)
    }
}
