/// PNM damage to the text header, rewritten with one thing changed: the width or height (0, negative, one off,
/// past 32 bits, not a number), the maximum value (0, 16 bits for 8-bit data, past 16 bits), the magic number (the
/// raster read as another kind), a long comment (past the 4 KB Folio sniffs, at times), the fields on one line,
/// or nothing after the header.
enum FuzzPNMDamage {
    /// The header's fields and where the raster starts.
    struct Header {
        var magic: String
        var width: String
        var height: String
        /// Absent for bitmaps (P1, P4).
        var maxValue: String?
        var raster: Int
    }

    /// `bytes` damaged one way with its label, or nil when they do not start with a PNM header this can read.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        guard var header = parse(bytes) else { return nil }
        var separator = "\n", comment = "", label: String
        switch random.below(8) {
        case 0, 1, 2:
            let height = random.chance(0.5)
            let current = Int(height ? header.height : header.width) ?? 0
            let value = random.pick(["0", "1", "-1", "\(current + 1)", "\(current * 2)", "65536", "2147483647",
                                     "2147483648", "4294967297", "99999999999999999999", "x", "1e3"]) ?? "0"
            if height { header.height = value } else { header.width = value }
            label = "pnm-\(height ? "h" : "w")=\(value)"
        case 3:
            guard header.maxValue != nil else { return nil }
            let value = random.pick(["0", "1", "15", "256", "65535", "65536", "-255"]) ?? "0"
            header.maxValue = value
            label = "pnm-max=\(value)"
        case 4:
            let magic = random.pick(["P1", "P2", "P3", "P4", "P5", "P6", "P7", "P0"].filter { $0 != header.magic }) ?? "P0"
            label = "pnm-magic=\(magic)"
            header.magic = magic
        case 5:
            comment = "#" + String(repeating: "folio ", count: random.within(50...1_000)) + "\n"
            label = "pnm-comment"
        case 6:
            separator = " "
            label = "pnm-one-line"
        default:
            header.raster = bytes.count
            label = "pnm-no-raster"
        }
        let fields = [header.width, header.height] + (header.maxValue.map { [$0] } ?? [])
        let text = header.magic + "\n" + comment + fields.joined(separator: separator) + "\n"
        return (Array(text.utf8) + bytes[header.raster...], label)
    }

    /// The header of a PNM file (P1–P6), comments skipped, or nil.
    static func parse(_ bytes: [UInt8]) -> Header? {
        guard bytes.count > 3, bytes[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(bytes[1])
        else { return nil }
        let bitmap = bytes[1] == UInt8(ascii: "1") || bytes[1] == UInt8(ascii: "4")
        var tokens: [String] = [], offset = 2
        while tokens.count < (bitmap ? 2 : 3), offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "#") {
                while offset < bytes.count, bytes[offset] != 0x0A { offset += 1 }
            } else if [0x20, 0x09, 0x0A, 0x0D].contains(byte) {
                offset += 1
            } else {
                let start = offset
                while offset < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset]) { offset += 1 }
                guard offset > start else { return nil }
                tokens.append(String(decoding: bytes[start..<offset], as: UTF8.self))
            }
        }
        // One white-space byte ends the header.
        guard tokens.count == (bitmap ? 2 : 3), offset < bytes.count else { return nil }
        return Header(magic: String(decoding: bytes[0..<2], as: UTF8.self), width: tokens[0], height: tokens[1],
                      maxValue: bitmap ? nil : tokens[2], raster: offset + 1)
    }
}
