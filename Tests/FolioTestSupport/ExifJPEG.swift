import Foundation

/// Gives a JPEG an EXIF block holding an orientation tag, as a phone camera writes one: the APP1 segment goes
/// straight after the start-of-image marker.
public enum ExifJPEG {
    /// `jpeg` (which must start with the SOI marker) with an APP1 EXIF block inserted after SOI. Its IFD0 holds
    /// an image width entry and then, unless `orientation` is nil, the orientation tag (0x0112, SHORT).
    public static func tagged(_ jpeg: Data, orientation: Int?, littleEndian: Bool = true) -> Data {
        func u16(_ v: Int) -> [UInt8] {
            littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)]
        }
        func u32(_ v: Int) -> [UInt8] { littleEndian ? u16(v & 0xFFFF) + u16(v >> 16) : u16(v >> 16) + u16(v & 0xFFFF) }
        var tiff: [UInt8] = (littleEndian ? [0x49, 0x49] : [0x4D, 0x4D]) + u16(42) + u32(8)
        // The width entry (0x0100, LONG) comes first, so the tag is found among others.
        tiff += u16(orientation == nil ? 1 : 2) + u16(0x0100) + u16(4) + u32(1) + u32(640)
        if let orientation {
            tiff += u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0)
        }
        tiff += u32(0)
        let body = Array("Exif\0\0".utf8) + tiff
        let length = body.count + 2
        let app1: [UInt8] = [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + body
        let bytes = [UInt8](jpeg)
        return Data(bytes.prefix(2) + app1 + bytes.dropFirst(2))
    }

    /// The smallest marker sequence that reads as a JPEG's header: SOI, an APP0 segment, SOS and EOI (no image).
    public static let bare = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9])
}
