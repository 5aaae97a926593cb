/// JPEG-aware damage: SOF dimensions (0, 1, 65535), precision, component count and sampling; DQT and DHT
/// tables damaged or removed; the file cut just after a start of scan; a missing EOI; bogus segment lengths;
/// entropy-coded data scrambled; a second, contradicting SOF.
enum FuzzJPEGDamage {
    /// One marker segment: its marker byte, the offset of its `FF`, and its total size (header included; for
    /// SOS, up to the end of the entropy-coded data).
    struct Segment {
        var marker: UInt8
        var offset: Int
        var headerSize: Int
        var size: Int
    }

    /// `bytes` damaged one way with its label, or nil when they are not a JPEG this can parse.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        let segments = parse(bytes)
        guard let sof = segments.first(where: isFrame), sof.headerSize >= 10 else { return nil }
        var result = bytes
        switch random.below(10) {
        case 0, 1:
            let field = random.chance(0.5) ? 5 : 7
            let value = random.pick([0, 1, 65_535, random.within(2...20_000)]) ?? 0
            result.put(value, at: sof.offset + field, width: 2)
            return (result, "sof-\(field == 5 ? "h" : "w")=\(value)")
        case 2:
            let choice = random.below(3)
            switch choice {
            case 0:
                let precision = random.pick([0, 1, 12, 16, 255]) ?? 0
                result[sof.offset + 4] = UInt8(precision)
                return (result, "sof-precision=\(precision)")
            case 1:
                let components = random.pick([0, 2, 3, 4, 255]) ?? 0
                result[sof.offset + 9] = UInt8(components)
                return (result, "sof-components=\(components)")
            default:
                guard sof.headerSize >= 13 else { return nil }
                let sampling = random.pick([0x00, 0x0F, 0xF0, 0x44, 0xFF]) ?? 0
                result[sof.offset + 11] = UInt8(sampling)
                return (result, "sof-sampling=\(sampling)")
            }
        case 3:
            guard let table = random.pick(segments.filter { $0.marker == 0xDB }), table.headerSize > 6 else { return nil }
            let kind = random.below(3)
            switch kind {
            case 0: for index in table.offset + 5..<table.offset + table.headerSize { result[index] = 0 }
            case 1: result[table.offset + 4] = random.pick([0x04, 0x10, 0x1F, 0xFF]) ?? 0xFF
            default: for _ in 0..<8 { result[random.within(table.offset + 5...table.offset + table.headerSize - 1)] = random.byte() }
            }
            return (result, "dqt-\(["zero", "id", "noise"][kind])")
        case 4:
            guard let table = random.pick(segments.filter { $0.marker == 0xC4 }), table.headerSize > 21 else { return nil }
            let kind = random.below(3)
            switch kind {
            case 0: for index in table.offset + 5..<table.offset + 21 { result[index] = random.byte() }
            case 1: result[table.offset + 4] = random.pick([0x02, 0x04, 0x14, 0xFF]) ?? 0xFF
            default: for _ in 0..<8 { result[random.within(table.offset + 21...table.offset + table.headerSize - 1)] = random.byte() }
            }
            return (result, "dht-\(["counts", "id", "values"][kind])")
        case 5:
            let removable = segments.filter { [0xDB, 0xC4].contains($0.marker) || isFrame($0) }
            guard let segment = random.pick(removable) else { return nil }
            let range = segment.offset..<segment.offset + segment.headerSize
            return (result.replacing(range, with: []), "drop-\(name(of: segment.marker))")
        case 6:
            guard let scan = random.pick(segments.filter { $0.marker == 0xDA }) else { return nil }
            let keep = scan.offset + scan.headerSize + random.below(min(64, scan.size - scan.headerSize) + 1)
            return (Array(result[..<keep]), "cut-after-sos+\(keep - scan.offset - scan.headerSize)")
        case 7:
            guard result.count > 2, result[result.count - 2] == 0xFF, result[result.count - 1] == 0xD9 else { return nil }
            return (Array(result.dropLast(2)), "no-eoi")
        case 8:
            guard let segment = random.pick(segments.filter { $0.headerSize >= 4 }) else { return nil }
            let value = random.pick([0, 1, 2, 0xFFFF, segment.headerSize + random.within(1...300)]) ?? 0
            result.put(value, at: segment.offset + 2, width: 2)
            return (result, "len-\(name(of: segment.marker))=\(value)")
        default:
            if random.chance(0.5), let scan = random.pick(segments.filter { $0.marker == 0xDA }),
               scan.size - scan.headerSize > 8 {
                let count = random.within(1...16)
                for _ in 0..<count {
                    result[random.within(scan.offset + scan.headerSize...scan.offset + scan.size - 1)] = random.byte()
                }
                return (result, "scan-noise\(count)")
            }
            var frame = Array(bytes[sof.offset..<sof.offset + sof.headerSize])
            frame.put(random.pick([0, 1, 65_535]) ?? 1, at: 5, width: 2)
            frame.put(random.pick([0, 1, 65_535]) ?? 1, at: 7, width: 2)
            let at = sof.offset + sof.headerSize
            return (result.replacing(at..<at, with: frame), "dup-sof")
        }
    }

    /// The marker segments of `bytes` up to EOI (empty when they do not start with SOI).
    static func parse(_ bytes: [UInt8]) -> [Segment] {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return [] }
        var segments: [Segment] = []
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xD9 || marker == 0xFF { break }
            guard let length = bytes.uint16BE(at: offset + 2), length >= 2, offset + 2 + length <= bytes.count else { break }
            let headerSize = 2 + length
            var size = headerSize
            if marker == 0xDA {
                // Entropy-coded data runs to the next marker other than a stuffed FF00 or a restart marker.
                var end = offset + headerSize
                while end + 1 < bytes.count, !(bytes[end] == 0xFF && bytes[end + 1] != 0 && !(0xD0...0xD7).contains(bytes[end + 1])) {
                    end += 1
                }
                size = end - offset
            }
            segments.append(Segment(marker: marker, offset: offset, headerSize: headerSize, size: size))
            offset += size
        }
        return segments
    }

    /// Start-of-frame markers (baseline, extended, progressive, lossless…), not DHT, JPG or DAC.
    private static func isFrame(_ segment: Segment) -> Bool {
        (0xC0...0xCF).contains(segment.marker) && ![0xC4, 0xC8, 0xCC].contains(segment.marker)
    }

    private static func name(of marker: UInt8) -> String {
        switch marker {
        case 0xDB: "dqt"
        case 0xC4: "dht"
        case 0xDA: "sos"
        case 0xC0...0xCF: "sof"
        case 0xE0...0xEF: "app\(marker - 0xE0)"
        default: "m\(marker)"
        }
    }
}
