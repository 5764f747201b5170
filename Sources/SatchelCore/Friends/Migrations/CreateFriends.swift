import Fluent

/// Friend requests and friendships, one row per pair.
struct CreateFriendship: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(Friendship.schema)
            .id()
            .field("pair_key", .string, .required)
            .field("requester_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("addressee_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("status", .string, .required)
            .field("created_at", .datetime, .required)
            .field("accepted_at", .datetime)
            .unique(on: "pair_key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(Friendship.schema).delete()
    }
}

/// Invitation links for people not yet on Satchel.
struct CreateInvitation: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(InvitationRecord.schema)
            .id()
            .field("token_hash", .string, .required)
            .field("inviter_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("accepted_by_id", .uuid, .references(User.schema, .id, onDelete: .setNull))
            .field("created_at", .datetime, .required)
            .field("expires_at", .datetime, .required)
            .field("accepted_at", .datetime)
            .unique(on: "token_hash")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(InvitationRecord.schema).delete()
    }
}

/// Circles and their members.
struct CreateCircle: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(CircleRecord.schema)
            .id()
            .field("owner_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("name", .string, .required)
            .field("name_key", .string, .required)
            .field("color", .string, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "owner_id", "name_key")
            .create()
        try await database.schema(CircleMember.schema)
            .id()
            .field("circle_id", .uuid, .required, .references(CircleRecord.schema, .id, onDelete: .cascade))
            .field("member_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("added_at", .datetime, .required)
            .unique(on: "circle_id", "member_id")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(CircleMember.schema).delete()
        try await database.schema(CircleRecord.schema).delete()
    }
}

/// Invitations that carry an app's intent (share a list) and where to land after sign-up.
struct AddPayloadToInvitation: AsyncMigration {
    func prepare(on database: any Database) async throws {
        // One column per statement: SQLite adds a single column per ALTER TABLE.
        try await database.schema(InvitationRecord.schema).field("payload", .string).update()
        try await database.schema(InvitationRecord.schema).field("next_path", .string).update()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(InvitationRecord.schema).deleteField("next_path").update()
        try await database.schema(InvitationRecord.schema).deleteField("payload").update()
    }
}
