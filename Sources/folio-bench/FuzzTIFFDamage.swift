/// TIFF-aware damage: the IFD entry count, ImageWidth/Length, BitsPerSample, SamplesPerPixel, Compression,
/// Photometric, RowsPerStrip and Predictor values, StripOffsets/StripByteCounts out of range, entry types and
/// counts, IFD offsets out of range and IFD chains that loop.
enum FuzzTIFFDamage {
    /// One IFD entry: where it is, its tag, type and count, and where its values are.
    struct Entry {
        var offset: Int
        var tag: Int
        var type: Int
        var count: Int
        /// Offset of the first value: inline in the entry when they fit in 4 bytes, else the pointed-to array.
        var valueOffset: Int
        /// Bytes per value (2 for SHORT, 4 for LONG, …).
        var valueSize: Int
    }

    /// One image file directory: its offset, entries, and the offset of the next-IFD pointer.
    struct Directory {
        var offset: Int
        var entries: [Entry]
        var nextPointer: Int
    }

    /// `bytes` damaged one way with its label, or nil when they are not a TIFF this can parse.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        guard let (little, directories) = parse(bytes), let ifd = random.pick(directories) else { return nil }
        var result = bytes
        switch random.below(8) {
        case 0:
            let value = random.pick([0, 1, 0xFFFF, ifd.entries.count + 5]) ?? 0
            result.put(value, at: ifd.offset, width: 2, littleEndian: little)
            return (result, "ifd-count=\(value)")
        case 1, 2, 3:
            let damageable = ifd.entries.filter { values[$0.tag] != nil }
            guard let entry = random.pick(damageable), let choices = values[entry.tag] else { return nil }
            var value = random.pick(choices) ?? 0
            if value == -1 { value = bytes.count + random.within(0...4_096) }
            value &= entry.valueSize == 2 ? 0xFFFF : 0xFFFF_FFFF
            let element = random.below(max(entry.count, 1))
            let at = entry.valueOffset + element * entry.valueSize
            result.put(value, at: at, width: min(entry.valueSize, 4), littleEndian: little)
            return (result, "\(tagName(entry.tag))\(entry.count > 1 ? "[\(element)]" : "")=\(value)")
        case 4:
            guard let entry = random.pick(ifd.entries) else { return nil }
            if random.chance(0.5) {
                let type = random.pick([0, 2, 7, 13, 255]) ?? 0
                result.put(type, at: entry.offset + 2, width: 2, littleEndian: little)
                return (result, "\(tagName(entry.tag))-type=\(type)")
            }
            let count = random.pick([0, 2, 0xFFFF, 0x7FFF_FFFF, 0xFFFF_FFFF]) ?? 0
            result.put(count, at: entry.offset + 4, width: 4, littleEndian: little)
            return (result, "\(tagName(entry.tag))-count=\(count)")
        case 5:
            // An IFD chain that loops: the last directory's next pointer back to the first, or to itself.
            guard let last = directories.last, let first = directories.first else { return nil }
            let target = random.chance(0.5) ? first.offset : last.offset
            result.put(target, at: last.nextPointer, width: 4, littleEndian: little)
            return (result, "ifd-loop\(target == last.offset ? "-self" : "")")
        case 6:
            let value = random.pick([0, 1, 4, bytes.count, bytes.count + 1_000, 0xFFFF_FFFF, random.below(bytes.count)]) ?? 0
            if random.chance(0.5) {
                result.put(value, at: 4, width: 4, littleEndian: little)
                return (result, "ifd0-offset=\(value)")
            }
            result.put(value, at: ifd.nextPointer, width: 4, littleEndian: little)
            return (result, "next-ifd=\(value)")
        default:
            let required = ifd.entries.filter { [256, 257, 258, 259, 262, 273, 277, 278, 279].contains($0.tag) }
            guard let entry = random.pick(required) else { return nil }
            // Remove the entry: later entries move up, the count drops, the next-IFD pointer moves with them.
            let end = ifd.offset + 2 + 12 * ifd.entries.count
            var shifted = Array(result[(entry.offset + 12)..<(end + 4)])
            shifted += Array(repeating: 0, count: 12)
            result.replaceSubrange(entry.offset..<(end + 4), with: shifted)
            result.put(ifd.entries.count - 1, at: ifd.offset, width: 2, littleEndian: little)
            return (result, "drop-\(tagName(entry.tag))")
        }
    }

    /// Values tried per tag; -1 stands for an offset just past the end of the file.
    private static let values: [Int: [Int]] = [
        256: [0, 1, 65_535, 0xFFFF_FFFF, 0x8000_0000, 100_000],
        257: [0, 1, 65_535, 0xFFFF_FFFF, 0x8000_0000, 100_000],
        258: [0, 1, 2, 3, 7, 12, 16, 32, 64, 65_535],
        259: [0, 2, 3, 4, 5, 6, 7, 8, 32_773, 32_946, 34_712, 65_535],
        262: [0, 1, 2, 3, 4, 5, 6, 8, 32_844, 65_535],
        273: [0, 4, 8, -1, 0xFFFF_FFFF, 0x7FFF_FFFF],
        277: [0, 2, 3, 4, 255, 65_535],
        278: [0, 1, 0xFFFF_FFFF],
        279: [0, 1, -1, 0xFFFF_FFFF, 0x7FFF_FFFF],
        284: [0, 2, 3, 65_535],
        317: [0, 2, 3, 99],
    ]

    private static func tagName(_ tag: Int) -> String {
        switch tag {
        case 256: "width"
        case 257: "length"
        case 258: "bps"
        case 259: "compression"
        case 262: "photometric"
        case 273: "stripoffsets"
        case 277: "spp"
        case 278: "rowsperstrip"
        case 279: "stripbytecounts"
        case 284: "planar"
        case 317: "predictor"
        default: "tag\(tag)"
        }
    }

    /// The byte order (true: little-endian) and the directories of `bytes` (at most 16, stopping at a loop), or
    /// nil when they are not a classic TIFF.
    static func parse(_ bytes: [UInt8]) -> (littleEndian: Bool, directories: [Directory])? {
        guard bytes.count > 8 else { return nil }
        let little: Bool
        switch (bytes[0], bytes[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        guard bytes.uint16(at: 2, littleEndian: little) == 42, var next = bytes.uint32(at: 4, littleEndian: little)
        else { return nil }
        var directories: [Directory] = []
        var seen = Set<Int>()
        while next != 0, directories.count < 16, seen.insert(next).inserted,
              let count = bytes.uint16(at: next, littleEndian: little), next + 2 + 12 * count + 4 <= bytes.count {
            var entries: [Entry] = []
            for index in 0..<count {
                let at = next + 2 + 12 * index
                guard let tag = bytes.uint16(at: at, littleEndian: little),
                      let type = bytes.uint16(at: at + 2, littleEndian: little),
                      let valueCount = bytes.uint32(at: at + 4, littleEndian: little) else { continue }
                let size = [1: 1, 2: 1, 3: 2, 4: 4, 6: 1, 7: 1, 8: 2, 9: 4, 16: 8][type] ?? 4
                let inline = size * valueCount <= 4
                let pointed = bytes.uint32(at: at + 8, littleEndian: little) ?? 0
                entries.append(Entry(offset: at, tag: tag, type: type, count: valueCount,
                                     valueOffset: inline ? at + 8 : pointed, valueSize: size))
            }
            let pointer = next + 2 + 12 * count
            directories.append(Directory(offset: next, entries: entries, nextPointer: pointer))
            next = bytes.uint32(at: pointer, littleEndian: little) ?? 0
        }
        return directories.isEmpty ? nil : (little, directories)
    }
}
