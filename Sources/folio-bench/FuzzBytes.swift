/// Bounds-checked reads, writes and searches on a file's bytes, for the format-aware mutations.
extension Array where Element == UInt8 {
    /// The big-endian 16-bit value at `offset`, or nil past the end.
    func uint16BE(at offset: Int) -> Int? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        return Int(self[offset]) << 8 | Int(self[offset + 1])
    }

    /// The big-endian 32-bit value at `offset`, or nil past the end.
    func uint32BE(at offset: Int) -> Int? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        return (0..<4).reduce(0) { $0 << 8 | Int(self[offset + $1]) }
    }

    /// The 16-bit value at `offset` in the given byte order, or nil past the end.
    func uint16(at offset: Int, littleEndian: Bool) -> Int? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        return littleEndian ? Int(self[offset]) | Int(self[offset + 1]) << 8 : uint16BE(at: offset)
    }

    /// The 32-bit value at `offset` in the given byte order, or nil past the end.
    func uint32(at offset: Int, littleEndian: Bool) -> Int? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        return littleEndian ? (0..<4).reduce(0) { $0 | Int(self[offset + $1]) << (8 * $1) } : uint32BE(at: offset)
    }

    /// Writes the low `width` bytes of `value` at `offset` big-endian; does nothing past the end.
    mutating func put(_ value: Int, at offset: Int, width: Int, littleEndian: Bool = false) {
        guard offset >= 0, offset + width <= count else { return }
        for index in 0..<width {
            let shift = littleEndian ? 8 * index : 8 * (width - 1 - index)
            self[offset + index] = UInt8(truncatingIfNeeded: value >> shift)
        }
    }

    /// Every offset where `pattern` occurs, in order.
    func offsets(of pattern: [UInt8], from start: Int = 0) -> [Int] {
        guard let first = pattern.first, !pattern.isEmpty, count >= pattern.count else { return [] }
        var found: [Int] = []
        var index = Swift.max(0, start)
        while index + pattern.count <= count {
            if self[index] == first, Array(self[index..<index + pattern.count]) == pattern { found.append(index) }
            index += 1
        }
        return found
    }

    /// Every offset where the ASCII text `pattern` occurs.
    func offsets(of pattern: String, from start: Int = 0) -> [Int] { offsets(of: Array(pattern.utf8), from: start) }

    /// The bytes with `range` (clamped to the array) replaced by `replacement`.
    func replacing(_ range: Range<Int>, with replacement: [UInt8]) -> [UInt8] {
        let lower = Swift.min(Swift.max(0, range.lowerBound), count)
        let upper = Swift.min(Swift.max(lower, range.upperBound), count)
        return Array(self[..<lower]) + replacement + Array(self[upper...])
    }
}
