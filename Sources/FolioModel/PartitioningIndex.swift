extension RandomAccessCollection {
    /// The first index whose element is in the second part of a collection parted by `isInSecondPart` (false for
    /// every element before it, true for every element from it on: values sorted ascending and `{ $0 >= v }`
    /// give the first at or past `v`); `endIndex` when no element is. A binary search: O(log n) tests.
    public func partitioningIndex(where isInSecondPart: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex, count = self.count
        while count > 0 {
            let half = count / 2, middle = index(low, offsetBy: half)
            if try isInSecondPart(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
