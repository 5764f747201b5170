/// The inbox kinds of "Where shall we eat?".
public enum EatPollNotification {
    /// Someone invited you to vote.
    public static let invited = "eats.poll_invited"
    /// The poll closed: the place, its hours that day, a link to it on the map.
    public static let decided = "eats.poll_decided"

    static let all = [invited, decided]
}
