import CLeptonica

extension Image {
    /// The grey levels below which the given fractions (0...1) of the pixels lie, counted inside the central
    /// part of the page that is left once `inset` (a fraction of each side's length) is taken off every edge —
    /// scanner borders and the table around a receipt stay out of the count. Large pages are sampled.
    public func grayLevels(at fractions: [Double], inset: Double = 0) throws -> [Int] {
        let gray = try depth == 8 ? self : grayscale()
        let dx = Int(Double(width) * inset), dy = Int(Double(height) * inset)
        guard width - 2 * dx > 0, height - 2 * dy > 0 else {
            throw ImagingError(.operationFailed, "no central region in a \(width) × \(height) image")
        }
        let counts = try gray.grayHistogram(x: dx, y: dy, width: width - 2 * dx, height: height - 2 * dy,
                                            factor: max(1, min(width, height) / 1200))
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

    /// How many pixels of each grey level (256 counts) lie in the rectangle at (`x`, `y`), `width` × `height`,
    /// counting every `factor`-th row and column (Leptonica's `pixGetGrayHistogramInRect`). A grey image only.
    public func grayHistogram(x: Int, y: Int, width w: Int, height h: Int, factor: Int = 1) throws -> [Double] {
        guard depth == 8, w > 0, h > 0, let box = boxCreate(Int32(x), Int32(y), Int32(w), Int32(h)) else {
            throw ImagingError(.operationFailed, "no grey histogram of a \(w) × \(h) rectangle of a \(depth)-bit image")
        }
        defer { var b: UnsafeMutablePointer<BOX>? = box; boxDestroy(&b) }
        guard let histogram = pixGetGrayHistogramInRect(pix, box, Int32(factor)) else {
            throw ImagingError(.operationFailed, "grey-level histogram failed")
        }
        var numa: UnsafeMutablePointer<NUMA>? = histogram
        defer { numaDestroy(&numa) }
        var counts = [Double](repeating: 0, count: 256)
        for level in 0..<min(256, Int(numaGetCount(histogram))) {
            var value: Float = 0
            numaGetFValue(histogram, Int32(level), &value)
            counts[level] = Double(value)
        }
        return counts
    }

    /// A copy whose grey level `black` and below become black, `white` and above white, linear in between
    /// (Leptonica's `pixGammaTRC`); stays 8-bit grey.
    public func contrastStretched(black: Int, white: Int) throws -> Image {
        let gray = try depth == 8 ? self : grayscale()
        guard white > black, let stretched = pixGammaTRC(nil, gray.pix, 1.0, Int32(black), Int32(white)) else {
            throw ImagingError(.operationFailed, "cannot stretch the contrast of a \(width) × \(height) page from grey "
                + "level \(black) to \(white): the black level must be below the white level")
        }
        let result = Image(owning: stretched)
        result.setResolution(x: xResolution, y: yResolution)
        return result
    }

    /// How many pixels are darker than grey level `level` (0 when `level` is 0).
    public func darkPixelCount(below level: Int) throws -> Int {
        guard level > 0 else { return 0 }
        let gray = try depth == 8 ? self : grayscale()
        guard let binary = pixThresholdToBinary(gray.pix, Int32(min(level, 256))) else {
            throw ImagingError(.operationFailed, "could not threshold a \(width) × \(height) image")
        }
        defer { var b: UnsafeMutablePointer<PIX>? = binary; pixDestroy(&b) }
        var count: Int32 = 0
        guard pixCountPixels(binary, &count, nil) == 0 else {
            throw ImagingError(.operationFailed, "could not count the dark pixels of a \(width) × \(height) image")
        }
        return Int(count)
    }
}
