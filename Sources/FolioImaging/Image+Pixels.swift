import CLeptonica

extension Image {
    /// The image as packed 8-bit gray rows (`width` bytes each, no padding), converting when needed.
    public func grayBytes() throws -> [UInt8] {
        let gray = try depth == 8 ? self : grayscale()
        guard let data = pixGetData(gray.pix) else { throw ImagingError(.operationFailed, "image has no pixel data") }
        let w = gray.width, h = gray.height, wpl = Int(pixGetWpl(gray.pix))
        var out = [UInt8](repeating: 0, count: w * h)
        out.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<h {
                let row = data + y * wpl
                let target = base + y * w
                // Leptonica keeps four pixels per 32-bit word, the first in the high byte.
                let words = w / 4
                for i in 0..<words {
                    let word = row[i]
                    target[4 * i] = UInt8(truncatingIfNeeded: word >> 24)
                    target[4 * i + 1] = UInt8(truncatingIfNeeded: word >> 16)
                    target[4 * i + 2] = UInt8(truncatingIfNeeded: word >> 8)
                    target[4 * i + 3] = UInt8(truncatingIfNeeded: word)
                }
                for x in (4 * words)..<w {
                    target[x] = UInt8(truncatingIfNeeded: row[x >> 2] >> UInt32(24 - 8 * (x & 3)))
                }
            }
        }
        return out
    }
}
