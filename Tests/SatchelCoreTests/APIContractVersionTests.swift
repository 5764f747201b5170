import Foundation
@testable import SatchelServer
import Testing
import Yams

/// Every versioned thing's operations say so in `openapi.yaml` (issue 46): the `ETag` on the
/// owner's answers, `If-Match` on changes, and a `412` that carries `current`.
@Suite("The API contract documents versions")
struct APIContractVersionTests {
    /// `METHOD path`: answers with the thing (an `ETag`), and whether the operation takes `If-Match`.
    static let versioned: [(operation: String, ifMatch: Bool)] = [
        ("post /api/v1/wishes", false), ("get /api/v1/wishes/{wishId}", false), ("put /api/v1/wishes/{wishId}", true),
        ("delete /api/v1/wishes/{wishId}", true), ("post /api/v1/wishes/{wishId}/move", true),
        ("put /api/v1/wishes/{wishId}/photo", true), ("delete /api/v1/wishes/{wishId}/photo", true),
        ("post /api/v1/lists", false), ("get /api/v1/lists/{listId}", false), ("put /api/v1/lists/{listId}", true),
        ("delete /api/v1/lists/{listId}", true),
        ("post /api/v1/lists/{listId}/shares", true), ("delete /api/v1/lists/{listId}/shares/{userId}", true),
        ("get /api/v1/lists/{listId}/public-link", false), ("put /api/v1/lists/{listId}/public-link", true),
        ("post /api/v1/lists/{listId}/public-link", true), ("delete /api/v1/lists/{listId}/public-link", true),
        ("get /api/v1/wishes/{wishId}/funding", false), ("post /api/v1/wishes/{wishId}/funding", false),
        ("put /api/v1/wishes/{wishId}/funding", true), ("post /api/v1/wishes/{wishId}/funding/close", true),
        ("get /api/v1/library/libraries/{libraryId}/to-be-read", false),
        ("put /api/v1/library/titles/{titleId}/to-be-read", true), ("delete /api/v1/library/titles/{titleId}/to-be-read", true),
        ("get /api/v1/me", false), ("patch /api/v1/me", true), ("put /api/v1/me/photo", true), ("delete /api/v1/me/photo", true),
        ("post /api/v1/spots/reminders", false), ("get /api/v1/spots/reminders/{reminderId}", false),
        ("put /api/v1/spots/reminders/{reminderId}", true), ("delete /api/v1/spots/reminders/{reminderId}", true),
        ("post /api/v1/spots/reminders/{reminderId}/done", true), ("delete /api/v1/spots/reminders/{reminderId}/done", true),
        ("post /api/v1/spots/reminders/{reminderId}/snooze", true),
        ("post /api/v1/spots/lists", false), ("put /api/v1/spots/lists/{listId}", true), ("delete /api/v1/spots/lists/{listId}", true),
        ("post /api/v1/circles", false), ("get /api/v1/circles/{circleId}", false), ("patch /api/v1/circles/{circleId}", true),
        ("delete /api/v1/circles/{circleId}", true),
        ("put /api/v1/circles/{circleId}/members/{userId}", false), ("delete /api/v1/circles/{circleId}/members/{userId}", false),
    ]

    static func document() throws -> [String: Any] {
        try #require(try Yams.load(yaml: SatchelServer.openAPIDocument()) as? [String: Any])
    }

    static func ref(_ value: Any?) -> String? { (value as? [String: Any])?["$ref"] as? String }

    @Test func everyVersionedOperationDocumentsItsETagIfMatchAndTheConflict() throws {
        let document = try Self.document()
        let paths = try #require(document["paths"] as? [String: Any])
        let components = try #require(document["components"] as? [String: Any])
        let responses = try #require(components["responses"] as? [String: Any])
        for (name, takesIfMatch) in Self.versioned {
            let parts = name.split(separator: " ").map(String.init)
            let operation = try #require((paths[parts[1]] as? [String: Any])?[parts[0]] as? [String: Any], "\(name)")
            let answers = try #require(operation["responses"] as? [String: Any])
            if let success = (answers["200"] ?? answers["201"]) as? [String: Any] {
                #expect(Self.ref((success["headers"] as? [String: Any])?["ETag"]) == "#/components/headers/ETag", "\(name): no ETag")
            }
            let parameters = (operation["parameters"] as? [Any] ?? []).compactMap(Self.ref)
            #expect(parameters.contains("#/components/parameters/IfMatch") == takesIfMatch, "\(name): If-Match")
            guard takesIfMatch else { continue }
            let reference = try #require(Self.ref(answers["412"]), "\(name): no 412")
            let conflict = String(reference.split(separator: "/").last ?? "")
            let body = try #require((responses[conflict] as? [String: Any]).flatMap { $0["content"] as? [String: Any] })
            let schema = try #require((body["application/problem+json"] as? [String: Any])?["schema"] as? [String: Any])
            let parts412 = schema["allOf"] as? [[String: Any]] ?? []
            #expect(parts412.contains { (($0["properties"] as? [String: Any])?["current"]) != nil }, "\(name): 412 without current")
        }
    }

    /// Each versioned schema has its `version`.
    @Test func everyVersionedThingHasItsVersionField() throws {
        let schemas = try #require((try Self.document()["components"] as? [String: Any])?["schemas"] as? [String: Any])
        for name in ["Wish", "WishList", "Reminder", "ReminderList", "Circle", "Me"] {
            let properties = (schemas[name] as? [String: Any])?["properties"] as? [String: Any]
            #expect(properties?["version"] != nil, "\(name)")
        }
    }
}
