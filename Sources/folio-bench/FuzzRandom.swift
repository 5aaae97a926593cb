/// SplitMix64: the fuzz's own seedable generator, so that a seed always produces the same inputs.
struct FuzzRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator starting from `seed`.
    init(seed: UInt64) { state = seed }

    /// An independent generator for one input: derived from the session seed, the format and the input index,
    /// so an input does not depend on how many others were generated before it.
    init(seed: UInt64, stream: UInt64, index: UInt64) {
        var mixer = FuzzRandom(seed: seed ^ (stream &* 0x9E37_79B9_7F4A_7C15) ^ (index &* 0xD6E8_FEB8_6659_FD93))
        state = mixer.next()
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform integer in `0..<bound` (0 when `bound` is not positive).
    mutating func below(_ bound: Int) -> Int {
        guard bound > 0 else { return 0 }
        return Int(next() % UInt64(bound))
    }

    /// A uniform integer in `range`.
    mutating func within(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool {
        Double(next() >> 11) / Double(UInt64(1) << 53) < probability
    }

    /// A uniformly chosen element; nil for an empty array.
    mutating func pick<T>(_ items: [T]) -> T? {
        items.isEmpty ? nil : items[below(items.count)]
    }

    /// A random byte.
    mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
}
