extension RandomAccessCollection {
    /// The first index whose element satisfies `isAbove` (or `endIndex`), by binary search:
    /// `isAbove` must be false for a prefix of the collection and true for the rest (as
    /// "≥ x" is over ascending elements).
    @inlinable
    public func partitionPoint(where isAbove: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var length = count
        while length > 0 {
            let half = length / 2
            let middle = index(low, offsetBy: half)
            if try isAbove(self[middle]) {
                length = half
            } else {
                low = index(after: middle)
                length -= half + 1
            }
        }
        return low
    }
}
