/// Decides what input number `index` of a format is: every other one of the first inputs is a seed as it is
/// (degenerate shapes and blank pages first), the rest are a seed (a page with text four times in five)
/// damaged format-aware (half), format-blind (two in five) or both (one in ten). Each input draws from its own random stream, so it depends only on
/// the session seed, its format and its index.
enum FuzzMutator {
    /// Input `index` of `format` for session `seed`, made from `seeds` (non-empty).
    static func input(_ format: FuzzFormat, index: Int, seed: UInt64, seeds: [FuzzSeed]) -> FuzzInput? {
        if index % 2 == 0, index / 2 < seeds.count {
            let base = seeds[index / 2]
            return FuzzInput(format: format, index: index, seed: seed, origin: base.name, recipe: "valid", bytes: base.bytes)
        }
        var random = FuzzRandom(seed: seed, stream: format.stream, index: UInt64(index))
        // Pages with text are the usual base; degenerate shapes one time in five.
        let pages = seeds.filter { !$0.degenerate }, shapes = seeds.filter(\.degenerate)
        guard let base = random.pick(random.chance(0.2) && !shapes.isEmpty || pages.isEmpty ? shapes : pages) else {
            return nil
        }
        let strategy = random.below(10)
        var bytes = base.bytes
        var labels: [String] = []
        if strategy < 5 || strategy == 9 {
            for _ in 0..<6 {
                if let damaged = formatAware(base, random: &random), damaged.bytes != base.bytes {
                    bytes = damaged.bytes
                    labels.append(damaged.label)
                    break
                }
            }
        }
        // Format-blind damage when drawn, when no format-aware damage applied, or when the result still equals
        // the seed (a width of 1 written over a width of 1).
        var byteDamages = 0
        while strategy >= 5 && byteDamages == 0 || labels.isEmpty || bytes == base.bytes && byteDamages < 3 {
            let damaged = FuzzByteMutator.mutate(bytes, random: &random)
            bytes = damaged.bytes
            labels.append(damaged.label)
            byteDamages += 1
        }
        return FuzzInput(format: format, index: index, seed: seed, origin: base.name,
                         recipe: labels.joined(separator: "+"), bytes: bytes)
    }

    /// One damage that knows `base`'s format, or nil when the one drawn does not apply to it.
    private static func formatAware(_ base: FuzzSeed, random: inout FuzzRandom) -> (bytes: [UInt8], label: String)? {
        switch base.format {
        case .png: return FuzzPNGDamage.mutate(base.bytes, random: &random)
        case .jpeg: return FuzzJPEGDamage.mutate(base.bytes, random: &random)
        case .tiff: return FuzzTIFFDamage.mutate(base.bytes, random: &random)
        case .webp: return FuzzWebPDamage.mutate(base.bytes, random: &random)
        case .gif: return FuzzGIFDamage.mutate(base.bytes, random: &random)
        case .bmp: return FuzzBMPDamage.mutate(base.bytes, random: &random)
        case .jp2: return FuzzJP2Damage.mutate(base.bytes, random: &random)
        case .pnm: return FuzzPNMDamage.mutate(base.bytes, random: &random)
        case .heic, .avif: return FuzzHEIFDamage.mutate(base.bytes, random: &random)
        case .pdf:
            if let spec = base.pdf, random.chance(0.5) { return FuzzPDFStructure.mutate(spec, random: &random) }
            return FuzzPDFDamage.mutate(base.bytes, random: &random)
        }
    }
}
