import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

@Suite("Friends, requests and invitations")
struct FriendsAPITests {
    @Test func aFriendRequestNotifiesTheOtherAndAcceptingMakesThemFriends() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let sent = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(username: "bob"))
            #expect(sent.status == .created)
            let bobsInbox = try await t.request(.notifications, token: bob.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(bobsInbox.items.map(\.kind) == [NotificationKind.friendRequest])
            let incoming = try await t.request(.friendRequests, token: bob.token).decode(FriendRequests.self).incoming
            #expect(incoming.map(\.from.username) == ["ada"])
            #expect(try await t.request(.acceptFriendRequest(incoming[0].id), token: bob.token).status == .ok)
            let adasFriends = try await t.request(.friends, token: ada.token).decode(SatchelAPI.Page<Friend>.self)
            #expect(adasFriends.items.map(\.person.username) == ["bob"])
            let adasInbox = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(adasInbox.items.map(\.kind) == [NotificationKind.friendAccepted])
        }
    }

    @Test func requestsListWhoAskedWhomEachSideAsTheViewerSeesItNewestFirst() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let cat = try await t.signUp("cat")
            let dan = try await t.signUp("dan")
            _ = try await t.request(.sendFriendRequest, token: bob.token, json: NewFriendRequest(userId: ada.user.id))
            t.clock.advance(by: 60)
            _ = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: cat.user.id))
            t.clock.advance(by: 60)
            _ = try await t.request(.sendFriendRequest, token: dan.token, json: NewFriendRequest(userId: ada.user.id))
            _ = try await t.request(.sendFriendRequest, token: bob.token, json: NewFriendRequest(userId: cat.user.id))
            let requests = try await t.request(.friendRequests, token: ada.token).decode(FriendRequests.self)
            #expect(requests.incoming.map(\.from.username) == ["dan", "bob"])
            #expect(requests.incoming.allSatisfy { $0.from.relationship == "requestReceived" && $0.to.username == "ada" && $0.to.relationship == "self" })
            #expect(requests.outgoing.map(\.to.username) == ["cat"])
            #expect(requests.outgoing.allSatisfy { $0.to.relationship == "requestSent" && $0.from.username == "ada" && $0.from.relationship == "self" })
        }
    }

    @Test func onlyThePersonAskedCanAccept() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let request = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id))
                .decode(FriendRequest.self)
            #expect(try await t.request(.acceptFriendRequest(request.id), token: ada.token).status == .notFound)
            #expect(try await t.context.friends.areFriends(ada.user.id, bob.user.id) == false)
        }
    }

    @Test func askingSomeoneWhoAlreadyAskedYouMakesYouFriends() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            _ = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id))
            let back = try await t.request(.sendFriendRequest, token: bob.token, json: NewFriendRequest(userId: ada.user.id))
            #expect(back.status == .ok)
            #expect(try back.decode(Friend.self).person.username == "ada")
            #expect(try await Friendship.query(on: t.app.db).count() == 1)
        }
    }

    @Test func aSecondRequestToTheSamePersonIsAConflict() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            _ = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id))
            let again = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id))
            #expect(again.status == .conflict)
        }
    }

    @Test func decliningAndCancellingRemoveTheRequest() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let first = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id)).decode(FriendRequest.self)
            #expect(try await t.request(.declineFriendRequest(first.id), token: bob.token).status == .noContent)
            let second = try await t.request(.sendFriendRequest, token: ada.token, json: NewFriendRequest(userId: bob.user.id)).decode(FriendRequest.self)
            #expect(try await t.request(.cancelFriendRequest(second.id), token: bob.token).status == .notFound)
            #expect(try await t.request(.cancelFriendRequest(second.id), token: ada.token).status == .noContent)
            #expect(try await Friendship.query(on: t.app.db).count() == 0)
        }
    }

    @Test func unfriendingTakesEachOutOfTheOthersCircles() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            try await t.befriend(ada, bob)
            let circle = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Pals", memberIds: [bob.user.id]))
                .decode(SatchelAPI.Circle.self)
            _ = try await t.request(.createCircle, token: bob.token, json: CircleDraft(name: "Mates", memberIds: [ada.user.id]))
            #expect(try await t.request(.unfriend(bob.user.id), token: ada.token).status == .noContent)
            #expect(try await t.request(.circle(circle.id), token: ada.token).decode(SatchelAPI.Circle.self).members.isEmpty)
            #expect(try await CircleMember.query(on: t.app.db).count() == 0)
        }
    }

    @Test func searchFindsPeopleByNameIgnoringCaseAndAccents() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.signUp("eva", name: "Eva Svobodová")
            _ = try await t.signUp("evan", name: "Evan Smith")
            let found = try await t.request(.searchPeople, token: ada.token, query: "?q=svobodova").decode(SatchelAPI.Page<Person>.self)
            #expect(found.items.map(\.username) == ["eva"])
            let prefix = try await t.request(.searchPeople, token: ada.token, query: "?q=EV").decode(SatchelAPI.Page<Person>.self)
            #expect(Set(prefix.items.map(\.username)) == ["eva", "evan"])
        }
    }

    @Test func searchTakesUnderscoresAndPercentSignsLiterally() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.signUp("bob_smith", name: "Bob")
            _ = try await t.signUp("bobxsmith", name: "Robert")
            let found = try await t.request(.searchPeople, token: ada.token, query: "?q=bob_s").decode(SatchelAPI.Page<Person>.self)
            #expect(found.items.map(\.username) == ["bob_smith"])
            let percent = try await t.request(.searchPeople, token: ada.token, query: "?q=b%25h").decode(SatchelAPI.Page<Person>.self)
            #expect(percent.items.isEmpty)
        }
    }

    @Test func searchFindsPeopleByTheStartOfAnyWordOfTheirName() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.signUp("bob", name: "Bob Novák")
            _ = try await t.signUp("carol", name: "Carol Jones")
            let surname = try await t.request(.searchPeople, token: ada.token, query: "?q=nov").decode(SatchelAPI.Page<Person>.self)
            #expect(surname.items.map(\.username) == ["bob"])
            let inside = try await t.request(.searchPeople, token: ada.token, query: "?q=ovak").decode(SatchelAPI.Page<Person>.self)
            #expect(inside.items.isEmpty)
        }
    }

    @Test func searchWithTwoWordsFindsThePeopleWithBothInAnyOrder() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.signUp("eva", name: "Eva Svobodová")
            _ = try await t.signUp("evan", name: "Evan Smith")
            _ = try await t.signUp("sven", name: "Sven Svoboda")
            for q in ["eva%20svo", "svob%20ev"] {
                let found = try await t.request(.searchPeople, token: ada.token, query: "?q=\(q)").decode(SatchelAPI.Page<Person>.self)
                #expect(found.items.map(\.username) == ["eva"], "\(q)")
            }
        }
    }

    @Test func searchPutsTheExactUsernameFirstAmongManyWhoseNamesMatch() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for n in 0..<25 { _ = try await t.signUp("ab\(n)", name: "Aaron Bobbington \(n)") }
            _ = try await t.signUp("bobb", name: "Zed Zimmer")
            let found = try await t.request(.searchPeople, token: ada.token, query: "?q=bobb").decode(SatchelAPI.Page<Person>.self)
            #expect(found.items.count == 20)
            #expect(found.items.first?.username == "bobb")
            #expect(found.items.dropFirst().allSatisfy { $0.displayName.hasPrefix("Aaron Bobbington") })
        }
    }

    @Test func aRenamedPersonIsFoundByTheNewNameAndNotTheOld() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob", name: "Bob Novák")
            let res = try await t.request(.updateMe, token: bob.token, json: ProfileUpdate(displayName: "Robert Dvořák"))
            #expect(res.status == .ok, "\(res.body.string)")
            let new = try await t.request(.searchPeople, token: ada.token, query: "?q=dvor").decode(SatchelAPI.Page<Person>.self)
            #expect(new.items.map(\.username) == ["bob"])
            let old = try await t.request(.searchPeople, token: ada.token, query: "?q=novak").decode(SatchelAPI.Page<Person>.self)
            #expect(old.items.isEmpty)
        }
    }

    @Test func searchMatchesEmailsOnlyExactly() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await t.signUp("bob")
            let partial = try await t.request(.searchPeople, token: ada.token, query: "?q=bob%40example").decode(SatchelAPI.Page<Person>.self)
            #expect(partial.items.isEmpty)
            let exact = try await t.request(.searchPeople, token: ada.token, query: "?q=BOB%40example.org").decode(SatchelAPI.Page<Person>.self)
            #expect(exact.items.map(\.username) == ["bob"])
        }
    }

    @Test func signingUpThroughAnInvitationMakesFriendsWithTheInviter() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let invitation = try await t.request(.createInvitation, token: ada.token).decode(Invitation.self)
            let url = try #require(invitation.url)
            #expect(url.hasPrefix("http://satchel.test/invite/"))
            let token = String(url.split(separator: "/").last!)
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Newt", username: "newt", email: "newt@example.org",
                                                                       password: "correct horse battery", invitation: token))
            #expect(res.status == .created)
            let newt = try res.decode(SessionResponse.self)
            #expect(try await t.context.friends.areFriends(ada.user.id, newt.user.id))
            let inbox = try await t.request(.notifications, token: ada.token).decode(SatchelAPI.Page<NotificationItem>.self)
            #expect(inbox.items.map(\.kind) == [NotificationKind.invitationAccepted])
            // Single use.
            let again = try await t.request(.signUp, json: SignUpRequest(displayName: "Other", username: "other", email: "o@example.org",
                                                                         password: "correct horse battery", invitation: token))
            #expect(again.problem?.errors?.first?.code == "invitation.used")
            #expect(try await User.query(on: t.app.db).count() == 2)
        }
    }

    @Test func anExpiredInvitationIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada", keep: true)
            let invitation = try await t.request(.createInvitation, token: ada.token).decode(Invitation.self)
            let token = String(invitation.url!.split(separator: "/").last!)
            t.clock.advance(by: 15 * 24 * 3600)
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Late", username: "late", email: "late@example.org",
                                                                       password: "correct horse battery", invitation: token))
            #expect(res.problem?.errors?.first?.code == "invitation.expired")
            let listed = try await t.request(.invitations, token: ada.token).decode([Invitation].self)
            #expect(listed.map(\.status) == ["expired"])
            #expect(listed[0].url == nil)
        }
    }

    @Test func friendsPageWithAStableCursor() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for i in 0..<5 {
                let other = try await t.signUp("friend\(i)")
                try await t.befriend(other, ada)
                t.clock.advance(by: 1)
            }
            let first = try await t.request(.friends, token: ada.token, query: "?limit=2").decode(SatchelAPI.Page<Friend>.self)
            let second = try await t.request(.friends, token: ada.token, query: "?limit=2&cursor=\(first.nextCursor!)").decode(SatchelAPI.Page<Friend>.self)
            let third = try await t.request(.friends, token: ada.token, query: "?limit=2&cursor=\(second.nextCursor!)").decode(SatchelAPI.Page<Friend>.self)
            let all = (first.items + second.items + third.items).map(\.person.username)
            #expect(all == ["friend4", "friend3", "friend2", "friend1", "friend0"])
            #expect(third.nextCursor == nil)
            #expect(try await t.request(.friends, token: ada.token, query: "?cursor=garbage").status == .unprocessableEntity)
        }
    }
}

