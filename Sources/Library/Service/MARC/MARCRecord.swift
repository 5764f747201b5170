import Foundation

/// One MARC 21 record: the leader and its fields in file order.
public struct MARCRecord: Sendable, Equatable {
    /// The 24-character leader (record length, status, type, encoding in position 9…).
    public var leader: String
    public var fields: [MARCField]

    public init(leader: String, fields: [MARCField]) {
        self.leader = leader
        self.fields = fields
    }

    /// Every field with `tag`, in order.
    public func fields(_ tag: String) -> [MARCField] { fields.filter { $0.tag == tag } }

    /// The first field with `tag`.
    public func field(_ tag: String) -> MARCField? { fields.first { $0.tag == tag } }

    /// A control field's (001–009) value.
    public func control(_ tag: String) -> String? { field(tag)?.value }
}

/// A control field (tag 001–009: one value) or a data field (two indicators and subfields).
public struct MARCField: Sendable, Equatable {
    public var tag: String
    /// Control fields only.
    public var value: String?
    public var indicators: String
    public var subfields: [MARCSubfield]

    public init(tag: String, value: String? = nil, indicators: String = "  ", subfields: [MARCSubfield] = []) {
        self.tag = tag
        self.value = value
        self.indicators = indicators
        self.subfields = subfields
    }

    /// The values of every subfield `code`, in order.
    public func values(_ code: Character) -> [String] { subfields.filter { $0.code == code }.map(\.value) }

    /// The first subfield `code`'s value.
    public func first(_ code: Character) -> String? { subfields.first { $0.code == code }?.value }

    /// Its 880 field — the same data in another script — among `alternates`, linked through
    /// subfield 6 (`880-01` here, `TAG-01/…` there).
    func alternate(in alternates: [MARCTitle.Alternate]) -> MARCField? {
        guard let link = first("6"), link.hasPrefix("880-") else { return nil }
        let occurrence = String(link.dropFirst(4).prefix(2))
        return alternates.first { $0.linkedTag == tag && $0.occurrence == occurrence }?.field
    }
}

public struct MARCSubfield: Sendable, Equatable {
    public var code: Character
    public var value: String

    public init(code: Character, value: String) {
        self.code = code
        self.value = value
    }
}
