/// PDF damage on the bytes of any PDF: xref entries and `startxref` pointing elsewhere, `/Length`,
/// `/MediaBox` (zero, negative, inverted, 14400 pt and beyond) and `/Count` values changed, an object
/// stream cut, zeroed or shortened, segments shuffled, `%%EOF` (and the trailer) missing. A new value is
/// padded with spaces to the old one's width when it is shorter, so the xref offsets stay right.
enum FuzzPDFDamage {
    /// MediaBox arrays tried, each with a short tag for the file name.
    static let mediaBoxes: [(value: String, tag: String)] = [
        ("[0 0 0 0]", "zero"), ("[0 0 -216 -144]", "negative"), ("[216 144 0 0]", "inverted"),
        ("[0 0 14400 14400]", "14400"), ("[0 0 14400 144]", "14400x144"), ("[0 0 216 14400]", "216x14400"),
        ("[0 0 99999999 99999999]", "huge"), ("[0 0 1 1]", "1pt"), ("[0 0 216]", "3values"), ("[]", "empty"),
    ]

    /// `/Count` values tried.
    static let counts = ["0", "-1", "2", "1000000", "2147483647", "99999999999"]

    /// `bytes` damaged one way with its label, or nil when the chosen damage does not apply to this file.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        switch random.below(8) {
        case 0:
            let entries = bytes.offsets(of: " 00000 n").filter { $0 >= 10 }
            guard let entry = random.pick(entries) else { return nil }
            let value = random.pick([0, 9_999_999_999, random.below(bytes.count), max(0, entry - random.within(1...40))]) ?? 0
            let digits = String(value)
            let text = String(repeating: "0", count: max(0, 10 - digits.count)) + digits
            return (bytes.replacing(entry - 10..<entry, with: Array(text.utf8)), "xref-entry=\(value)")
        case 1:
            guard let at = bytes.offsets(of: "startxref").last, let range = token(in: bytes, after: at + 9) else { return nil }
            let value = random.pick(["0", "1", "-5", String(bytes.count + 100), "99999999999", String(random.below(bytes.count))]) ?? "0"
            return (bytes.replacing(range, with: Array(value.utf8)), "startxref=\(value)")
        case 2:
            guard let at = random.pick(bytes.offsets(of: "/Length")), let range = token(in: bytes, after: at + 7) else {
                return nil
            }
            let value = random.pick(["0", "5", "-1", "99999999", "999 0 R", String(random.within(1...4_000))]) ?? "0"
            return (padded(bytes, range, value), "length=\(value.replacingOccurrences(of: " ", with: "_"))")
        case 3:
            guard let at = random.pick(bytes.offsets(of: "/MediaBox")), let range = token(in: bytes, after: at + 9),
                  let box = random.pick(mediaBoxes) else { return nil }
            return (padded(bytes, range, box.value), "mediabox=\(box.tag)")
        case 4:
            guard let at = random.pick(bytes.offsets(of: "/Count")), let range = token(in: bytes, after: at + 6),
                  let value = random.pick(counts) else { return nil }
            return (padded(bytes, range, value), "count=\(value)")
        case 5:
            guard let at = bytes.offsets(of: "/Type /ObjStm").first, let start = bytes.offsets(of: "stream\n", from: at).first,
                  let end = bytes.offsets(of: "endstream", from: start).first, end > start + 8 else { return nil }
            let data = start + 7, cut = random.within(start + 7...end - 1)
            switch random.below(3) {
            case 0: return (Array(bytes[..<cut]), "objstm-cut@\(cut - data)")
            case 1: return (bytes.replacing(data..<cut, with: Array(repeating: 0x20, count: cut - data)), "objstm-blank\(cut - data)")
            default: return (bytes.replacing(cut..<end, with: []), "objstm-short\(end - cut)")
            }
        case 6:
            let pieces = random.within(3...6)
            var cuts = (1..<pieces).map { _ in random.below(bytes.count) }.sorted()
            cuts = [0] + cuts + [bytes.count]
            var segments = (0..<pieces).map { Array(bytes[cuts[$0]..<cuts[$0 + 1]]) }
            let original = segments
            for index in stride(from: segments.count - 1, to: 0, by: -1) {
                segments.swapAt(index, random.below(index + 1))
            }
            if segments == original { segments.reverse() }
            return (Array(segments.joined()), "shuffle\(pieces)")
        default:
            guard let eof = bytes.offsets(of: "%%EOF").last else { return nil }
            if random.chance(0.5), let trailer = bytes.offsets(of: "startxref").last {
                return (Array(bytes[..<trailer]), "no-startxref")
            }
            return (Array(bytes[..<eof]), "no-eof")
        }
    }

    /// The value after `offset`: leading blanks skipped, then a `[…]` array, or a number or name optionally
    /// followed by `G R` (an indirect reference), plus the spaces after it.
    static func token(in bytes: [UInt8], after offset: Int) -> Range<Int>? {
        var start = offset
        while start < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[start]) { start += 1 }
        guard start < bytes.count else { return nil }
        var end = start
        if bytes[start] == UInt8(ascii: "[") {
            guard let close = bytes[start...].prefix(200).firstIndex(of: UInt8(ascii: "]")) else { return nil }
            end = close + 1
        } else {
            func word(_ from: Int) -> Int {
                var to = from
                while to < bytes.count, !" \n\r\t/<>[]()".utf8.contains(bytes[to]) { to += 1 }
                return to
            }
            end = word(start)
            // `5 0 R`: keep the generation number and the R with the object number.
            let generation = end + 1, reference = word(generation) + 1
            if reference < bytes.count, bytes[end] == 0x20, bytes[reference] == UInt8(ascii: "R"),
               word(generation) > generation, bytes[reference - 1] == 0x20 {
                end = reference + 1
            }
        }
        guard end > start else { return nil }
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        return start..<end
    }

    /// `bytes` with `range` replaced by `value`, padded with spaces to the range's width when shorter.
    static func padded(_ bytes: [UInt8], _ range: Range<Int>, _ value: String) -> [UInt8] {
        var text = Array(value.utf8)
        if text.count < range.count { text += Array(repeating: 0x20, count: range.count - text.count) }
        return bytes.replacing(range, with: text)
    }
}
