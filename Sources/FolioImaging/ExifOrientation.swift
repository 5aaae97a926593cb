import Foundation

/// An image's EXIF orientation tag (0x0112), which says how the stored pixels are turned or mirrored for display:
/// in a JPEG's APP1 block, a PNG's `eXIf` chunk, or a WebP's `EXIF` chunk.
/// Phones store a photo taken upright as the sensor saw it, on its side, and set this tag; every viewer turns
/// it. Folio decodes such a photo the way it is shown (`Image.asDisplayed(exifOrientation:)`), so its page is
/// the one the user sees and its coordinates are in that frame.
public enum ExifOrientation {
    /// The orientation (1–8) of a JPEG held in `data`: 1 when it has no EXIF block, no orientation tag, or a
    /// value outside 1…8 (some cameras write 0), or when `data` is not a JPEG.
    public static func of(jpeg data: Data) -> Int {
        // The EXIF block comes first among the segments; a megabyte holds it behind any other metadata.
        let bytes = [UInt8](data.prefix(1 << 20))
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return 1 }
        var index = 2
        while index + 4 <= bytes.count {
            guard bytes[index] == 0xFF else { return 1 }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }  // fill byte
            // Start of scan or end of image: the metadata segments are behind us.
            if marker == 0xDA || marker == 0xD9 { return 1 }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            guard length >= 2, index + 2 + length <= bytes.count else { return 1 }
            let body = (index + 4)..<(index + 2 + length)
            let exifHeader = Array("Exif\0\0".utf8)
            if marker == 0xE1, body.count > 6, Array(bytes[body.prefix(6)]) == exifHeader {
                return tiffOrientation(Array(bytes[body.dropFirst(6)])) ?? 1
            }
            index += 2 + length
        }
        return 1
    }

    /// The orientation (1–8) of a PNG held in `data`, from its `eXIf` chunk (a TIFF structure, as in a JPEG's
    /// EXIF block): 1 when it has none, no orientation tag, a value outside 1…8, or when `data` is not a PNG. The
    /// chunk's checksum is not checked, as viewers do not; a chunk after the image data (which the PNG
    /// specification does not allow but some writers produce) counts too, within the first megabyte.
    public static func of(png data: Data) -> Int {
        let bytes = [UInt8](data.prefix(1 << 20))
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { return 1 }
        var index = 8
        while index + 8 <= bytes.count {
            let length = bytes[index..<(index + 4)].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[(index + 4)..<(index + 8)], as: UTF8.self)
            let body = (index + 8)..<(index + 8 + length)
            guard length >= 0, body.upperBound <= bytes.count else { return 1 }
            if type == "IEND" { return 1 }
            if type == "eXIf" {
                var tiff = Array(bytes[body])
                // Some writers keep the JPEG block's "Exif\0\0" prefix in the chunk.
                if tiff.starts(with: Array("Exif\0\0".utf8)) { tiff.removeFirst(6) }
                return tiffOrientation(tiff) ?? 1
            }
            index = body.upperBound + 4  // the chunk's CRC
        }
        return 1
    }

    /// The orientation (1–8) of a WebP held in `data`, from the `EXIF` chunk of its extended format (a TIFF
    /// structure, as in a JPEG's EXIF block), which browsers apply: 1 when it has none, no orientation tag, a value
    /// outside 1…8, or when `data` is not a WebP. The chunk follows the image data, so the chunks are walked by
    /// their headers through the whole file (nothing else is read).
    public static func of(webp data: Data) -> Int {
        func byte(_ at: Int) -> UInt8 { data[data.startIndex + at] }
        func fourCC(_ at: Int) -> String { String(decoding: (at..<(at + 4)).map(byte), as: UTF8.self) }
        func u32(_ at: Int) -> Int { (0..<4).reduce(0) { $0 | Int(byte(at + $1)) << (8 * $1) } }
        guard data.count >= 20, fourCC(0) == "RIFF", fourCC(8) == "WEBP" else { return 1 }
        // Only the extended format (a VP8X chunk first) carries metadata.
        guard fourCC(12) == "VP8X" else { return 1 }
        let end = min(data.count, 8 + u32(4))
        var index = 12
        while index + 8 <= end {
            let length = u32(index + 4)
            let body = (index + 8)..<(index + 8 + length)
            guard body.upperBound <= end else { return 1 }
            if fourCC(index) == "EXIF" {
                var tiff = body.map(byte)
                if tiff.starts(with: Array("Exif\0\0".utf8)) { tiff.removeFirst(6) }
                return tiffOrientation(tiff) ?? 1
            }
            index = body.upperBound + (length & 1)  // chunks are padded to an even length
        }
        return 1
    }

    /// The orientation tag of IFD0 in a TIFF structure (the body of an EXIF block); nil when absent or not 1…8.
    static func tiffOrientation(_ tiff: [UInt8]) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let little: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return little ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : Int(tiff[at]) << 8 | Int(tiff[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + 12 * entry
            guard let tag = u16(at) else { return nil }
            // A SHORT value sits in the first two bytes of the entry's value field.
            if tag == 0x0112, u16(at + 2) == 3, let value = u16(at + 8) {
                return (1...8).contains(value) ? value : nil
            }
        }
        return nil
    }
}

