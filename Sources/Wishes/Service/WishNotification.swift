import SatchelCore

/// The wish lists' kinds of notification (texts `notification.<kind>` in the catalogue).
public enum WishNotification {
    public static let listShared = "wishes.list_shared"
    public static let listUpdated = "wishes.list_updated"
    public static let reservedChanged = "wishes.reserved_changed"
    public static let reservedDeleted = "wishes.reserved_deleted"
    public static let pledgeComplete = "wishes.pledge_complete"
    public static let comment = "wishes.comment"
    /// The owner started collecting money for a wish you are giving (it takes none until you release it).
    public static let reservedFunding = "wishes.reserved_funding"
    /// The first money came in for a wish you are giving, from friends who cannot see that you are.
    public static let reservedDonated = "wishes.reserved_donated"
    /// A wish you gave (reserved, pledged, gave money for) arrived: its owner marked it received.
    public static let received = "wishes.received"

    static let all = [listShared, listUpdated, reservedChanged, reservedDeleted, pledgeComplete, comment, reservedFunding,
                      reservedDonated, received]
    /// Mailed unless the person turns it off: a list shared with you, a group gift now covered.
    static let mailedByDefault = [listShared, pledgeComplete]
}

/// Wish photos are seen by whoever can see the wish.
enum WishMedia {
    static let purpose = "wish"
}
