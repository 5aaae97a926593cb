import CLeptonica
import Foundation

/// The raster formats Leptonica writes besides PNG and JPEG (`pngData`, `jpegData`).
public enum LeptonicaFormat: Sendable, CaseIterable {
    case webp, gif, bmp, jpeg2000, pnm

    var code: Int32 {
        switch self {
        case .webp: Int32(IFF_WEBP)
        case .gif: Int32(IFF_GIF)
        case .bmp: Int32(IFF_BMP)
        case .jpeg2000: Int32(IFF_JP2)
        case .pnm: Int32(IFF_PNM)
        }
    }
}

extension Image {
    /// Encodes the image in `format` through Leptonica (for tests and benchmark inputs). WebP and JPEG 2000 are
    /// lossy at Leptonica's default quality; a GIF of a colour image is quantised to 256 colours.
    public func encoded(as format: LeptonicaFormat) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMem(&bytes, &size, pix, format.code) == 0, let bytes else {
            throw ImagingError(.operationFailed, "could not encode the image as \(format)")
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}
