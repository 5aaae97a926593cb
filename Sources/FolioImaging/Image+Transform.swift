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

    /// Encodes the image as PNG (for debugging, contact sheets and tests).
    public func pngData() throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemPng(&bytes, &size, pix, 0) == 0, let bytes else {
            throw ImagingError(.operationFailed, "could not encode PNG")
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}
