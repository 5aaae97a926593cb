/// GIF damage: the logical screen size; the global colour table's size or presence; an image's position and size
/// (off or beyond the screen); its LZW minimum code size; the interlace flag; a data sub-block's length; LZW data
/// scrambled; a graphic control extension's length; a second, contradicting image; no image; no trailer.
enum FuzzGIFDamage {
    /// One image of a GIF: the offsets of its descriptor (its `2C`), its LZW code size byte and its data
    /// sub-blocks' length bytes.
    struct Frame {
        var descriptor: Int
        var codeSize: Int
        var blocks: [Int]
        /// Just past its terminating empty sub-block.
        var end: Int
    }

    /// `bytes` damaged one way with its label, or nil when they are not a GIF this can parse.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        guard let (images, extensions, trailer) = parse(bytes), let image = images.first else { return nil }
        var result = bytes
        switch random.below(10) {
        case 0, 1:
            let height = random.chance(0.5)
            let value = random.pick([0, 1, 65_535, random.within(2...5_000)]) ?? 0
            result.put(value, at: height ? 8 : 6, width: 2, littleEndian: true)
            return (result, "screen-\(height ? "h" : "w")=\(value)")
        case 2:
            if random.chance(0.3) {
                result[10] &= 0x7F
                return (result, "no-gct")
            }
            let size = random.below(8)
            result[10] = bytes[10] & 0xF8 | UInt8(size)
            return (result, "gct-size=\(size)")
        case 3, 4:
            let field = random.below(4)
            let value = random.pick([0, 1, 65_535, (bytes.uint16(at: 6 + 2 * (field % 2), littleEndian: true) ?? 0) + 1]) ?? 0
            result.put(value, at: image.descriptor + 1 + 2 * field, width: 2, littleEndian: true)
            return (result, "image-\(["left", "top", "w", "h"][field])=\(value)")
        case 5:
            let value = random.pick([0, 1, 9, 11, 12, 13, 255]) ?? 0
            result[image.codeSize] = UInt8(value)
            return (result, "lzw-size=\(value)")
        case 6:
            if random.chance(0.4) {
                result[image.descriptor + 9] ^= 0x40
                return (result, "interlace-flip")
            }
            guard let block = random.pick(image.blocks) else { return nil }
            let value = random.pick([0, 1, 254, 255]) ?? 0
            result[block] = UInt8(value)
            return (result, "subblock-len=\(value)")
        case 7:
            guard let block = image.blocks.first, bytes[block] > 2 else { return nil }
            let count = random.within(1...8)
            for _ in 0..<count { result[block + 1 + random.below(Int(bytes[block]))] = random.byte() }
            return (result, "lzw-noise\(count)")
        case 8:
            if random.chance(0.4), let gce = extensions.first {
                let value = random.pick([0, 1, 3, 255]) ?? 0
                result[gce + 2] = UInt8(value)
                return (result, "ext-len=\(value)")
            }
            // A second image, its descriptor saying another size.
            var copy = Array(bytes[image.descriptor..<image.end])
            copy.put(random.pick([0, 1, 65_535]) ?? 1, at: 5, width: 2, littleEndian: true)
            copy.put(random.pick([0, 1, 65_535]) ?? 1, at: 7, width: 2, littleEndian: true)
            result.replaceSubrange(trailer..<trailer, with: copy)
            return (result, "two-images")
        default:
            if random.chance(0.5), trailer < bytes.count {
                return (Array(bytes[..<trailer]), "no-trailer")
            }
            return (result.replacing(image.descriptor..<image.end, with: []), "no-image")
        }
    }

    /// The images, the offsets of the extension introducers (`21`), and where the trailer is (or the end), or nil
    /// when the bytes are not a GIF with an image this can walk.
    static func parse(_ bytes: [UInt8]) -> (images: [Frame], extensions: [Int], trailer: Int)? {
        guard bytes.count > 13, bytes.starts(with: Array("GIF".utf8)) else { return nil }
        var offset = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        var images: [Frame] = [], extensions: [Int] = []
        while offset < bytes.count, images.count < 16 {
            switch bytes[offset] {
            case 0x21:
                extensions.append(offset)
                guard let end = skipBlocks(bytes, from: offset + 2) else { return nil }
                offset = end.end
            case 0x2C:
                guard offset + 10 < bytes.count else { return nil }
                let flags = bytes[offset + 9]
                let codeSize = offset + 10 + (flags & 0x80 != 0 ? 3 << (Int(flags & 7) + 1) : 0)
                guard let blocks = skipBlocks(bytes, from: codeSize + 1) else { return nil }
                images.append(Frame(descriptor: offset, codeSize: codeSize, blocks: blocks.lengths, end: blocks.end))
                offset = blocks.end
            default:
                return images.isEmpty ? nil : (images, extensions, offset)
            }
        }
        return images.isEmpty ? nil : (images, extensions, min(offset, bytes.count))
    }

    /// The offsets of the length bytes of the sub-blocks from `start` and the offset past their empty terminator,
    /// or nil when they run past the end.
    private static func skipBlocks(_ bytes: [UInt8], from start: Int) -> (lengths: [Int], end: Int)? {
        var offset = start, lengths: [Int] = []
        while offset < bytes.count {
            let length = Int(bytes[offset])
            if length == 0 { return (lengths, offset + 1) }
            lengths.append(offset)
            offset += 1 + length
        }
        return nil
    }
}
