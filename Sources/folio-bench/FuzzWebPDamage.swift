/// WebP damage: the RIFF size; a chunk's size, type or presence; the VP8 frame header (width, height, scale,
/// version, key-frame bit, first partition size, start code); the VP8L header (width, height, version); the VP8X
/// canvas and flags, or a VP8X inserted whose canvas contradicts the image; the ALPH header.
enum FuzzWebPDamage {
    /// One chunk: its type, the offset of its header, and its data size as written.
    struct Chunk {
        var type: String
        var offset: Int
        var size: Int
        var data: Int { offset + 8 }
    }

    /// `bytes` damaged one way with its label, or nil when they are not a WebP or the damage finds nothing.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        guard let chunks = parse(bytes) else { return nil }
        func chunk(_ type: String) -> Chunk? { chunks.first { $0.type == type } }
        var result = bytes
        switch random.below(9) {
        case 0:
            let value = random.pick([0, 4, 12, bytes.count - 9, bytes.count, bytes.count + 1_000, 0xFFFF_FFFF]) ?? 0
            result.put(value, at: 4, width: 4, littleEndian: true)
            return (result, "riff-size=\(value)")
        case 1, 2:
            guard let target = random.pick(chunks) else { return nil }
            let value = random.pick([0, 1, target.size - 1, target.size + 1, target.size + 100, 0x7FFF_FFFF, 0xFFFF_FFFF]) ?? 0
            result.put(value, at: target.offset + 4, width: 4, littleEndian: true)
            return (result, "\(FuzzBoxes.label(target.type))-size=\(value)")
        case 3:
            guard let vp8 = chunk("VP8 "), vp8.size >= 10 else { return nil }
            // Frame tag (key frame bit, version, show, first partition size), start code, 14-bit sizes + 2-bit scales.
            switch random.below(5) {
            case 0, 1:
                let height = random.chance(0.5)
                let value = random.pick([0, 1, 16_383, 0x4000 | 300, 0xC000 | 200, 0xFFFF]) ?? 0
                result.put(value, at: vp8.data + (height ? 8 : 6), width: 2, littleEndian: true)
                return (result, "vp8-\(height ? "h" : "w")=\(value)")
            case 2:
                let value = random.pick([0, 1, 0x7FFFF, vp8.size]) ?? 0
                let tag = (Int(bytes[vp8.data]) & 0x1F) | value << 5
                result.put(tag, at: vp8.data, width: 3, littleEndian: true)
                return (result, "vp8-partition=\(value)")
            case 3:
                let value = random.pick([1, 4, 7]) ?? 1
                result[vp8.data] = bytes[vp8.data] & 0xF1 | UInt8(value << 1)
                return (result, "vp8-version=\(value)")
            default:
                if random.chance(0.5) {
                    result[vp8.data] ^= 1
                    return (result, "vp8-interframe")
                }
                result[vp8.data + 3 + random.below(3)] ^= 0xFF
                return (result, "vp8-startcode")
            }
        case 4:
            guard let vp8l = chunk("VP8L"), vp8l.size >= 5, let header = bytes.uint32(at: vp8l.data + 1, littleEndian: true)
            else { return nil }
            // 14 bits width − 1, 14 bits height − 1, alpha, 3 bits version.
            let field = random.below(3)
            let (shift, bits, value) = switch field {
            case 0, 1: (14 * field, 14, random.pick([0, 0x3FFF, random.below(0x3FFF)]) ?? 0)
            default: (29, 3, random.within(1...7))
            }
            let mask = ((1 << bits) - 1) << shift
            result.put(header & ~mask | value << shift, at: vp8l.data + 1, width: 4, littleEndian: true)
            return (result, "vp8l-\(["w", "h", "version"][field])=\(value)")
        case 5:
            if let vp8x = chunk("VP8X"), vp8x.size >= 10 {
                return canvas(result, at: vp8x.data, label: "vp8x", random: &random)
            }
            // A VP8X inserted after the RIFF header, the RIFF size kept right.
            var inserted = Array("VP8X".utf8) + [10, 0, 0, 0] + [UInt8](repeating: 0, count: 10)
            let damaged = canvas(inserted, at: 8, label: "vp8x-insert", random: &random)
            inserted = damaged.bytes
            result.replaceSubrange(12..<12, with: inserted)
            result.put(result.count - 8, at: 4, width: 4, littleEndian: true)
            return (result, damaged.label)
        case 6:
            guard let alph = chunk("ALPH"), alph.size >= 1 else { return nil }
            let value = random.pick([0x02, 0x03, 0x0C, 0x30, 0xFF]) ?? 0xFF
            result[alph.data] = UInt8(value)
            return (result, "alph-header=\(value)")
        case 7:
            guard let target = random.pick(chunks) else { return nil }
            let type = random.pick(["VP8 ", "VP8L", "VP8X", "ALPH", "ANIM", "ANMF"].filter { $0 != target.type }) ?? "VP8 "
            result.replaceSubrange(target.offset..<target.offset + 4, with: Array(type.utf8))
            return (result, "\(FuzzBoxes.label(target.type))-as-\(FuzzBoxes.label(type))")
        default:
            guard chunks.count > 1, let target = random.pick(chunks) else { return nil }
            let end = min(bytes.count, target.data + target.size + target.size % 2)
            result.replaceSubrange(target.offset..<end, with: [])
            result.put(result.count - 8, at: 4, width: 4, littleEndian: true)
            return (result, "drop-\(FuzzBoxes.label(target.type))")
        }
    }

    /// The VP8X chunk data at `at` given a canvas size (24-bit width − 1 and height − 1) and flags of its choosing.
    private static func canvas(_ bytes: [UInt8], at: Int, label: String, random: inout FuzzRandom)
        -> (bytes: [UInt8], label: String) {
        var result = bytes
        let flags = random.pick([0x00, 0x02, 0x10, 0x20, 0x3E]) ?? 0
        let width = random.pick([0, 1, 299, 16_383, 0xFF_FFFF]) ?? 0
        let height = random.pick([0, 1, 199, 16_383, 0xFF_FFFF]) ?? 0
        result[at] = UInt8(flags)
        result.put(width, at: at + 4, width: 3, littleEndian: true)
        result.put(height, at: at + 7, width: 3, littleEndian: true)
        return (result, "\(label)-flags=\(flags)-w=\(width + 1)-h=\(height + 1)")
    }

    /// The chunks after `RIFF`, size, `WEBP` (at most 64), or nil when the bytes do not start so.
    static func parse(_ bytes: [UInt8]) -> [Chunk]? {
        guard bytes.count > 20, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8)
        else { return nil }
        var chunks: [Chunk] = []
        var offset = 12
        while offset + 8 <= bytes.count, chunks.count < 64, let size = bytes.uint32(at: offset + 4, littleEndian: true) {
            let type = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            chunks.append(Chunk(type: type, offset: offset, size: size))
            offset += 8 + size + size % 2
        }
        return chunks.isEmpty ? nil : chunks
    }
}
