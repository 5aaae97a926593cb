/// A stateless hash of integer lattice coordinates to 0..<1, for per-pixel or per-cell detail (specks, printed
/// words) that must not consume a seeded generator pixel by pixel.
struct PixelHash {
    var seed: UInt64

    /// Draws the hash's own seed.
    init(random: inout SeededRandom) { seed = random.next() }

    /// The value for cell `(a, b)`, uniform in 0..<1.
    func unit(_ a: Int, _ b: Int) -> Double {
        var z = seed ^ (UInt64(bitPattern: Int64(a)) &* 0x9E37_79B9_7F4A_7C15)
            ^ (UInt64(bitPattern: Int64(b)) &* 0xC2B2_AE3D_27D4_EB4F)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(UInt64(1) << 53)
    }
}
