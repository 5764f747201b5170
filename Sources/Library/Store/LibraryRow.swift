import Foundation
import SQLKit

/// A library as every read shows it (`LibraryStore.library`, `LibraryDirectory`): who it is,
/// its lending rules, its messages and its catalogue's version. Writes change a
/// `LibraryRecord` (`LibraryService.save`, `setAlert`).
public struct LibraryRow: Sendable, Decodable, Equatable {
    public let id: UUID
    /// Short name in addresses: `/library/malmo`.
    public let slug: String
    public let name: String
    /// The catalogue's language (`sv`, `en`, `cs`): its sort order.
    public let language: String
    public let loanDays: Int
    public let pickupDays: Int
    public let maxLoans: Int
    public let maxHolds: Int
    /// Whether people may get a card here themselves.
    public let selfRegistration: Bool
    /// An urgent message on every page of the library.
    public let alert: String?
    /// The help / FAQ page.
    public let help: String
    /// Counts the imports that changed the catalogue (in-memory search indexes follow it).
    public let catalogueVersion: Int

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, slug, name, language, loanDays = "loan_days", pickupDays = "pickup_days", maxLoans = "max_loans", maxHolds = "max_holds"
        case selfRegistration = "self_registration", alert, help, catalogueVersion = "catalogue_version"
    }

    /// What a read selects: exactly the columns above.
    static let columns = SQLRaw(CodingKeys.allCases.map(\.stringValue).joined(separator: ", "))
}

extension LibraryRow {
    /// The library a write just saved, as reads show it.
    public init(_ r: LibraryRecord) throws {
        self.init(id: try r.requireID(), slug: r.slug, name: r.name, language: r.language, loanDays: r.loanDays, pickupDays: r.pickupDays,
                  maxLoans: r.maxLoans, maxHolds: r.maxHolds, selfRegistration: r.selfRegistration, alert: r.alert, help: r.help,
                  catalogueVersion: r.catalogueVersion)
    }
}
