import CLeptonica

extension Image {
    /// The rectangle at (`x`, `y`) of `width × height` pixels, clipped to the image (Leptonica's
    /// `pixClipRectangle`); keeps the resolution tags.
    public func cropped(x: Int, y: Int, width: Int, height: Int) throws -> Image {
        guard width > 0, height > 0, let box = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height)) else {
            throw ImagingError(.operationFailed, "could not allocate a \(width) × \(height) crop box")
        }
        defer { var b: UnsafeMutablePointer<BOX>? = box; boxDestroy(&b) }
        guard let p = pixClipRectangle(pix, box, nil) else {
            throw ImagingError(.operationFailed, "the crop \(width) × \(height) at (\(x), \(y)) is outside the image")
        }
        let result = Image(owning: p)
        result.setResolution(x: xResolution, y: yResolution)
        return result
    }
}
