/// HEIF and AVIF damage, box by box: any box's size; the `ispe` width and height; `iloc` extents, counts and field
/// widths; the primary item (`pitm`) and item types (`infe`: a `grid` or `iovl` with no such data, the other codec);
/// property associations (`ipma`); the decoder configuration (`hvcC`, `av1C`) and coded data (`mdat`) scrambled;
/// a needed box renamed `free`; rotation, mirror and brand values.
enum FuzzHEIFDamage {
    /// `bytes` damaged one way with its label, or nil when the drawn damage finds nothing to change.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        let boxes = FuzzBoxes.parse(bytes)
        guard boxes.first?.type == "ftyp" else { return nil }
        func first(_ type: String) -> FuzzBoxes.Box? { boxes.first { $0.type == type } }
        var result = bytes
        switch random.below(10) {
        case 0, 1:
            guard let box = random.pick(boxes) else { return nil }
            return FuzzBoxes.resized(bytes, box, random: &random)
        case 2:
            guard let ispe = first("ispe"), ispe.payload + 12 <= ispe.end else { return nil }
            let height = random.chance(0.5)
            let value = random.pick([0, 1, 65_535, 46_341, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFF,
                                     random.within(2...100_000)]) ?? 0
            result.put(value, at: ispe.payload + (height ? 8 : 4), width: 4)
            return (result, "ispe-\(height ? "h" : "w")=\(value)")
        case 3:
            guard let iloc = first("iloc"), let field = random.pick(ilocFields(bytes, iloc)) else { return nil }
            let values: [Int] = switch field.kind {
            case "off": [0, 1, bytes.count, bytes.count + 1, 0xFFFF_FFFF, field.value + random.within(1...64)]
            case "len": [0, 1, field.value - 1, field.value * 2, bytes.count, 0xFFFF_FFFF]
            case "sizes": [0x00, 0x48, 0x84, 0x88, 0x8F, 0xFF]
            default: [0, 2, 255, 0xFFFF]
            }
            let value = random.pick(values) ?? 0
            result.put(value, at: field.offset, width: field.width)
            return (result, "iloc-\(field.kind)=\(value)")
        case 4:
            if random.chance(0.3), let pitm = first("pitm"), pitm.payload + 6 <= pitm.end {
                let value = random.pick([0, 2, 9, 0xFFFF]) ?? 0
                result.put(value, at: pitm.payload + 4, width: 2)
                return (result, "pitm=\(value)")
            }
            let types = boxes.filter { $0.type == "infe" && $0.payload < bytes.count && bytes[$0.payload] >= 2 }
            guard let infe = random.pick(types) else { return nil }
            let at = infe.payload + 4 + (bytes[infe.payload] == 2 ? 2 : 4) + 2
            guard at + 4 <= infe.end, let type = random.pick(["grid", "iovl", "iden", "av01", "hvc1", "jpeg", "mime", "zzzz"])
            else { return nil }
            result.replaceSubrange(at..<at + 4, with: Array(type.utf8))
            return (result, "infe-type=\(type)")
        case 5:
            guard let ipma = first("ipma"), let at = random.pick(ipmaIndices(bytes, ipma)) else { return nil }
            let value = random.pick([0x00, 0x7F, 0xFF, Int(bytes[at]) + 1, Int(bytes[at]) ^ 0x80]) ?? 0
            result[at] = UInt8(truncatingIfNeeded: value)
            return (result, "ipma-index=\(value & 0xFF)")
        case 6:
            guard let config = boxes.first(where: { ["hvcC", "av1C"].contains($0.type) }), config.end > config.payload + 1
            else { return nil }
            return noise(bytes, in: config.payload..<config.end, name: FuzzBoxes.label(config.type), random: &random)
        case 7:
            guard let mdat = first("mdat"), mdat.end > mdat.payload + 1 else { return nil }
            return noise(bytes, in: mdat.payload..<mdat.end, name: "mdat", random: &random)
        case 8:
            let needed = ["ispe", "hvcC", "av1C", "pitm", "iloc", "iinf", "ipma", "ipco", "irot", "imir", "colr", "pixi",
                          "hdlr", "idat"]
            guard let box = random.pick(boxes.filter { needed.contains($0.type) }) else { return nil }
            result.replaceSubrange(box.offset + 4..<box.offset + 8, with: Array("free".utf8))
            return (result, "free-\(FuzzBoxes.label(box.type))")
        default:
            if random.chance(0.5), let turn = boxes.first(where: { ["irot", "imir"].contains($0.type) }),
               turn.payload < turn.end {
                let value = random.pick([1, 2, 3, 0xFF]) ?? 1
                result[turn.payload] = UInt8(value)
                return (result, "\(turn.type)=\(value)")
            }
            guard let ftyp = first("ftyp"), let brand = random.pick(["avif", "heic", "mif1", "isom", "jpeg", "zzzz"])
            else { return nil }
            result.replaceSubrange(ftyp.payload..<ftyp.payload + 4, with: Array(brand.utf8))
            return (result, "ftyp=\(brand)")
        }
    }

    /// One to eight random bytes written in `range`, labelled `<name>-noise<count>`.
    private static func noise(_ bytes: [UInt8], in range: Range<Int>, name: String, random: inout FuzzRandom)
        -> (bytes: [UInt8], label: String) {
        var result = bytes
        let count = random.within(1...8)
        for _ in 0..<count { result[random.within(range.lowerBound...range.upperBound - 1)] = random.byte() }
        return (result, "\(name)-noise\(count)")
    }

    /// An `iloc` field: where it is, its width in bytes, its value and what it is (`off`, `len`, `extents`,
    /// `items`, `sizes` — the byte holding the offset and length field widths).
    struct Field {
        var offset: Int
        var width: Int
        var value: Int
        var kind: String
    }

    /// The fields of an item location box (versions 0–2), as far as they fit in it.
    static func ilocFields(_ bytes: [UInt8], _ iloc: FuzzBoxes.Box) -> [Field] {
        var at = iloc.payload
        guard at + 8 <= iloc.end else { return [] }
        let version = Int(bytes[at])
        let offsetSize = Int(bytes[at + 4] >> 4), lengthSize = Int(bytes[at + 4] & 15)
        let baseSize = Int(bytes[at + 5] >> 4), indexSize = version >= 1 ? Int(bytes[at + 5] & 15) : 0
        var fields = [Field(offset: at + 4, width: 1, value: Int(bytes[at + 4]), kind: "sizes")]
        at += 6
        func read(_ width: Int, _ kind: String) -> Bool {
            guard at + width <= iloc.end else { return false }
            let value = (0..<width).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
            if kind != "skip" { fields.append(Field(offset: at, width: width, value: value, kind: kind)) }
            at += width
            return true
        }
        let idSize = version < 2 ? 2 : 4
        guard read(idSize, "items") else { return fields }
        for _ in 0..<min(fields.last?.value ?? 0, 64) {
            guard read(idSize, "skip"), version == 0 || read(2, "skip"), read(2, "skip"), read(baseSize, "off"),
                  read(2, "extents") else { return fields }
            for _ in 0..<min(fields.last?.value ?? 0, 64) {
                guard version == 0 || indexSize == 0 || read(indexSize, "skip"), read(offsetSize, "off"),
                      read(lengthSize, "len") else { return fields }
            }
        }
        return fields.filter { $0.width > 0 }
    }

    /// Offsets of the property index bytes in an item property association box (8-bit indices; for 16-bit ones,
    /// their high byte).
    static func ipmaIndices(_ bytes: [UInt8], _ ipma: FuzzBoxes.Box) -> [Int] {
        var at = ipma.payload
        guard at + 8 <= ipma.end, let entries = bytes.uint32BE(at: at + 4) else { return [] }
        let version = bytes[at], wide = bytes[at + 3] & 1 == 1
        at += 8
        var indices: [Int] = []
        for _ in 0..<min(entries, 64) {
            at += version < 1 ? 2 : 4
            guard at < ipma.end else { break }
            let count = Int(bytes[at])
            at += 1
            for _ in 0..<count where at + (wide ? 2 : 1) <= ipma.end {
                indices.append(at)
                at += wide ? 2 : 1
            }
        }
        return indices
    }
}
