/// Every string that starts with a prefix, as a range an index can answer (`>= prefix AND <
/// upperBound`): LIKE 'x%' cannot use SQLite's index, and both databases compare these columns
/// in byte order ("C" collation).
public enum PrefixRange {
    /// The least string above every string that starts with `prefix`.
    public static func upperBound(_ prefix: String) -> String { prefix + "\u{10FFFF}" }
}
