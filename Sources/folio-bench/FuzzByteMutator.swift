/// Format-blind damage: bit flips, overwritten runs, truncation, a duplicated or deleted range. Offsets lean
/// towards the header half of the time, where one bad byte changes how the rest is read.
enum FuzzByteMutator {
    /// `bytes` damaged one way, with a short label for the file name (e.g. `cut@812`).
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String) {
        guard !bytes.isEmpty else { return (bytes, "empty") }
        var result = bytes
        switch random.below(5) {
        case 0:
            let flips = random.within(1...16)
            for _ in 0..<flips {
                let offset = self.offset(in: result, random: &random)
                result[offset] ^= UInt8(1) << UInt8(random.below(8))
            }
            return (result, "flip\(flips)")
        case 1:
            let offset = self.offset(in: result, random: &random)
            let length = min(random.within(1...64), result.count - offset)
            let fill = random.below(3)
            for index in offset..<offset + length {
                result[index] = fill == 0 ? 0 : fill == 1 ? 0xFF : random.byte()
            }
            return (result, "run\(length)x\(["00", "ff", "rnd"][fill])@\(offset)")
        case 2:
            let offset = random.chance(0.3) ? random.below(min(64, result.count)) : random.below(result.count)
            return (Array(result[..<offset]), "cut@\(offset)")
        case 3:
            let offset = self.offset(in: result, random: &random)
            let length = min(random.within(1...512), result.count - offset)
            let range = offset..<offset + length
            return (result.replacing(range, with: Array(result[range]) + Array(result[range])), "dup\(length)@\(offset)")
        default:
            let offset = self.offset(in: result, random: &random)
            let length = min(random.within(1...512), result.count - offset)
            return (result.replacing(offset..<offset + length, with: []), "del\(length)@\(offset)")
        }
    }

    /// A random offset in `bytes` (non-empty), in the first kilobyte half of the time.
    private static func offset(in bytes: [UInt8], random: inout FuzzRandom) -> Int {
        random.chance(0.5) ? random.below(min(1_024, bytes.count)) : random.below(bytes.count)
    }
}
