import Foundation

/// A mailbox: an optional display name and an address (`Satchel <satchel@example.org>`).
/// The address is checked when made, so nothing read from a setting or a profile can carry a
/// line break (or anything else) into a header or an SMTP command.
public struct MailAddress: Sendable, Equatable, CustomStringConvertible {
    public let name: String?
    public let address: String

    public struct Invalid: Error, CustomStringConvertible, Equatable {
        public let value: String
        public var description: String { "not an email address: \(value.debugDescription)" }
    }

    public init(name: String? = nil, address: String) throws {
        guard Self.isValid(address) else { throw Invalid(value: address) }
        let name = name?.trimmingCharacters(in: .whitespaces)
        self.name = name?.isEmpty == false ? name : nil
        self.address = address
    }

    /// `Name <local@domain>`, `"Name" <local@domain>`, `<local@domain>` or `local@domain`.
    public init(parsing text: String) throws {
        let text = text.trimmingCharacters(in: .whitespaces)
        guard text.hasSuffix(">"), let open = text.lastIndex(of: "<") else {
            try self.init(address: text)
            return
        }
        var name = text[..<open].trimmingCharacters(in: .whitespaces)
        if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
        try self.init(name: name, address: String(text[text.index(after: open)..<text.index(before: text.endIndex)]))
    }

    /// What follows the `@`: where Message-IDs are made.
    public var domain: String { String(address[address.index(after: address.lastIndex(of: "@")!)...]) }

    public var description: String { name.map { "\($0) <\(address)>" } ?? address }

    /// One `@` between a non-empty local part and domain, printable ASCII only, none of the
    /// characters that would end an address in a header or a command. (Internationalised
    /// addresses need SMTPUTF8, which Satchel does not ask servers for.)
    static func isValid(_ address: String) -> Bool {
        guard address.utf8.count <= 254, let at = address.lastIndex(of: "@") else { return false }
        let local = address[..<at], domain = address[address.index(after: at)...]
        guard !local.isEmpty, local.utf8.count <= 64, !domain.isEmpty, !domain.hasPrefix("."), !domain.hasSuffix(".") else { return false }
        let forbidden = Set("<>()[]\\,;:\" ".utf8)
        return address.utf8.allSatisfy { $0 > 32 && $0 < 127 && !forbidden.contains($0) }
            && local.utf8.filter({ $0 == UInt8(ascii: "@") }).isEmpty
    }
}
