import CLeptonica

/// An RGB colour with channels in 0…255.
struct RGB: Sendable {
    var r: Float
    var g: Float
    var b: Float

    init(_ r: Float, _ g: Float, _ b: Float) {
        self.r = r
        self.g = g
        self.b = b
    }

    /// A gray of `level` (0…255).
    init(gray level: Float) { self.init(level, level, level) }

    /// This colour multiplied by `factor`.
    func scaled(_ factor: Float) -> RGB { RGB(r * factor, g * factor, b * factor) }

    /// `self` blended toward `other` by `amount` (0: self, 1: other).
    func mixed(with other: RGB, _ amount: Float) -> RGB {
        RGB(r + (other.r - r) * amount, g + (other.g - g) * amount, b + (other.b - b) * amount)
    }
}

/// A floating-point RGB image that photo synthesis paints on, converted to and from Leptonica at the ends.
struct Canvas {
    let width: Int
    let height: Int
    /// Interleaved R, G, B values, row-major; values may leave 0…255 until the image is encoded.
    var samples: [Float]

    /// A canvas filled with `colour`.
    init(width: Int, height: Int, colour: RGB = RGB(gray: 0)) {
        self.width = width
        self.height = height
        samples = [Float](repeating: 0, count: width * height * 3)
        for index in 0..<(width * height) { self[index] = colour }
    }

    /// The pixels of a 32-bit Leptonica image.
    init(_ image: ColorPix) throws {
        let width = image.width, height = image.height
        self.init(width: width, height: height)
        guard let words = pixGetData(image.pix) else { throw FixtureError("canvas", "the image has no pixel data") }
        let wordsPerLine = Int(pixGetWpl(image.pix))
        for y in 0..<height {
            for x in 0..<width {
                let word = words[y * wordsPerLine + x]
                self[y * width + x] = RGB(Float(word >> 24), Float((word >> 16) & 0xFF), Float((word >> 8) & 0xFF))
            }
        }
    }

    /// The colour of pixel number `index` (`y * width + x`).
    subscript(index: Int) -> RGB {
        get { RGB(samples[3 * index], samples[3 * index + 1], samples[3 * index + 2]) }
        set {
            samples[3 * index] = newValue.r
            samples[3 * index + 1] = newValue.g
            samples[3 * index + 2] = newValue.b
        }
    }

    /// The colour at `(x, y)`, sampled bilinearly between pixel centres (`x`, `y` in pixel-centre coordinates,
    /// clamped to the image).
    func bilinear(x: Double, y: Double) -> RGB {
        let cx = min(max(x, 0), Double(width - 1)), cy = min(max(y, 0), Double(height - 1))
        let x0 = Int(cx), y0 = Int(cy)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = Float(cx - Double(x0)), fy = Float(cy - Double(y0))
        let top = self[y0 * width + x0].mixed(with: self[y0 * width + x1], fx)
        let bottom = self[y1 * width + x0].mixed(with: self[y1 * width + x1], fx)
        return top.mixed(with: bottom, fy)
    }

    /// Blends `colour` over pixel `(x, y)` with opacity `alpha` (0…1); pixels outside are ignored.
    mutating func blend(x: Int, y: Int, _ colour: RGB, alpha: Float) {
        guard x >= 0, y >= 0, x < width, y < height, alpha > 0 else { return }
        let index = y * width + x
        self[index] = alpha >= 1 ? colour : self[index].mixed(with: colour, alpha)
    }

    /// The canvas as a 32-bit Leptonica image, values rounded and clamped to 0…255.
    func pix() throws -> ColorPix {
        let image = try ColorPix.blank(width: width, height: height)
        guard let words = pixGetData(image.pix) else { throw FixtureError("canvas", "the image has no pixel data") }
        let wordsPerLine = Int(pixGetWpl(image.pix))
        func byte(_ value: Float) -> UInt32 { UInt32(min(255, max(0, value.rounded()))) }
        for y in 0..<height {
            for x in 0..<width {
                let colour = self[y * width + x]
                words[y * wordsPerLine + x] = byte(colour.r) << 24 | byte(colour.g) << 16 | byte(colour.b) << 8
            }
        }
        return image
    }
}
