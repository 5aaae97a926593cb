import Foundation

/// A GIF's size read from its own header. Leptonica learns a GIF's size only by decoding it whole, so a small file
/// declaring a huge image (a 290 KB GIF of 20,000 × 20,000 pixels took 3 s and 830 MB before being refused) is
/// measured here first: the logical screen, and the first image's extent when the blocks before it are there.
enum GIFHeader {
    /// Width and height of the GIF in `data`, the larger of the logical screen and the first image; nil when
    /// `data` is not a GIF.
    static func size(of data: Data) -> (width: Int, height: Int)? {
        // Every image's header is asked for: look at the signature before copying the blocks.
        guard data.starts(with: Array("GIF8".utf8)) else { return nil }
        let b = [UInt8](data.prefix(1 << 16))
        guard b.count >= 13 else { return nil }
        func u16(_ at: Int) -> Int? { at + 1 < b.count ? Int(b[at]) | Int(b[at + 1]) << 8 : nil }
        guard let screenWidth = u16(6), let screenHeight = u16(8) else { return nil }
        var width = screenWidth, height = screenHeight
        var at = 13
        // The global colour table: three bytes for each of 2^(n+1) colours.
        if b[10] & 0x80 != 0 { at += 3 << (Int(b[10] & 0x07) + 1) }
        // Extensions (0x21: a label, then sub-blocks up to an empty one) until the first image descriptor (0x2C).
        while at < b.count {
            if b[at] == 0x2C {
                if let left = u16(at + 1), let top = u16(at + 3), let w = u16(at + 5), let h = u16(at + 7) {
                    width = max(width, left + w)
                    height = max(height, top + h)
                }
                break
            }
            guard b[at] == 0x21, at + 2 < b.count else { break }
            at += 2
            while at < b.count, b[at] != 0 { at += Int(b[at]) + 1 }
            at += 1
        }
        return (width, height)
    }
}
