/// BMP damage in the file and info headers: the width and height (0, negative — a top-down image —, huge), bits
/// per pixel, compression (RLE, bit fields, JPEG, PNG, unknown), the pixel data offset (inside the headers, past
/// the end), the colours used, the info header's size (OS/2, V4, V5, bogus) and the file size.
enum FuzzBMPDamage {
    /// `bytes` damaged one way with its label, or nil when they are not a BMP with a Windows info header.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        guard bytes.count > 54, bytes.starts(with: Array("BM".utf8)),
              let infoSize = bytes.uint32(at: 14, littleEndian: true), infoSize >= 40 else { return nil }
        let width = bytes.uint32(at: 18, littleEndian: true) ?? 0
        // Each field: its name, offset, width in bytes, and the values tried.
        let fields: [(String, Int, Int, [Int])] = [
            ("w", 18, 4, [0, 1, -1, 65_535, 0x7FFF_FFFF, -0x8000_0000, width + 1]),
            ("h", 22, 4, [0, 1, -1, -200, 65_535, 0x7FFF_FFFF, -0x8000_0000]),
            ("bpp", 28, 2, [0, 1, 2, 3, 4, 8, 15, 16, 24, 32, 64, 0xFFFF]),
            ("compression", 30, 4, [1, 2, 3, 4, 5, 6, 99]),
            ("offset", 10, 4, [0, 14, 53, bytes.count, bytes.count + 1, 0xFFFF_FFFF]),
            ("colours", 46, 4, [1, 2, 257, 0x7FFF_FFFF, 0xFFFF_FFFF]),
            ("infosize", 14, 4, [12, 16, 52, 108, 124, 0, 0xFFFF_FFFF]),
            ("filesize", 2, 4, [0, 14, bytes.count * 2, 0xFFFF_FFFF]),
            ("planes", 26, 2, [0, 2, 0xFFFF]),
        ]
        // Width, height and bits per pixel twice as often as the rest.
        let index = random.below(fields.count + 3)
        let (name, at, size, values) = fields[index < fields.count ? index : index - fields.count]
        let value = random.pick(values) ?? 0
        var result = bytes
        result.put(value, at: at, width: size, littleEndian: true)
        return (result, "bmp-\(name)=\(value)")
    }
}
