import SatchelTesting
import Fluent
import Foundation
import SatchelAPI
@testable import SatchelCore
import Testing
import Vapor
import VaporTesting

func fixture(_ name: String) throws -> [UInt8] {
    let url = try #require(Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures"))
    return Array(try Data(contentsOf: url))
}

@Suite("Media")
struct MediaTests {
    func upload(_ bytes: [UInt8], type: String, _ session: SessionResponse, _ t: TestContext) async throws -> TestingHTTPResponse {
        try await t.request(.PUT, APIRoute.setPhoto.path, token: session.token,
                            headers: ["Content-Type": type], body: ByteBuffer(bytes: bytes))
    }

    @Test(arguments: [("photo.png", "image/png"), ("photo.webp", "image/webp"), ("photo-with-gps.jpg", "image/jpeg")])
    func aProfilePhotoIsStoredAndServedWithLongCacheHeaders(name: String, type: String) async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await upload(try fixture(name), type: "application/octet-stream", ada, t)
            #expect(res.status == .ok)
            let photoURL = try #require(try res.decode(Me.self).photoURL)
            let item = try #require(try await MediaItem.query(on: t.app.db).first())
            #expect(item.contentType == type)
            #expect((item.width, item.height) == (64, 48))
            let served = try await t.request(.GET, photoURL, token: ada.token)
            #expect(served.status == .ok)
            #expect(served.headers.contentType?.description == type)
            #expect(served.headers.first(name: .cacheControl)?.contains("max-age=31536000") == true)
            #expect(served.headers.first(name: .eTag) == "\"\(item.sha256)\"")
        }
    }

    @Test func locationIsStrippedFromJPEGExifButOrientationIsKept() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let original = try fixture("photo-with-gps.jpg")
            // Latitude 59/1 as little- or big-endian rational, as the camera wrote it.
            let latitudeLE: [UInt8] = [59, 0, 0, 0, 1, 0, 0, 0]
            let latitudeBE: [UInt8] = [0, 0, 0, 59, 0, 0, 0, 1]
            #expect(original.contains(latitudeLE) || original.contains(latitudeBE))
            _ = try await upload(original, type: "image/jpeg", ada, t)
            let item = try #require(try await MediaItem.query(on: t.app.db).first())
            let stored = Array(try Data(contentsOf: URL(fileURLWithPath: t.app.satchel.media.path(for: item.sha256))))
            #expect(!stored.contains(latitudeLE) && !stored.contains(latitudeBE))
            #expect(stored.contains(Array("SatchelCam".utf8)))
            let orientationLE: [UInt8] = [0x12, 0x01, 0x03, 0x00, 0x01, 0x00, 0x00, 0x00, 0x06, 0x00]
            let orientationBE: [UInt8] = [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06]
            #expect(stored.contains(orientationLE) || stored.contains(orientationBE))
        }
    }

    @Test func bytesThatAreNotAnImageAreRefusedWhateverTheyClaim() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await upload(Array("<script>alert(1)</script>".utf8), type: "image/jpeg", ada, t)
            #expect(res.status == .unsupportedMediaType)
            #expect(res.problem?.type == "/problems/unsupported-media-type")
            #expect(try await MediaItem.query(on: t.app.db).count() == 0)
            #expect(try await t.user(ada).photoID == nil)
        }
    }

    @Test func aTruncatedImageIsRefusedAsDamaged() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let res = try await upload(Array(try fixture("photo.png").prefix(40)), type: "image/png", ada, t)
            #expect(res.status == .unprocessableEntity)
            #expect(res.problem?.errors?.first?.code == "image.damaged")
        }
    }

    @Test func anImageOverTheLimitIsRefused() async throws {
        try await withSatchel(settings: { $0.maxUploadBytes = 1000 }) { t in
            let ada = try await t.signUp("ada")
            let res = try await upload(try fixture("photo-with-gps.jpg"), type: "image/jpeg", ada, t)
            #expect(res.status == .payloadTooLarge)
            #expect(try await MediaItem.query(on: t.app.db).count() == 0)
        }
    }

    @Test func photosAreNotServedToSomeoneSignedOut() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            let me = try await upload(try fixture("photo.png"), type: "image/png", ada, t).decode(Me.self)
            #expect(try await t.request(.GET, me.photoURL!).status == .notFound)
        }
    }

    @Test func replacingAPhotoDeletesTheOldFile() async throws {
        try await withSatchel { t in
            let ada = try await t.signUp("ada")
            _ = try await upload(try fixture("photo.png"), type: "image/png", ada, t)
            let first = try #require(try await MediaItem.query(on: t.app.db).first())
            _ = try await upload(try fixture("photo.webp"), type: "image/webp", ada, t)
            #expect(try await MediaItem.query(on: t.app.db).count() == 1)
            #expect(!FileManager.default.fileExists(atPath: t.app.satchel.media.path(for: first.sha256)))
        }
    }
}

extension Array where Element == UInt8 {
    func contains(_ needle: [UInt8]) -> Bool {
        guard needle.count <= count else { return false }
        for i in 0...(count - needle.count) where self[i] == needle[0] && Array(self[i..<i + needle.count]) == needle {
            return true
        }
        return false
    }
}
