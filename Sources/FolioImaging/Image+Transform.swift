import CLeptonica
import Foundation

extension Image {
    /// An 8-bit grayscale version of this image (a copy when it already is one).
    public func grayscale() throws -> Image {
        if depth == 8 { return try copy() }
        guard let p = pixConvertTo8(pix, 0) else {
            throw ImagingError(.operationFailed, "could not convert a \(depth)-bit image to grayscale")
        }
        return Image(owning: p)
    }

    /// The power of two (1, 2, 4 or 8) an image of `pixels` pixels is reduced by so it holds at most
    /// `workingPixels`: 1 when it already does, 8 at most.
    public static func reduction(forPixels pixels: Int, workingPixels: Int) -> Int {
        var factor = 1
        while factor < 8, pixels > workingPixels * factor * factor { factor *= 2 }
        return factor
    }

    /// This image reduced to 1/`factor` of its width and height (`factor` 2, 4 or 8; 1 returns it as it is),
    /// each output pixel the mean of the pixels it covers, the resolution divided with it. A bilevel image comes
    /// back as 8-bit grey (Leptonica's scale-to-grey), so reduced strokes keep their weight.
    public func reduced(by factor: Int) throws -> Image {
        guard factor != 1 else { return self }
        let reduced: UnsafeMutablePointer<PIX>?
        switch (depth, factor) {
        case (1, 2): reduced = pixScaleToGray2(pix)
        case (1, 4): reduced = pixScaleToGray4(pix)
        case (1, 8): reduced = pixScaleToGray8(pix)
        case (8, 2...), (32, 2...): reduced = pixScaleAreaMap(pix, 1 / Float(factor), 1 / Float(factor))
        default:
            throw ImagingError(.operationFailed, "cannot reduce a \(depth)-bit image by \(factor) (need 2, 4 or 8)")
        }
        guard let reduced else {
            throw ImagingError(.operationFailed, "could not reduce a \(width) × \(height) image by \(factor)")
        }
        let image = Image(owning: reduced)
        image.setResolution(x: xResolution / factor, y: yResolution / factor)
        return image
    }

    /// This image scaled by `factor` (antialiased when shrinking, interpolated when growing). A side that would
    /// shrink below one pixel keeps one (a 65535 × 1 strip scaled by 0.05 is 3277 × 1, not an error).
    public func scaled(by factor: Double) throws -> Image {
        guard factor.isFinite, factor > 0 else {
            throw ImagingError(.operationFailed, "cannot scale a \(width) × \(height) image by \(factor)")
        }
        let (w, h) = Self.scaledSize(width: width, height: height, factor: factor)
        let scaled = w == Int((Double(width) * factor).rounded()) && h == Int((Double(height) * factor).rounded())
            ? pixScale(pix, Float(factor), Float(factor))
            : pixScaleToSize(pix, Int32(w), Int32(h))
        guard let p = scaled else {
            throw ImagingError(.operationFailed, "could not scale a \(width) × \(height) image to \(w) × \(h)")
        }
        return Image(owning: p)
    }

    /// The size of a `width × height` image scaled by `factor`, each side at least one pixel.
    static func scaledSize(width: Int, height: Int, factor: Double) -> (width: Int, height: Int) {
        (max(1, Int((Double(width) * factor).rounded())), max(1, Int((Double(height) * factor).rounded())))
    }

    /// Rotated clockwise by a multiple of 90 degrees.
    public func rotated(quarterTurns: Int) throws -> Image {
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 { return try copy() }
        guard let p = pixRotateOrth(pix, Int32(turns)) else {
            throw ImagingError(.operationFailed, "could not rotate image")
        }
        return Image(owning: p)
    }

    /// Mirrored left to right: pixel column x goes to column width − 1 − x.
    public func mirrored() throws -> Image {
        guard let p = pixFlipLR(nil, pix) else {
            throw ImagingError(.operationFailed, "could not mirror image")
        }
        return Image(owning: p)
    }

    /// Encodes the image as a baseline JPEG of `quality` (for tests and benchmark inputs).
    public func jpegData(quality: Int = 90) throws -> Data {
        try written("JPEG") { pixWriteMemJpeg(&$0, &$1, pix, Int32(quality), 0) }
    }

    /// Encodes the image as PNG (for debugging, contact sheets and tests).
    public func pngData() throws -> Data {
        try written("PNG") { pixWriteMemPng(&$0, &$1, pix, 0) }
    }
}
