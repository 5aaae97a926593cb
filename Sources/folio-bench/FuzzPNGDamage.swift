import FolioImaging

/// PNG-aware damage: IHDR fields (width and height 0 or huge, bit depth, colour type, interlace), bad CRCs,
/// IDAT cut, duplicated, reordered, dropped or corrupted, a missing IEND, bogus chunk lengths, an unknown
/// critical chunk. Changed chunks get a correct CRC unless the label ends in `-badcrc`, so decoders look at the
/// value instead of stopping at the checksum.
enum FuzzPNGDamage {
    /// One chunk: its type and its data (length and CRC are written from them).
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    /// `bytes` damaged one way with its label, or nil when they are not a PNG this can parse.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        guard var chunks = parse(bytes), let ihdr = chunks.firstIndex(where: { $0.type == "IHDR" }),
              chunks[ihdr].data.count == 13 else { return nil }
        // IHDR changes keep a correct CRC most of the time; otherwise IHDR's CRC is written as zero.
        let ihdrCRC = random.chance(0.85)
        var fixCRC = true
        var label: String
        switch random.below(11) {
        case 0, 1:
            let field = random.chance(0.5) ? 0 : 4
            let value = random.pick([0, 1, 65_535, 0x7FFF_FFFF, 0xFFFF_FFFF, 1_000_000, random.within(2...5_000)]) ?? 0
            chunks[ihdr].data.put(value, at: field, width: 4)
            fixCRC = ihdrCRC
            label = "ihdr-\(field == 0 ? "w" : "h")=\(value)"
        case 2:
            let depth = random.pick([0, 1, 2, 3, 4, 16, 255]) ?? 0
            chunks[ihdr].data[8] = UInt8(depth)
            fixCRC = ihdrCRC
            label = "ihdr-depth=\(depth)"
        case 3:
            let colour = random.pick([1, 2, 3, 4, 5, 6, 7, 255]) ?? 0
            chunks[ihdr].data[9] = UInt8(colour)
            fixCRC = ihdrCRC
            label = "ihdr-colour=\(colour)"
        case 4:
            let (index, value) = (random.within(10...12), random.pick([1, 2, 255]) ?? 1)
            chunks[ihdr].data[index] = UInt8(value)
            fixCRC = ihdrCRC
            label = "ihdr-\(["compression", "filter", "interlace"][index - 10])=\(value)"
        case 5:
            let type = chunks[random.below(chunks.count)].type
            return (serialize(chunks, fixCRC: true, corruptCRCOf: type), "crc-\(type.lowercased())")
        case 6:
            guard let (split, pieces) = splitIDAT(chunks, random: &random) else { return nil }
            chunks = split
            let action = random.below(3)
            switch action {
            case 0: chunks.swapAt(pieces.lowerBound, pieces.upperBound - 1)
            case 1: chunks.insert(chunks[pieces.lowerBound], at: pieces.lowerBound + 1)
            default: chunks.remove(at: pieces.lowerBound + random.below(pieces.count))
            }
            label = "idat-\(["reorder", "dup", "drop"][action])\(pieces.count)"
        case 7:
            guard let idat = chunks.firstIndex(where: { $0.type == "IDAT" }), chunks[idat].data.count > 2 else { return nil }
            let keep = random.below(chunks[idat].data.count)
            chunks[idat].data = Array(chunks[idat].data[..<keep])
            label = "idat-cut@\(keep)"
        case 8:
            guard let idat = chunks.firstIndex(where: { $0.type == "IDAT" }), chunks[idat].data.count > 8 else { return nil }
            let count = random.within(1...8)
            for _ in 0..<count { chunks[idat].data[random.within(2...chunks[idat].data.count - 1)] = random.byte() }
            label = "idat-zlib\(count)"
        case 9:
            chunks.removeAll { $0.type == "IEND" }
            label = "no-iend"
        default:
            if random.chance(0.5) {
                chunks.insert(Chunk(type: "ZZZZ", data: (0..<16).map { _ in random.byte() }), at: ihdr + 1)
                label = "critical-zzzz"
            } else {
                let target = random.below(chunks.count)
                let value = random.pick([0, 0x7FFF_FFFF, 0xFFFF_FFFF, chunks[target].data.count + 100]) ?? 0
                var file = serialize(chunks, fixCRC: true)
                file.put(value, at: offsets(of: chunks)[target], width: 4)
                return (file, "len-\(chunks[target].type.lowercased())=\(value)")
            }
        }
        if !fixCRC { label += "-badcrc" }
        return (serialize(chunks, fixCRC: fixCRC), label)
    }

    /// The chunks after the signature, or nil when the bytes are not a complete PNG chunk sequence.
    static func parse(_ bytes: [UInt8]) -> [Chunk]? {
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return nil }
        var chunks: [Chunk] = []
        var offset = 8
        while offset + 12 <= bytes.count, let length = bytes.uint32BE(at: offset), offset + 12 + length <= bytes.count {
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            chunks.append(Chunk(type: type, data: Array(bytes[offset + 8..<offset + 8 + length])))
            offset += 12 + length
        }
        return chunks.isEmpty ? nil : chunks
    }

    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The PNG file of `chunks` with correct CRCs, except IHDR's (zero) when `fixCRC` is false and the first
    /// chunk of type `corruptCRCOf` (inverted).
    private static func serialize(_ chunks: [Chunk], fixCRC: Bool, corruptCRCOf broken: String? = nil) -> [UInt8] {
        var file = signature
        var corrupted = false
        for chunk in chunks {
            file.append(contentsOf: [0, 0, 0, 0])
            file.put(chunk.data.count, at: file.count - 4, width: 4)
            let typed = Array(chunk.type.utf8) + chunk.data
            file += typed
            var crc = fixCRC || chunk.type != "IHDR" ? Int(PNGChecksum.crc32(typed)) : 0
            if !corrupted, chunk.type == broken {
                crc = ~crc & 0xFFFF_FFFF
                corrupted = true
            }
            file.append(contentsOf: [0, 0, 0, 0])
            file.put(crc, at: file.count - 4, width: 4)
        }
        return file
    }

    /// File offsets of each chunk's length field in the serialized file.
    private static func offsets(of chunks: [Chunk]) -> [Int] {
        var result: [Int] = []
        var offset = 8
        for chunk in chunks {
            result.append(offset)
            offset += 12 + chunk.data.count
        }
        return result
    }

    /// The chunks with the first IDAT split into 3–6 IDATs (a valid PNG still), and the pieces' indices.
    private static func splitIDAT(_ chunks: [Chunk], random: inout FuzzRandom) -> ([Chunk], Range<Int>)? {
        guard let index = chunks.firstIndex(where: { $0.type == "IDAT" }), chunks[index].data.count >= 6 else {
            return nil
        }
        let data = chunks[index].data
        let pieces = min(random.within(3...6), data.count)
        let size = (data.count + pieces - 1) / pieces
        let split = stride(from: 0, to: data.count, by: size).map {
            Chunk(type: "IDAT", data: Array(data[$0..<min($0 + size, data.count)]))
        }
        var result = chunks
        result.replaceSubrange(index...index, with: split)
        return (result, index..<index + split.count)
    }
}
