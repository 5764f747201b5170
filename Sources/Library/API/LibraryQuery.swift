import SatchelCore
import Vapor

/// Catalogue search parameters, read the same way by the API, the web app and OPDS.
enum LibraryQuery {
    /// As `text`, refused (422 on `name`) when longer than `max` as sent: JSON Schema's
    /// `maxLength` counts the value before any trimming.
    static func text(_ req: Request, _ name: String, max: Int) throws -> String? {
        if let raw = req.queryText(name), raw.unicodeScalars.count > max {
            throw AppError.invalid(name, "field.too_long", ["max": "\(max)"])
        }
        return text(req, name)
    }

    static func text(_ req: Request, _ name: String) -> String? {
        guard let value = req.queryText(name) else { return nil }
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A parameter with fixed values. The web form's "any" sends it empty, which means "not
    /// chosen"; for a program the document lists the values and an empty one is wrong.
    static func choice(_ req: Request, _ name: String) -> String? {
        req.isAPI ? req.queryValue(name) : text(req, name)
    }

    static func titles(_ req: Request) throws -> TitleQuery {
        var q = TitleQuery()
        q.text = String((text(req, "q") ?? "").prefix(200))
        if let field = choice(req, "in") {
            guard let value = TitleQuery.Field(rawValue: field) else {
                throw AppError.invalid("in", "library.search_field", ["values": TitleQuery.Field.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            q.field = value
        }
        if let sort = choice(req, "sort") {
            guard let value = TitleQuery.Sort(rawValue: sort) else {
                throw AppError.invalid("sort", "library.sort", ["values": TitleQuery.Sort.allCases.map(\.rawValue).joined(separator: ", ")])
            }
            q.sort = value
        }
        if let order = choice(req, "order") {
            guard order == "asc" || order == "desc" else { throw AppError.invalid("order", "library.order") }
            q.descending = order == "desc"
        }
        q.language = text(req, "language").map { String($0.prefix(8)).lowercased() }
        q.publisher = text(req, "publisher").map { String($0.prefix(200)) }
        q.category = text(req, "category").map { String($0.prefix(200)) }
        if let available = choice(req, "available") {
            guard ["true", "false", "1", "0", "on"].contains(available) else { throw AppError.invalid("available", "library.boolean") }
            q.availableNow = ["true", "1", "on"].contains(available)
        }
        return q
    }

    /// The cursor, and the page size read as every paged read reads it (`req.pageSize()`).
    static func paging(_ req: Request) throws -> (cursor: String?, limit: Int) {
        (text(req, "cursor"), try req.pageSize())
    }
}
