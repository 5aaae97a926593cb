import CLeptonica

/// An image's pixels as packed 8-bit planes, for analysis in Swift.
public struct ColorPlanes: Sendable {
    public var width: Int
    public var height: Int
    public var red: [UInt8]
    public var green: [UInt8]
    public var blue: [UInt8]

    /// Rec. 601 luma of pixel `i`.
    @inline(__always) public func luma(_ i: Int) -> Int {
        (Int(red[i]) * 77 + Int(green[i]) * 150 + Int(blue[i]) * 29) >> 8
    }
}

extension Image {
    /// Red, green and blue planes (all three equal for a gray image).
    public func colorPlanes() throws -> ColorPlanes {
        let w = width, h = height
        if depth != 32 {
            let gray = try grayBytes()
            return ColorPlanes(width: w, height: h, red: gray, green: gray, blue: gray)
        }
        guard let data = pixGetData(pix) else { throw ImagingError(.operationFailed, "image has no pixel data") }
        let wpl = Int(pixGetWpl(pix))
        var r = [UInt8](repeating: 0, count: w * h), g = r, b = r
        for y in 0..<h {
            let row = data + y * wpl
            for x in 0..<w {
                let p = row[x]
                r[y * w + x] = UInt8(p >> 24)
                g[y * w + x] = UInt8((p >> 16) & 0xFF)
                b[y * w + x] = UInt8((p >> 8) & 0xFF)
            }
        }
        return ColorPlanes(width: w, height: h, red: r, green: g, blue: b)
    }

    /// Scaled so that its longer side is at most `maxSide` (a copy when it already is), for analysis: area
    /// mapping or linear interpolation without the sharpening `scaled(by:)` applies.
    public func scaled(toFit maxSide: Int) throws -> Image {
        let longer = max(width, height)
        let source = try depth == 1 ? grayscale() : self
        guard longer > maxSide else { return try source.copy() }
        let factor = Double(maxSide) / Double(longer)
        let (w, h) = Self.scaledSize(width: width, height: height, factor: factor)
        // A strip whose shorter side would vanish keeps one pixel (Leptonica refuses a zero-sized result).
        let scaled = min(Double(width) * factor, Double(height) * factor) >= 1
            ? pixScaleGeneral(source.pix, Float(factor), Float(factor), 0, 0)
            : pixScaleToSize(source.pix, Int32(w), Int32(h))
        guard let p = scaled else {
            throw ImagingError(.operationFailed, "could not scale a \(width) × \(height) image to \(w) × \(h)")
        }
        return Image(owning: p)
    }

    /// Box-filtered (mean of a `(2r+1)²` window), for smoothing before analysis.
    public func boxBlurred(radius: Int) throws -> Image {
        guard radius > 0 else { return try copy() }
        let source = try depth == 8 || depth == 32 ? self : grayscale()
        guard let p = pixBlockconv(source.pix, Int32(radius), Int32(radius)) else {
            throw ImagingError(.operationFailed, "could not blur image")
        }
        return Image(owning: p)
    }
}
