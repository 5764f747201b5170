import SatchelCore

/// Secret Santa's kinds of notification (texts `notification.<kind>`). None names a pair:
/// a question and an answer carry no actor, a redraw tells only the givers it changed.
public enum ExchangeNotification {
    public static let invited = "wishes.exchange_invited"
    public static let drawn = "wishes.exchange_drawn"
    public static let redrawn = "wishes.exchange_redrawn"
    public static let question = "wishes.exchange_question"
    public static let answered = "wishes.exchange_answered"
    /// The organiser changed the budget or the day.
    public static let changed = "wishes.exchange_changed"

    static let all = [invited, drawn, redrawn, question, answered, changed]
    /// Mailed unless the person turns it off: being asked to take part, and the draw made.
    static let mailedByDefault = [invited, drawn]
}
