import CLeptonica
import Foundation

/// Writes the plain (ASCII) portable anymaps Leptonica reads but does not write to memory: P1 (bits), P2 (gray)
/// and P3 (RGB), with a comment in the header as scanners' tools write one.
enum FuzzPlainPNM {
    /// `image` as a plain PNM: P1 for a 1-bit image, P2 for 8-bit gray, P3 for 32-bit RGB.
    static func encode(_ image: FuzzPix) throws -> Data {
        let depth = pixGetDepth(image.pix)
        let magic: String
        switch depth {
        case 1: magic = "P1"
        case 8 where pixGetColormap(image.pix) == nil: magic = "P2"
        case 32: magic = "P3"
        default: throw BenchError("no plain PNM for a \(depth)-bit image")
        }
        var text = "\(magic)\n# folio fuzz seed\n\(image.width) \(image.height)\n" + (depth == 1 ? "" : "255\n")
        var line = ""
        for y in 0..<image.height {
            for x in 0..<image.width {
                var value: UInt32 = 0
                pixGetPixel(image.pix, Int32(x), Int32(y), &value)
                let samples = depth == 32 ? [value >> 24, value >> 16 & 0xFF, value >> 8 & 0xFF] : [value]
                for sample in samples {
                    // Lines of plain PNM files are at most 70 characters.
                    if line.count > 64 {
                        text += line + "\n"
                        line = ""
                    }
                    line += (line.isEmpty ? "" : " ") + String(sample)
                }
            }
        }
        text += line + "\n"
        return Data(text.utf8)
    }
}
