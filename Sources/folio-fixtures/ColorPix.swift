import CLeptonica
import Foundation

/// Owns a 32-bit RGB Leptonica image: reads any image file, scales, blurs and encodes as JPEG or PNG.
final class ColorPix {
    /// The image (owned; destroyed with this object).
    let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`, which must be 32 bits per pixel.
    init(owning pix: UnsafeMutablePointer<PIX>) { self.pix = pix }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&owned)
    }

    var width: Int { Int(pixGetWidth(pix)) }
    var height: Int { Int(pixGetHeight(pix)) }

    /// Reads an image file of any format and depth Leptonica knows, as 32-bit RGB.
    static func read(_ url: URL) throws -> ColorPix {
        folio_lept_quiet()
        guard let source = pixRead(url.path) else {
            throw FixtureError("read \(url.path)", "Leptonica cannot decode the image")
        }
        defer {
            var owned: UnsafeMutablePointer<PIX>? = source
            pixDestroy(&owned)
        }
        guard let rgb = pixConvertTo32(source) else {
            throw FixtureError("read \(url.path)", "cannot convert the image to 32-bit RGB")
        }
        return ColorPix(owning: rgb)
    }

    /// An empty (black) image of the given size.
    static func blank(width: Int, height: Int) throws -> ColorPix {
        guard width > 0, height > 0, let pix = pixCreate(Int32(width), Int32(height), 32) else {
            throw FixtureError("image", "cannot allocate a \(width)×\(height) RGB image")
        }
        return ColorPix(owning: pix)
    }

    /// A copy of the rectangle `x, y, width, height`.
    func cropped(x: Int, y: Int, width: Int, height: Int) throws -> ColorPix {
        guard let box = boxCreate(Int32(x), Int32(y), Int32(width), Int32(height)) else {
            throw FixtureError("crop", "boxCreate failed")
        }
        defer {
            var owned: UnsafeMutablePointer<BOX>? = box
            boxDestroy(&owned)
        }
        guard let result = pixClipRectangle(pix, box, nil) else { throw FixtureError("crop", "pixClipRectangle failed") }
        return ColorPix(owning: result)
    }

    /// A copy scaled by `factor`: area-mapped when shrinking a lot, interpolated otherwise, sharpened only
    /// when `sharpen` is set (as Leptonica's `pixScale` does for previews).
    func scaled(by factor: Double, sharpen: Bool = false) throws -> ColorPix {
        let result = sharpen ? pixScale(pix, Float(factor), Float(factor))
                             : pixScaleGeneral(pix, Float(factor), Float(factor), 0, 0)
        guard let result else { throw FixtureError("scale", "scaling by \(factor) failed") }
        return ColorPix(owning: result)
    }

    /// A copy scaled to fit inside `width × height`, keeping the aspect ratio.
    func fitted(width: Int, height: Int) throws -> ColorPix {
        let factor = min(Double(width) / Double(self.width), Double(height) / Double(self.height))
        return try scaled(by: factor, sharpen: true)
    }

    /// A copy blurred by a Gaussian of standard deviation `sigma` pixels (the image itself when `sigma` is tiny).
    func gaussianBlurred(sigma: Double) throws -> ColorPix {
        guard sigma >= 0.2 else {
            guard let copy = pixCopy(nil, pix) else { throw FixtureError("blur", "pixCopy failed") }
            return ColorPix(owning: copy)
        }
        let half = Int32(max(1, (3 * sigma).rounded(.up)))
        var kernelX: UnsafeMutablePointer<L_KERNEL>?
        var kernelY: UnsafeMutablePointer<L_KERNEL>?
        guard makeGaussianKernelSep(half, half, Float(sigma), 1, &kernelX, &kernelY) == 0,
              let kernelX, let kernelY else {
            throw FixtureError("blur", "cannot make a Gaussian kernel of sigma \(sigma)")
        }
        defer {
            var x: UnsafeMutablePointer<L_KERNEL>? = kernelX, y: UnsafeMutablePointer<L_KERNEL>? = kernelY
            kernelDestroy(&x)
            kernelDestroy(&y)
        }
        guard let result = pixConvolveRGBSep(pix, kernelX, kernelY) else {
            throw FixtureError("blur", "pixConvolveRGBSep failed")
        }
        return ColorPix(owning: result)
    }

    /// Adds sensor noise in place: each channel of each pixel moves by a triangular random amount of at most
    /// `amplitude` levels.
    func addNoise(amplitude: Int, random: inout SeededRandom) throws {
        guard amplitude > 0 else { return }
        guard let words = pixGetData(pix) else { throw FixtureError("noise", "the image has no pixel data") }
        let wordsPerLine = Int(pixGetWpl(pix))
        let span = UInt64(amplitude + 1)
        for y in 0..<height {
            for x in 0..<width {
                var bits = random.next()
                let word = words[y * wordsPerLine + x]
                var noisy: UInt32 = 0
                for shift: UInt32 in [24, 16, 8] {
                    let delta = Int(bits % span) - Int((bits >> 8) % span)
                    bits >>= 16
                    noisy |= UInt32(min(255, max(0, Int((word >> shift) & 0xFF) + delta))) << shift
                }
                words[y * wordsPerLine + x] = noisy
            }
        }
    }

    /// The image as a baseline JPEG file of `quality` (1–100).
    func jpegData(quality: Int) throws -> Data {
        try encoded("JPEG") { data, size in pixWriteMemJpeg(data, size, pix, Int32(quality), 0) }
    }

    /// The image as a PNG file.
    func pngData() throws -> Data {
        try encoded("PNG") { data, size in pixWriteMemPng(data, size, pix, 0) }
    }

    private func encoded(_ format: String,
                         _ write: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>) -> Int32)
        throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = write(&bytes, &size)
        defer { if let bytes { lept_free(bytes) } }
        guard status == 0, let bytes, size > 0 else { throw FixtureError("encode \(format)", "Leptonica failed") }
        return Data(bytes: bytes, count: size)
    }
}
