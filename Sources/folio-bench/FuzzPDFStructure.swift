/// Structural damage to a hand-built PDF, built in with a correct xref: page tree `/Count` and `/Kids` wrong
/// (too many, none, a loop, a missing object), MediaBox zero, negative or huge (14400 pt and more), odd
/// `/Rotate`, stream `/Length` wrong, and for scans an image whose declared size, depth, colour space or
/// filter does not match its data.
enum FuzzPDFStructure {
    /// A damaged rebuild of `spec` with its label, or nil when the chosen damage does not apply.
    static func mutate(_ spec: FuzzPDFSpec, random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        var spec = spec
        var label: String
        switch random.below(spec.layout == .scan ? 7 : 5) {
        case 0:
            guard let box = random.pick(FuzzPDFDamage.mediaBoxes) else { return nil }
            spec.mediaBox = box.value
            label = "mediabox=\(box.tag)"
        case 1:
            guard let count = random.pick(FuzzPDFDamage.counts) else { return nil }
            spec.count = count
            label = "count=\(count)"
        case 2:
            let kids: [(String, String, String)] = [
                ("[99 0 R]", "1", "missing"), ("[2 0 R]", "1", "loop"), ("[3 0 R 3 0 R]", "2", "twice"),
                ("[]", "1", "empty"), ("3 0 R", "1", "not-array"), ("[1 0 R]", "1", "catalog"),
            ]
            guard let (value, count, tag) = random.pick(kids) else { return nil }
            spec.kids = value
            spec.count = count
            label = "kids=\(tag)"
        case 3:
            let rotate = random.pick(["45", "-90", "90000", "2147483647", "1.5"]) ?? "45"
            spec.pageExtras = "/Rotate \(rotate) "
            label = "rotate=\(rotate)"
        case 4:
            let length = random.pick(["0", "5", "-1", "99999999", "99 0 R"]) ?? "0"
            if spec.layout == .scan, random.chance(0.5) {
                spec.imageLength = length
                label = "image-length=\(length)"
            } else {
                spec.contentLength = length
                label = "content-length=\(length)"
            }
        case 5:
            let size = random.pick(["0", "1", "-300", "65535", "100000"]) ?? "0"
            if random.chance(0.5) { spec.imageWidth = size } else { spec.imageHeight = size }
            label = "image-\(spec.imageWidth == size ? "w" : "h")=\(size)"
        default:
            switch random.below(3) {
            case 0:
                spec.bitsPerComponent = random.pick(["0", "1", "3", "16", "99"]) ?? "0"
                label = "image-bpc=\(spec.bitsPerComponent)"
            case 1:
                spec.colorSpace = random.pick(["/DeviceRGB", "/DeviceCMYK", "/Pattern", "/Nonsense"]) ?? "/DeviceRGB"
                label = "image-cs=\(spec.colorSpace.dropFirst())"
            default:
                spec.imageFilter = random.pick(["/FlateDecode", "/JPXDecode", "/CCITTFaxDecode", "/Nonsense"]) ?? "/JPXDecode"
                label = "image-filter=\(spec.imageFilter.dropFirst())"
            }
        }
        return (FuzzPDFBuilder.build(spec), "s-" + label)
    }
}
