import CLeptonica

extension BinaryMask {
    /// The share of the rectangle's rows (`alongRows`, for something running down the mask) or columns (for
    /// something running across it) that hold no set pixel, counted with Leptonica's `pixCountPixelsByRow` and
    /// `pixCountPixelsByColumn` on the rectangle clipped out. 0 when the rectangle lies outside the mask.
    public func emptyLineShare(x: Int, y: Int, width: Int, height: Int, alongRows: Bool) throws -> Double {
        guard width > 0, height > 0, let box = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height)) else {
            throw ImagingError(.operationFailed, "could not allocate a \(width) × \(height) box")
        }
        defer { var b: UnsafeMutablePointer<BOX>? = box; boxDestroy(&b) }
        guard let part = pixClipRectangle(pix, box, nil) else { return 0 }
        defer { var p: UnsafeMutablePointer<PIX>? = part; pixDestroy(&p) }
        guard let counts = alongRows ? pixCountPixelsByRow(part, nil) : pixCountPixelsByColumn(part) else {
            throw ImagingError(.operationFailed, "counting a mask's pixels by line failed")
        }
        defer { var n: UnsafeMutablePointer<NUMA>? = counts; numaDestroy(&n) }
        let lines = numaGetCount(counts)
        guard lines > 0 else { return 0 }
        var empty: Int32 = 0
        numaGetCountRelativeToZero(counts, Int32(L_EQUAL_TO_ZERO), &empty)
        return Double(empty) / Double(lines)
    }
}