extension ExifOrientation {
    /// `jpeg` (which must start with the SOI marker) with an APP1 EXIF block inserted after SOI, as a phone
    /// camera writes one (for tests and benchmark inputs). Its IFD0 holds an image width entry and then, unless
    /// `orientation` is nil, the orientation tag (0x0112, SHORT).
    public static func tagging(_ jpeg: Data, orientation: Int?, littleEndian: Bool = true) -> Data {
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

    /// `png` (which must start with the PNG signature and its IHDR chunk) with an `eXIf` chunk inserted after
    /// IHDR, holding the same TIFF structure as `tagging(_:orientation:littleEndian:)` writes (for tests and
    /// benchmark inputs).
    public static func tagging(png: Data, orientation: Int?, littleEndian: Bool = true) -> Data {
        // The TIFF structure is the JPEG block's body without its "Exif\0\0" header.
        let block = [UInt8](tagging(Data([0xFF, 0xD8]), orientation: orientation, littleEndian: littleEndian))
        let tiff = Array(block.dropFirst(2 + 4 + 6))
        func u32(_ v: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> $0) } }
        let typed = Array("eXIf".utf8) + tiff
        let chunk = u32(UInt32(tiff.count)) + typed + u32(PNGChecksum.crc32(typed))
        let bytes = [UInt8](png)
        let afterHeader = 8 + 8 + 13 + 4  // signature, then IHDR's length, type, 13-byte body and CRC
        return Data(bytes.prefix(afterHeader) + chunk + bytes.dropFirst(afterHeader))
    }

    /// `webp`, a simple (lossy `VP8 ` or lossless `VP8L`) WebP of a `width` × `height` image, remade in the extended
    /// format with an `EXIF` chunk after the image data holding the same TIFF structure as
    /// `tagging(_:orientation:littleEndian:)` writes, as a phone or an editor saves one (for tests and benchmark
    /// inputs).
    public static func tagging(webp: Data, width: Int, height: Int, orientation: Int?,
                               littleEndian: Bool = true) -> Data {
        func u24(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u24(v) + [UInt8(v >> 24 & 0xFF)] }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            Array(type.utf8) + u32(body.count) + body + (body.count % 2 == 1 ? [0] : [])
        }
        let block = [UInt8](tagging(Data([0xFF, 0xD8]), orientation: orientation, littleEndian: littleEndian))
        let tiff = Array(block.dropFirst(2 + 4 + 6))
        let image = Array([UInt8](webp).dropFirst(12))  // the image chunk after "RIFF", its size and "WEBP"
        let header = chunk("VP8X", [0x08, 0, 0, 0] + u24(width - 1) + u24(height - 1))  // 0x08: has EXIF
        let chunks = header + image + chunk("EXIF", tiff)
        return Data(Array("RIFF".utf8) + u32(4 + chunks.count) + Array("WEBP".utf8) + chunks)
    }

    /// The displayed size of a `width` × `height` stored image: sides swapped for orientations 5–8, which turn
    /// it a quarter.
    public static func displayedSize(width: Int, height: Int, orientation: Int) -> (width: Int, height: Int) {
        (5...8).contains(orientation) ? (height, width) : (width, height)
    }
}
