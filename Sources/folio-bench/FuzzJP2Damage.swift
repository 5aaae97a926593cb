/// JPEG 2000 damage, in the JP2 boxes and in the codestream (bare or in `jp2c`): box sizes; the `ihdr` size,
/// component count and depth; SIZ image and tile sizes, offsets, component count, depth and subsampling; COD
/// wavelet levels, code-block size, layers and progression; QCD; a tile-part's length (SOT Psot) and index; the
/// file cut just after a start of data (SOD); tile data scrambled.
enum FuzzJP2Damage {
    /// `bytes` damaged one way with its label, or nil when the drawn damage finds nothing to change.
    static func mutate(_ bytes: [UInt8], random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        let boxes = FuzzBoxes.parse(bytes)
        let codestream = bytes.starts(with: [0xFF, 0x4F]) ? 0 : boxes.first { $0.type == "jp2c" }?.payload
        guard let start = codestream else { return nil }
        let markers = parse(bytes, from: start)
        func marker(_ code: UInt8) -> Int? { markers.first { $0.code == code }?.offset }
        var result = bytes
        switch random.below(10) {
        case 0:
            guard let box = random.pick(boxes) else { return nil }
            return FuzzBoxes.resized(bytes, box, random: &random)
        case 1:
            guard let ihdr = boxes.first(where: { $0.type == "ihdr" }), ihdr.payload + 14 <= ihdr.end else { return nil }
            let field = random.below(4)
            let (at, width, values): (Int, Int, [Int]) = switch field {
            case 0, 1: (ihdr.payload + 4 * field, 4, [0, 1, 65_535, 0x8000_0000, 0xFFFF_FFFF])
            case 2: (ihdr.payload + 8, 2, [0, 2, 4, 16_384, 0xFFFF])
            default: (ihdr.payload + 10, 1, [0, 7, 15, 37, 0x87, 0xFF])
            }
            let value = random.pick(values) ?? 0
            result.put(value, at: at, width: width)
            return (result, "ihdr-\(["h", "w", "nc", "bpc"][field])=\(value)")
        case 2, 3:
            guard let siz = marker(0x51), let components = bytes.uint16BE(at: siz + 38) else { return nil }
            // Xsiz, Ysiz, XOsiz, YOsiz, XTsiz, YTsiz at 6, 10, … 26; Csiz at 38; per component Ssiz, XRsiz, YRsiz at 40.
            let field = random.below(10)
            let (name, at, width, values): (String, Int, Int, [Int]) = switch field {
            case 0, 1: (["xsiz", "ysiz"][field], siz + 6 + 4 * field, 4, [0, 1, 0x8000_0000, 0xFFFF_FFFF, 1_048_576])
            case 2, 3: (["xosiz", "yosiz"][field - 2], siz + 14 + 4 * (field - 2), 4, [1, 0x7FFF_FFFF, 0xFFFF_FFF0])
            case 4, 5: (["xtsiz", "ytsiz"][field - 4], siz + 22 + 4 * (field - 4), 4, [0, 1, 7, 0xFFFF_FFFF])
            case 6: ("csiz", siz + 38, 2, [0, components + 1, 3, 16_384, 0xFFFF])
            case 7: ("ssiz", siz + 40, 1, [0x00, 0x0F, 0x26, 0x7F, 0x8F, 0xFF])
            default: (["xrsiz", "yrsiz"][field - 8], siz + 41 + field - 8, 1, [0, 2, 3, 255])
            }
            let value = random.pick(values) ?? 0
            result.put(value, at: at, width: width)
            return (result, "siz-\(name)=\(value)")
        case 4:
            guard let cod = marker(0x52), cod + 14 <= bytes.count else { return nil }
            // Scod at 4; progression 5, layers 6–7, MCT 8; levels 9, code-block width 10, height 11, style 12, wavelet 13.
            let field = random.below(6)
            let (name, at, width, values): (String, Int, Int, [Int]) = switch field {
            case 0: ("levels", cod + 9, 1, [0, 32, 33, 255])
            case 1, 2: (["cblkw", "cblkh"][field - 1], cod + 10 + field - 1, 1, [0x0F, 0x09, 0xFF])
            case 3: ("layers", cod + 6, 2, [0, 0xFFFF])
            case 4: ("progression", cod + 5, 1, [4, 5, 255])
            default: ("scod", cod + 4, 1, [0x01, 0x07, 0xFF])
            }
            let value = random.pick(values) ?? 0
            result.put(value, at: at, width: width)
            return (result, "cod-\(name)=\(value)")
        case 5:
            guard let qcd = marker(0x5C), qcd + 6 <= bytes.count else { return nil }
            let value = random.pick([0x1F, 0x43, 0xE2, 0xFF]) ?? 0xFF
            result[qcd + 4] = UInt8(value)
            return (result, "qcd-sqcd=\(value)")
        case 6:
            guard let sot = marker(0x90), sot + 12 <= bytes.count else { return nil }
            if random.chance(0.6) {
                let value = random.pick([0, 1, 13, 14, 0xFFFF_FFFF, bytes.count]) ?? 0
                result.put(value, at: sot + 6, width: 4)
                return (result, "sot-psot=\(value)")
            }
            let (name, at, width, value) = random.chance(0.5)
                ? ("isot", sot + 4, 2, random.pick([1, 0xFFFF]) ?? 1)
                : ("tnsot", sot + 11, 1, random.pick([0, 2, 255]) ?? 0)
            result.put(value, at: at, width: width)
            return (result, "sot-\(name)=\(value)")
        case 7:
            guard let sod = marker(0x93) else { return nil }
            let keep = sod + 2 + random.below(min(64, bytes.count - sod - 2) + 1)
            return (Array(bytes[..<keep]), "cut-after-sod+\(keep - sod - 2)")
        case 8:
            guard let sod = marker(0x93), bytes.count - sod > 16 else { return nil }
            let count = random.within(1...16)
            for _ in 0..<count { result[random.within(sod + 2...bytes.count - 3)] = random.byte() }
            return (result, "tile-noise\(count)")
        default:
            guard let segment = random.pick(markers.filter { $0.code != 0x4F && $0.code != 0x93 }) else { return nil }
            let value = random.pick([0, 1, 2, 0xFFFF, random.within(3...400)]) ?? 0
            result.put(value, at: segment.offset + 2, width: 2)
            return (result, "len-m\(String(segment.code, radix: 16))=\(value)")
        }
    }

    /// The codestream's main-header markers from SOC (at `start`) through the first tile-part's SOT and SOD: each
    /// marker's second byte and the offset of its `FF`.
    static func parse(_ bytes: [UInt8], from start: Int) -> [(code: UInt8, offset: Int)] {
        guard bytes.uint16BE(at: start) == 0xFF4F else { return [] }
        var markers: [(code: UInt8, offset: Int)] = [(0x4F, start)]
        var offset = start + 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF, markers.count < 64 {
            let code = bytes[offset + 1]
            markers.append((code, offset))
            if code == 0x93 { break }
            guard let length = bytes.uint16BE(at: offset + 2), length >= 2 else { break }
            offset += 2 + length
        }
        return markers
    }
}
