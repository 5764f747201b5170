import Foundation
import SatchelCore

/// The Library's kinds of notification (texts `notification.<kind>` in the catalogue).
public enum LibraryNotification {
    /// A copy is kept for you: borrow it before the pickup window ends.
    public static let holdReady = "library.hold_ready"
    /// Your ready hold was not collected in time and passed to the next person.
    public static let holdExpired = "library.hold_expired"
    /// A loan ends in 3 days.
    public static let loanEnding = "library.loan_ending"
    /// A loan ended and the book went back.
    public static let loanExpired = "library.loan_expired"
    /// A title on your to-be-read list can be borrowed now.
    public static let available = "library.available"
    /// The library withdrew a title you were waiting for: your hold is cancelled.
    public static let titleWithdrawn = "library.title_withdrawn"

    /// A hold paused 365 days in a row ended.
    public static let holdLapsed = "library.hold_lapsed"
    /// A paused hold's pause ended: it waits again in its place.
    public static let holdResumed = "library.hold_resumed"

    static let all = [holdReady, holdExpired, loanEnding, loanExpired, available, titleWithdrawn, holdLapsed, holdResumed]
    /// Mailed unless the person turns it off: a ready hold is lost if not collected in time, a
    /// lapsed hold is lost for good.
    static let mailedByDefault = [holdReady, holdLapsed]

    /// Stores a notification for the card's user (the account last signed in with it), inside
    /// the caller's transaction; publish the result once committed.
    static func notify(_ kind: String, card: CardRecord, title: TitleRecord, library: LibraryRow, extra: [String: String] = [:],
                       context: SatchelContext) async throws -> InboxNotification? {
        guard let user = card.userID else { return nil }
        return try await notify(kind, user: user, title: title, library: library, extra: extra, context: context)
    }

    static func notify(_ kind: String, user: UUID, title: TitleRecord, library: LibraryRow, extra: [String: String] = [:],
                       context: SatchelContext) async throws -> InboxNotification? {
        var params = ["title": title.title, "library": library.name]
        params.merge(extra) { a, _ in a }
        return try await context.notifications.notify(user: user, actor: nil, kind: kind, params: params,
                                                   link: LibraryPath.title(library.slug, try title.requireID()).path, live: false)
    }
}
