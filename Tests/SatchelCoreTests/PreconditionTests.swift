import Foundation
@testable import SatchelCore
import Testing

/// `If-Match` as RFC 9110 §13.1.1 reads it: `*` or quoted tags, strong comparison.
@Suite("Preconditions are read from the request once")
struct PreconditionTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func aListOfStrongTagsNamesVersionsAndWeakOnesNeverMatch() throws {
        #expect(try Precondition.parse(ifMatch: ["\"3\""], ifUnmodifiedSince: nil) == .ifMatch(.versions([3])))
        #expect(try Precondition.parse(ifMatch: ["\"3\", W/\"4\",\"5\""], ifUnmodifiedSince: nil) == .ifMatch(.versions([3, 5])))
        #expect(try Precondition.parse(ifMatch: ["\"1\"", "\"2\""], ifUnmodifiedSince: nil) == .ifMatch(.versions([1, 2])))
        let weak = try Precondition.parse(ifMatch: ["W/\"4\""], ifUnmodifiedSince: nil)
        #expect(weak == .ifMatch(.versions([])))
        #expect(!weak.holds(version: 4, lastModified: Self.now))
        // A well-formed tag that is not one of ours matches nothing.
        #expect(try Precondition.parse(ifMatch: ["\"abc\"", "\"03\""], ifUnmodifiedSince: nil) == .ifMatch(.versions([])))
    }

    @Test func aStarAndNoHeaderAreUnconditional() throws {
        let star = try Precondition.parse(ifMatch: ["*"], ifUnmodifiedSince: nil)
        #expect(star == .ifMatch(.any) && !star.isConditional && star.holds(version: 9, lastModified: Self.now))
        let none = try Precondition.parse(ifMatch: [], ifUnmodifiedSince: nil)
        #expect(none == .unconditional && !none.isConditional && none.holds(version: 9, lastModified: Self.now))
    }

    @Test func aMalformedIfMatchIsABadRequest() {
        for bad in ["3", "\"3", "\"3\" \"4\"", "*, \"3\"", "", ",", "W/3", "\"a b\""] {
            #expect(throws: AppError(.badRequest, "if_match_malformed"), "\(bad)") {
                try Precondition.parse(ifMatch: [bad], ifUnmodifiedSince: nil)
            }
        }
    }

    @Test func ifMatchWinsOverIfUnmodifiedSinceWhichStillWorksAlone() throws {
        let date = "Sun, 22 Nov 2026 18:04:05 GMT"
        #expect(try Precondition.parse(ifMatch: ["\"2\""], ifUnmodifiedSince: date) == .ifMatch(.versions([2])))
        let since = try Precondition.parse(ifMatch: [], ifUnmodifiedSince: date)
        guard case .unmodifiedSince(let copy) = since else { Issue.record("not read: \(since)"); return }
        #expect(since.isConditional)
        #expect(since.holds(version: 1, lastModified: copy.addingTimeInterval(0.5)))
        #expect(!since.holds(version: 1, lastModified: copy.addingTimeInterval(1)))
        #expect(try Precondition.parse(ifMatch: [], ifUnmodifiedSince: "yesterday") == .unconditional)
    }
}
