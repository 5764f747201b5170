import Foundation
import SatchelAPI
import SQLKit

/// The accounts' read layer: plain rows decoded once. Writes stay on `User` and `AuthToken`.
struct AccountsStore: Sendable {
    let sql: any SQLDatabase

    /// A token still usable at `now`.
    private static func live(at now: Date) -> SQLQueryString { "expires_at > \(bind: now)" }

    /// The person's sessions and API tokens still live at `now`, newest first: plain rows by the
    /// person's index (`IndexAuthTokensByPerson`), not models by reflection.
    func liveTokens(user: UUID, now: Date) async throws -> [TokenRow] {
        try await sql.select().columns(TokenRow.CodingKeys.allCases.map(\.stringValue)).from(AuthToken.schema)
            .where("user_id", .equal, user).where(Self.live(at: now))
            .orderBy("created_at", .descending)
            .all(decoding: TokenRow.self)
    }

    /// The session or token of `kind` whose secret hashes to `tokenHash`, with its person, in one
    /// read (a model and an eager load were two). Expired ones too: the caller removes them.
    func session(tokenHash: String, kind: String) async throws -> (session: SessionRow, user: ViewerUser)? {
        let tokens = SQLIdentifier(AuthToken.schema), users = SQLIdentifier(User.schema)
        let sessionColumns: [any SQLExpression] = SessionRow.CodingKeys.allCases.map {
            SQLAlias(SQLColumn(SQLIdentifier($0.stringValue), table: tokens), as: SQLIdentifier(SessionRow.prefix + $0.stringValue))
        }
        let userColumns: [any SQLExpression] = ViewerUser.CodingKeys.allCases.map { SQLColumn(SQLIdentifier($0.stringValue), table: users) }
        guard let row = try await sql.select().columns(sessionColumns + userColumns).from(tokens)
            .join(users, on: SQLColumn(SQLIdentifier("id"), table: users), .equal, SQLColumn(SQLIdentifier("user_id"), table: tokens))
            .where(SQLColumn(SQLIdentifier("token_hash"), table: tokens), .equal, SQLBind(tokenHash))
            .where(SQLColumn(SQLIdentifier("kind"), table: tokens), .equal, SQLBind(kind))
            .first()
        else { return nil }
        return (try row.decode(model: SessionRow.self, prefix: SessionRow.prefix), try row.decode(model: ViewerUser.self))
    }
}

/// A session or API token as the settings list it (never its secret or hash).
struct TokenRow: Sendable, Decodable {
    let id: UUID
    let name: String
    let kind: String
    let createdAt: Date
    let lastUsedAt: Date?
    let expiresAt: Date

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, name, kind, createdAt = "created_at", lastUsedAt = "last_used_at", expiresAt = "expires_at"
    }

    /// `current`: the token of the request asking, marked as "this device".
    func info(current: UUID?) -> TokenInfo {
        TokenInfo(id: id, name: name, kind: kind, createdAt: createdAt, lastUsedAt: lastUsedAt, expiresAt: expiresAt, isCurrent: id == current)
    }
}

extension SatchelContext {
    /// The accounts' reads on this context's database (or transaction).
    var accountsStore: AccountsStore { AccountsStore(sql: sql) }
}
