import SQLKit

/// The database's tables and what a write to each reaches through its foreign keys
/// (`ON DELETE CASCADE`, `SET NULL`, `SET DEFAULT`, and the same on update): deleting a wish list
/// deletes its wishes without a statement naming them. Read from the database's own catalogue.
struct DatabaseTables: Sendable {
    let names: Set<String>
    /// Table → the tables whose rows a write to it may change by a foreign key's action.
    let reached: [String: Set<String>]

    init(names: Set<String>, actions: [(child: String, parent: String)]) {
        self.names = names
        var children: [String: Set<String>] = [:]
        for link in actions { children[link.parent, default: []].insert(link.child) }
        var reached: [String: Set<String>] = [:]
        for table in names {
            var seen: Set<String> = [table]
            var next = [table]
            while let parent = next.popLast() {
                for child in children[parent] ?? [] where seen.insert(child).inserted { next.append(child) }
            }
            reached[table] = seen
        }
        self.reached = reached
    }

    /// The tables a statement writing to `tables` may change.
    func written(_ tables: Set<String>) -> Set<String> {
        tables.reduce(into: Set<String>()) { $0.formUnion(reached[$1] ?? [$1]) }
    }

    private struct Row: Decodable {
        let table: String
        let parent: String?
        let onDelete: String?
        let onUpdate: String?
        enum CodingKeys: String, CodingKey { case table, parent, onDelete = "on_delete", onUpdate = "on_update" }
    }

    /// Reads them from SQLite's `sqlite_master` or PostgreSQL's `pg_constraint`.
    static func load(_ sql: any SQLDatabase) async throws -> DatabaseTables {
        let query: SQLQueryString = sql.dialect.name == "sqlite"
            ? """
              SELECT m.name AS "table", f."table" AS parent, f.on_delete AS on_delete, f.on_update AS on_update
              FROM sqlite_master m LEFT JOIN pragma_foreign_key_list(m.name) f
              WHERE m.type = 'table'
              """
            : """
              SELECT c.relname AS "table", p.relname AS parent, k.confdeltype::text AS on_delete, k.confupdtype::text AS on_update
              FROM pg_class c
              JOIN pg_namespace n ON n.oid = c.relnamespace
              LEFT JOIN pg_constraint k ON k.conrelid = c.oid AND k.contype = 'f'
              LEFT JOIN pg_class p ON p.oid = k.confrelid
              WHERE c.relkind IN ('r', 'p') AND n.nspname = current_schema()
              """
        let rows = try await sql.raw(query).all(decoding: Row.self)
        // SQLite spells the actions out; PostgreSQL gives a letter (a: no action, r: restrict).
        let inert: Set<String> = ["NO ACTION", "RESTRICT", "a", "r"]
        let acts = { (action: String?) in action.map { !inert.contains($0) } ?? false }
        return DatabaseTables(
            names: Set(rows.map { $0.table.lowercased() }),
            actions: rows.compactMap { row in
                guard let parent = row.parent, acts(row.onDelete) || acts(row.onUpdate) else { return nil }
                return (row.table.lowercased(), parent.lowercased())
            })
    }
}
