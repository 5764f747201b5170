import Foundation
import SatchelAPI
@testable import SatchelCore
import SatchelTesting
import Testing
import Vapor
import VaporTesting

/// A phone camera's photo on a form with typed text (issue 41): over the stored-photo limit the
/// form comes back as typed with the limit in MB beside the photo, and nothing is kept.
@Suite("Photos too large for a form")
struct PhotoFormTests {
    /// What a phone camera makes: ~13 MB, over the 10 MB limit. Only its first bytes are a JPEG's.
    static let phonePhoto: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0x5A, count: 13 * 1_000_000)

    static let typed: [(String, String)] = [("name", "Beach kite"), ("amount", "49,90"), ("currency", "EUR"),
                                            ("store", "Kite shop"), ("notes", "The red one, not the blue")]

    /// The bytes of every file in the data folder, to see that nothing of a body was kept.
    static func bytesOnDisk(_ t: TestContext) -> Int {
        let folder = URL(fileURLWithPath: t.context.settings.dataDirectory)
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        return (files?.allObjects as? [URL] ?? []).reduce(0) { sum, url in
            sum + ((try? url.resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0)
        }
    }

    @Test func aPhonePhotoOnTheNewWishFormKeepsEverythingTypedAndSaysTheLimitInMB() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let before = Self.bytesOnDisk(t)
            let res = try await ada.postFile("/wishes/new", Self.typed, file: "photo", bytes: Self.phonePhoto)
            #expect(res.status == .unprocessableEntity)
            let page = res.body.string
            #expect(page.contains("Photos can be up to 10 MB."))
            #expect(page.contains("f-photo-error"), "the message is beside the photo field")
            for (_, value) in Self.typed { #expect(page.contains(value), "\(value) is kept") }
            #expect(try await ada.get("/wishes").body.string.contains("Beach kite") == false, "nothing was saved")
            #expect(Self.bytesOnDisk(t) - before < 1_000_000, "nothing of the photo was kept on disk")
        }
    }

    @Test func aPhonePhotoOnTheEditFormKeepsTheChangesTypedAndChangesNothing() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let made = try await ada.post("/wishes/new", ["name": "Kite"])
            let wish = try #require(made.headers.first(name: .location)?.split(separator: "?").first.map(String.init))
            let res = try await ada.postFile(wish + "/edit", Self.typed + [("version", "1")], file: "photo", bytes: Self.phonePhoto)
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("Photos can be up to 10 MB.") && res.body.string.contains("value=\"Beach kite\""))
            let shown = try await ada.get(wish).body.string
            #expect(shown.contains("Kite") && !shown.contains("Beach kite"), "the wish is unchanged")
        }
    }

    @Test func aPhotoWithinTheLimitIsSavedWithTheWish() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.postFile("/wishes/new", Self.typed, file: "photo", filename: "photo.png", type: "image/png",
                                             bytes: try wishFixture("photo.png"))
            #expect(res.status == .seeOther)
            let wish = try #require(res.headers.first(name: .location))
            let page = try await ada.get(wish).body.string
            #expect(page.contains("Beach kite") && page.contains("/media/"), "the wish and its photo were saved")
        }
    }

    @Test func aPhotoFormWithoutItsTokenIsRefusedAndSavesNothing() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.postFile("/wishes/new", Self.typed, file: "photo", bytes: try wishFixture("photo.png"), csrf: false)
            #expect(res.status == .forbidden)
            #expect(try await ada.get("/wishes").body.string.contains("Beach kite") == false)
        }
    }

    @Test func aBodyBeyondWhatAPhotoFormReadsSaysTheLimitInMBAndLeadsBackToTheForm() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let huge = [UInt8](repeating: 0x5A, count: PhotoForm.bodyCap + 1)
            let res = try await ada.postFile("/wishes/new", Self.typed, file: "photo", bytes: huge)
            #expect(res.status == .payloadTooLarge)
            #expect(res.body.string.contains("Photos can be up to 10 MB") && res.body.string.contains("href=\"/wishes/new\" class=\"button\">Back to the form"))
            #expect(try await ada.get("/wishes").body.string.contains("Beach kite") == false)
        }
    }

    @Test func aPhonePhotoOnTheProfileSaysTheLimitInMB() async throws {
        try await withSatchel { t in
            var ada = Browser(t: t)
            _ = try await ada.signUp("ada")
            let res = try await ada.postFile("/profile/photo", [], file: "photo", bytes: Self.phonePhoto, from: "/profile")
            #expect(res.status == .unprocessableEntity)
            #expect(res.body.string.contains("Photos can be up to 10 MB."))
        }
    }
}
