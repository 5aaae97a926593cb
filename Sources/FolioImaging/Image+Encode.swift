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
        try written("\(format)") { pixWriteMem(&$0, &$1, pix, format.code) }
    }

    /// The bytes a Leptonica writer puts in memory (`write` fills the buffer and its size, returning 0 on
    /// success), freed after copying; `what` names the format in the error.
    func written(_ what: String, _ write: (inout UnsafeMutablePointer<UInt8>?, inout Int) -> Int32) throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard write(&bytes, &size) == 0, let bytes else {
            throw ImagingError(.operationFailed, "could not encode the image as \(what)")
        }
        defer { free(bytes) }
        return Data(bytes: bytes, count: size)
    }
}
