import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import SQLKit
import Testing
import VaporTesting

/// Issue 42: zones from devices are stored under their current names (Chromium reports India as
/// Asia/Calcutta; the place data only knows Asia/Kolkata).
@Suite("Time zones stored under their current names")
struct CanonicalTimeZoneTests {
    static let placeZones = Set(PlaceDirectory.bundledPlaces().map(\.timeZone))

    @Test func everyAliasMapsToACurrentZoneFoundationKnowsAndNeverLosesThePlaceData() {
        #expect(TimeZones.aliases.count > 100, "the table is generated from tzdata's links")
        for (alias, name) in TimeZones.aliases.sorted(by: { $0.key < $1.key }) {
            #expect(TimeZone(identifier: name) != nil, "\(alias) → \(name), which Foundation does not know")
            #expect(TimeZones.aliases[name] == nil, "\(alias) → \(name), itself an alias")
            #expect(!Self.placeZones.contains(alias) || Self.placeZones.contains(name),
                    "\(alias) is a place-data zone; \(name) is not")
            #expect(TimeZones.canonicalName(alias) == name)
        }
    }

    @Test func theNamesBrowsersReportLandOnZonesThePlaceDataKnows() {
        for (old, current) in [("Asia/Calcutta", "Asia/Kolkata"), ("Asia/Saigon", "Asia/Ho_Chi_Minh"), ("Europe/Kiev", "Europe/Kyiv"),
                               ("US/Eastern", "America/New_York"), ("Asia/Katmandu", "Asia/Kathmandu"), ("Asia/Rangoon", "Asia/Yangon")] {
            #expect(TimeZones.canonicalName(old) == current)
            #expect(Self.placeZones.contains(current), "\(current) is not in cities.tsv")
        }
        #expect(TimeZones.canonicalName("Etc/UTC") == "UTC" && TimeZones.canonicalName("UTC") == "UTC", "Satchel stores UTC as UTC")
        #expect(TimeZones.canonicalName("Europe/Bratislava") == "Europe/Bratislava", "a country's own name is kept")
        #expect(TimeZones.canonicalName("Mars/Olympus_Mons") == nil)
        #expect(!TimeZones.all.contains("Asia/Calcutta") && TimeZones.all.contains("Asia/Kolkata"), "the settings list offers current names")
    }

    @Test func signingUpSigningInAndTheProfileStoreTheCurrentName() async throws {
        try await withSatchel { t in
            let res = try await t.request(.signUp, json: SignUpRequest(displayName: "Ada", username: "ada", email: "ada@example.org",
                                                                       password: "correct horse battery", timeZone: "Asia/Calcutta"))
            let ada = try res.decode(SessionResponse.self)
            #expect(ada.user.timeZone == "Asia/Kolkata")
            let moved = try await t.request(.updateMe, token: ada.token, json: ProfileUpdate(timeZone: "US/Eastern")).decode(Me.self)
            #expect(moved.timeZone == "America/New_York")
            let bob = try await t.signUp("bob")
            let signedIn = try await t.request(.signIn, json: SignInRequest(login: "bob", password: "correct horse battery", timeZone: "Asia/Saigon"))
            #expect(try signedIn.decode(SessionResponse.self).user.timeZone == "Asia/Ho_Chi_Minh")
            #expect(try await User.find(bob.user.id, on: t.app.db)?.timeZone == "Asia/Ho_Chi_Minh")
        }
    }

    @Test func theBrowsersOldNameIsReadAsTheCurrentOneOnPagesAndAtSignUp() async throws {
        try await withSatchel { t in
            var web = Browser(t: t, cookies: ["satchel_tz": "Asia/Calcutta"])
            _ = try await web.signUp("ada")
            #expect(try await User.query(on: t.app.db).filter(\.$username == "ada").first()?.timeZone == "Asia/Kolkata")
            var guest = Browser(t: t, cookies: ["satchel_tz": "Europe/Kiev"])
            #expect(try await guest.get("/sign-in").body.string.contains(#"data-time-zone="Europe/Kyiv""#))
        }
    }

    @Test func theMigrationRewritesOldNamesAlreadyStored() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada"), bob = try await t.signUp("bob")
            let sql = t.app.db as! any SQLDatabase
            try await sql.raw("UPDATE users SET time_zone = 'Asia/Calcutta' WHERE id = \(bind: ada.user.id)").run()
            try await sql.raw("UPDATE users SET time_zone = 'Europe/Helsinki' WHERE id = \(bind: bob.user.id)").run()
            try await CanonicalizeStoredTimeZones<User>().prepare(on: t.app.db)
            #expect(try await User.find(ada.user.id, on: t.app.db)?.timeZone == "Asia/Kolkata")
            #expect(try await User.find(bob.user.id, on: t.app.db)?.timeZone == "Europe/Helsinki")
        }
    }
}
