import Fluent

/// Users, their sessions and tokens, and the sign-in throttle.
struct CreateUser: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(User.schema)
            .id()
            .field("username", .string, .required)
            .field("email", .string, .required)
            .field("photo_id", .uuid)
            .field("display_name", .string, .required)
            .field("password_hash", .string, .required)
            .field("search_key", .string, .required)
            .field("bio", .string, .required)
            .field("language", .string)
            .field("is_admin", .bool, .required)
            .field("created_at", .datetime, .required)
            .unique(on: "username")
            .unique(on: "email")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(User.schema).delete()
    }
}

struct CreateAuthToken: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(AuthToken.schema)
            .id()
            .field("token_hash", .string, .required)
            .field("user_id", .uuid, .required, .references(User.schema, .id, onDelete: .cascade))
            .field("kind", .string, .required)
            .field("name", .string, .required)
            .field("csrf_token", .string)
            .field("keep_signed_in", .bool, .required)
            .field("created_at", .datetime, .required)
            .field("last_used_at", .datetime)
            .field("expires_at", .datetime, .required)
            .unique(on: "token_hash")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(AuthToken.schema).delete()
    }
}

struct CreateSignInThrottle: AsyncMigration {
    func prepare(on database: any Database) async throws {
        try await database.schema(SignInThrottle.schema)
            .id()
            .field("key", .string, .required)
            .field("failures", .int, .required)
            .field("window_started_at", .datetime, .required)
            .field("locked_until", .datetime)
            .unique(on: "key")
            .create()
    }

    func revert(on database: any Database) async throws {
        try await database.schema(SignInThrottle.schema).delete()
    }
}
