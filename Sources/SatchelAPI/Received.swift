import Foundation

/// A wish its owner marked received ("I got it"): off its list, kept with the day it came.
/// Only ever the owner's: nothing in it says who gave.
public struct ReceivedWish: Codable, Sendable, Equatable {
    public var wish: Wish
    public var receivedAt: Date
    /// The list it was on; nil for a wish from the inbox.
    public var list: ReceivedFrom?

    public init(wish: Wish, receivedAt: Date, list: ReceivedFrom?) {
        self.wish = wish
        self.receivedAt = receivedAt
        self.list = list
    }
}

/// The list a received wish was on.
public struct ReceivedFrom: Codable, Sendable, Equatable {
    public var id: UUID
    public var name: String

    public init(id: UUID, name: String) {
        self.id = id
        self.name = name
    }
}
