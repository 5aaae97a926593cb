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

    /// This image scaled by `factor` (antialiased when shrinking, interpolated when growing).
    public func scaled(by factor: Double) throws -> Image {
        guard let p = pixScale(pix, Float(factor), Float(factor)) else {
            throw ImagingError(.operationFailed, "could not scale image by \(factor)")
        }
        return Image(owning: p)
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
