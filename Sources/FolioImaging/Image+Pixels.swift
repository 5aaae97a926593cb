import CLeptonica

extension Image {
    /// The image as packed 8-bit gray rows (`width` bytes each, no padding), converting when needed.
    public func grayBytes() throws -> [UInt8] {
        let gray = try depth == 8 ? self : grayscale()
        guard let data = pixGetData(gray.pix) else { throw ImagingError(.operationFailed, "image has no pixel data") }
        let w = gray.width, h = gray.height, wpl = Int(pixGetWpl(gray.pix))
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = data + y * wpl
            for x in 0..<w {
                out[y * w + x] = UInt8((row[x >> 2] >> UInt32(24 - 8 * (x & 3))) & 0xFF)
            }
        }
        return out
    }
}