@Suite("Circles")
struct CirclesAPITests {
    @Test func onlyFriendsCanBePutInACircle() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let res = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Pals", memberIds: [bob.user.id]))
            #expect(res.problem?.errors?.first?.field == "memberIds")
            #expect(try await CircleRecord.query(on: t.app.db).count() == 0)
        }
    }

    @Test func circleNamesAreUniquePerOwnerIgnoringCase() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            #expect(try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Family")).status == .created)
            let clash = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "family"))
            #expect(clash.problem?.errors?.first?.code == "circle.name_taken")
            #expect(try await t.request(.createCircle, token: bob.token, json: CircleDraft(name: "Family")).status == .created)
        }
    }

    @Test func someoneElsesCircleIsNotFound() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let bob = try await t.signUp("bob")
            let circle = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Family")).decode(SatchelAPI.Circle.self)
            #expect(try await t.request(.circle(circle.id), token: bob.token).status == .notFound)
            #expect(try await t.request(.deleteCircle(circle.id), token: bob.token).status == .notFound)
        }
    }

    @Test func aBadColourIsRefused() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            for colour in ["red", "#ＡＢ1234", "#12345g"] {
                let res = try await t.request(.createCircle, token: ada.token, json: CircleDraft(name: "Family", color: colour))
                #expect(res.problem?.errors?.first?.field == "color", "\(colour)")
            }
        }
    }
}
