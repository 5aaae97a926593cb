import CLeptonica

extension Image {
    /// The grey levels below which the given fractions (0...1) of the pixels lie, counted inside the central
    /// part of the page that is left once `inset` (a fraction of each side's length) is taken off every edge —
    /// scanner borders and the table around a receipt stay out of the count. Large pages are sampled.
    public func grayLevels(at fractions: [Double], inset: Double = 0) throws -> [Int] {
        let gray = try depth == 8 ? self : grayscale()
        let dx = Int(Double(width) * inset), dy = Int(Double(height) * inset)
        guard width - 2 * dx > 0, height - 2 * dy > 0,
              let box = boxCreate(Int32(dx), Int32(dy), Int32(width - 2 * dx), Int32(height - 2 * dy)) else {
            throw ImagingError(.operationFailed, "no central region in a \(width) × \(height) image")
        }
        defer { var b: UnsafeMutablePointer<BOX>? = box; boxDestroy(&b) }
        let factor = Int32(max(1, min(width, height) / 1200))
        guard var numa: UnsafeMutablePointer<NUMA>? = pixGetGrayHistogramInRect(gray.pix, box, factor) else {
            throw ImagingError(.operationFailed, "grey-level histogram failed")
        }
        defer { numaDestroy(&numa) }
        var counts = [Double](repeating: 0, count: 256)
        for level in 0..<min(256, Int(numaGetCount(numa))) {
            var value: Float = 0
            numaGetFValue(numa, Int32(level), &value)
            counts[level] = Double(value)
        }
        let total = counts.reduce(0, +)
        return fractions.map { fraction in
            var cumulative = 0.0
            for level in 0..<256 {
                cumulative += counts[level]
                if cumulative >= fraction * total { return level }
            }
            return 255
        }
    }

    /// A copy whose grey level `black` and below become black, `white` and above white, linear in between
    /// (Leptonica's `pixGammaTRC`); stays 8-bit grey.
    public func contrastStretched(black: Int, white: Int) throws -> Image {
        let gray = try depth == 8 ? self : grayscale()
        guard white > black, let stretched = pixGammaTRC(nil, gray.pix, 1.0, Int32(black), Int32(white)) else {
            throw ImagingError(.operationFailed, "contrast stretch from \(black)…\(white) failed")
        }
        let result = Image(owning: stretched)
        result.setResolution(x: xResolution, y: yResolution)
        return result
    }
}
