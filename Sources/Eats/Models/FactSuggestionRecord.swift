import Fluent
import Foundation

/// One person's suggested fix to a restaurant's facts: only the fields they changed (`changes`,
/// JSON of `FactChanges`), open until its contributor or a moderator accepts or refuses it.
final class FactSuggestionRecord: Model, @unchecked Sendable {
    static let schema = "eats_fact_suggestions"

    @ID(key: .id) var id: UUID?
    @Field(key: "restaurant_id") var restaurantID: UUID
    @Field(key: "suggested_by") var suggestedBy: UUID
    @Field(key: "changes") var changes: String
    @Field(key: "note") var note: String
    /// `open`, `accepted` or `refused`.
    @Field(key: "status") var status: String
    /// Each review is a write against the version read: two reviewers at once, one wins.
    @Field(key: "version") var version: Int
    @OptionalField(key: "reviewed_by") var reviewedBy: UUID?
    @OptionalField(key: "reviewed_at") var reviewedAt: Date?
    @Field(key: "created_at") var createdAt: Date

    init() {}
}
