import FluentKit
import SQLKit

extension Database {
    /// The database as SQLKit sees it. Satchel runs only on SQL databases (SQLite and
    /// PostgreSQL, and the statement counter that wraps them), so this is the one place that
    /// says so; every read and write that needs SQL reaches the database through it.
    public var sql: any SQLDatabase {
        guard let sql = self as? any SQLDatabase else {
            preconditionFailure("Satchel needs an SQL database; \(type(of: self)) is not one")
        }
        return sql
    }
}

extension SatchelContext {
    /// The context's database (or transaction) for SQL statements.
    public var sql: any SQLDatabase { db.sql }
}
