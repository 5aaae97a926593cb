import FolioModel
import Foundation

/// Detects a file's media type from its first bytes (magic numbers), never from its name.
public enum MediaSniffer {
    /// How many leading bytes `detect` looks at.
    public static let prefixLength = 4096

    /// The media type of content starting with `prefix` (at most `prefixLength` bytes are needed).
    public static func detect(_ prefix: Data) -> MediaType {
        let b = [UInt8](prefix.prefix(prefixLength))
        if b.isEmpty { return .empty }
        func starts(_ sig: [UInt8], at offset: Int = 0) -> Bool {
            b.count >= offset + sig.count && Array(b[offset..<offset + sig.count]) == sig
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts([0x49, 0x49, 0x2A, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2A])
            || starts([0x49, 0x49, 0x2B, 0x00]) || starts([0x4D, 0x4D, 0x00, 0x2B]) { return .tiff }
        if containsPDFHeader(b) { return .pdf }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) { return .webp }
        if let heif = isoMediaImage(b) { return heif }
        if starts([0x00, 0x00, 0x00, 0x0C, 0x6A, 0x50, 0x20, 0x20]) || starts([0xFF, 0x4F, 0xFF, 0x51]) { return .jpeg2000 }
        if starts([0x50, 0x4B, 0x03, 0x04]) { return .zip }
        if starts(Array("BM".utf8)) && b.count > 14 { return .bmp }
        if isPNM(b) { return .pnm }
        if looksLikeText(b) { return .plainText }
        return .unknown
    }

    /// PDF readers accept the `%PDF-` header anywhere in the first kilobyte.
    static func containsPDFHeader(_ b: [UInt8]) -> Bool {
        let sig = Array("%PDF-".utf8)
        let limit = min(b.count, 1024) - sig.count
        guard limit >= 0 else { return false }
        for i in 0...limit where b[i] == sig[0] && Array(b[i..<i + sig.count]) == sig { return true }
        return false
    }

    /// An ISO media file (the `ftyp` box first) whose brands say HEIF or AVIF still images: AVIF when an AV1
    /// brand is among them, HEIF when a HEVC or plain image brand is; nil for video (`isom`, `mp42`, `qt  `).
    static func isoMediaImage(_ b: [UInt8]) -> MediaType? {
        guard b.count >= 16, Array(b[4..<8]) == Array("ftyp".utf8) else { return nil }
        let size = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        let end = min(max(size, 16), b.count)
        // The major brand at 8, a version at 12, then compatible brands four bytes each.
        var brands = [String(decoding: b[8..<12], as: UTF8.self)]
        var at = 16
        while at + 4 <= end { brands.append(String(decoding: b[at..<at + 4], as: UTF8.self)); at += 4 }
        if brands.contains(where: { $0 == "avif" || $0 == "avis" }) { return .avif }
        let heif: Set = ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"]
        return brands.contains(where: heif.contains) ? .heif : nil
    }

    /// A binary or plain portable anymap: `P1`–`P6`, white space, then the width as digits (or a comment that
    /// runs past the bytes looked at).
    static func isPNM(_ b: [UInt8]) -> Bool {
        guard b.count >= 4, b[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "6")).contains(b[1]),
              [0x20, 0x09, 0x0A, 0x0D].contains(b[2]) else { return false }
        // Comments (`#` to the end of the line) may come before the width.
        var at = 3
        while at < b.count {
            if [0x20, 0x09, 0x0A, 0x0D].contains(b[at]) { at += 1; continue }
            if b[at] == UInt8(ascii: "#") {
                while at < b.count && b[at] != 0x0A { at += 1 }
                // A comment running past the prefix still follows a PNM's magic number.
                if at == b.count { return true }
                continue
            }
            return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b[at])
        }
        return false
    }

    /// Valid UTF-8 made of printable characters and ordinary white space.
    static func looksLikeText(_ b: [UInt8]) -> Bool {
        var bytes = b
        // A cut in the middle of a multi-byte character at the end of the prefix is not a reason to say binary.
        while let last = bytes.last, last & 0xC0 == 0x80 || last >= 0xC0 { bytes.removeLast(); if bytes.count < b.count - 3 { break } }
        guard let s = String(validating: bytes, as: UTF8.self) else { return false }
        let bad = s.unicodeScalars.filter { $0.value < 0x20 && !"\t\n\r\u{0C}".unicodeScalars.contains($0) }.count
        return bad == 0
    }
}
