/// What one SQL statement does to the tables, read from its text: the names it mentions, and
/// whether it writes, changes the schema or controls a transaction. It over-approximates on
/// purpose (every table named in a writing statement counts as written): a cache dropped once
/// too often costs a read; one dropped too rarely shows something that is no longer true.
struct StatementTables: Equatable, Sendable {
    enum Control: Equatable, Sendable { case begin, commit, rollback }

    /// Every identifier in the statement (quoted or not), lowercased; the caller keeps the
    /// ones that are tables.
    var names: Set<String> = []
    var writes = false
    /// CREATE, DROP, ALTER: every cache built on the old schema is suspect.
    var changesSchema = false
    var control: Control?

    private static let writeWords: Set<String> = ["INSERT", "UPDATE", "DELETE", "REPLACE", "TRUNCATE", "MERGE", "UPSERT"]
    private static let schemaWords: Set<String> = ["CREATE", "DROP", "ALTER"]

    init(names: Set<String> = [], writes: Bool = false, changesSchema: Bool = false, control: Control? = nil) {
        self.names = names
        self.writes = writes
        self.changesSchema = changesSchema
        self.control = control
    }

    init(sql: String) {
        var first: String?
        let bytes = Array(sql.utf8)
        var i = 0
        func isWordStart(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 || b >= 128 }
        func isWordByte(_ b: UInt8) -> Bool { isWordStart(b) || (b >= 48 && b <= 57) || b == 36 }
        while i < bytes.count {
            let b = bytes[i]
            if b == 39 { // '…' a string literal ('' inside it is a quote)
                i += 1
                while i < bytes.count {
                    if bytes[i] == 39 { if i + 1 < bytes.count && bytes[i + 1] == 39 { i += 2; continue }; break }
                    i += 1
                }
                i += 1
            } else if b == 34 || b == 96 { // "…" or `…`: a quoted identifier
                let quote = b
                var name: [UInt8] = []
                i += 1
                while i < bytes.count {
                    if bytes[i] == quote { if i + 1 < bytes.count && bytes[i + 1] == quote { name.append(quote); i += 2; continue }; break }
                    name.append(bytes[i])
                    i += 1
                }
                i += 1
                names.insert(String(decoding: name, as: UTF8.self).lowercased())
            } else if b == 45, i + 1 < bytes.count, bytes[i + 1] == 45 { // -- a comment to the end of the line
                while i < bytes.count && bytes[i] != 10 { i += 1 }
            } else if b == 47, i + 1 < bytes.count, bytes[i + 1] == 42 { // /* a comment */
                i += 2
                while i + 1 < bytes.count && !(bytes[i] == 42 && bytes[i + 1] == 47) { i += 1 }
                i += 2
            } else if b == 36, i + 1 < bytes.count, bytes[i + 1] >= 48, bytes[i + 1] <= 57 { // $1: a bind
                i += 1
                while i < bytes.count && bytes[i] >= 48 && bytes[i] <= 57 { i += 1 }
            } else if isWordStart(b) {
                let start = i
                while i < bytes.count && isWordByte(bytes[i]) { i += 1 }
                let word = String(decoding: bytes[start..<i], as: UTF8.self)
                let upper = word.uppercased()
                if first == nil { first = upper }
                // `SELECT … FOR UPDATE` locks rows to write them next; counted as a write, harmlessly.
                if Self.writeWords.contains(upper) { writes = true }
                names.insert(word.lowercased())
            } else {
                i += 1
            }
        }
        switch first {
        case "BEGIN", "START": control = .begin
        case "COMMIT", "END": control = .commit
        case "ROLLBACK": control = names.contains("to") ? nil : .rollback // ROLLBACK TO a savepoint keeps the transaction
        case let word? where Self.schemaWords.contains(word): changesSchema = true
        default: break
        }
    }
}
