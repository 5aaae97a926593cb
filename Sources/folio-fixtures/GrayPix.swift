import CLeptonica
import CPoppler
import Foundation

/// Owns an 8-bit grayscale Leptonica image and encodes it as PNG, JPEG or TIFF.
final class GrayPix {
    /// The image (owned; destroyed with this object).
    let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`.
    init(owning pix: UnsafeMutablePointer<PIX>) { self.pix = pix }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&owned)
    }

    var width: Int { Int(pixGetWidth(pix)) }
    var height: Int { Int(pixGetHeight(pix)) }

    /// The gray levels of an RGB24 cairo image surface (its green channel; fixtures draw in gray only).
    convenience init(copying context: CairoContext) throws {
        let surface = context.surface
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let source = cairo_image_surface_get_data(surface), width > 0, height > 0 else {
            throw FixtureError("raster", "the cairo image surface has no pixel data")
        }
        guard let pix = pixCreate(Int32(width), Int32(height), 8) else {
            throw FixtureError("raster", "cannot allocate a \(width)×\(height) gray image")
        }
        self.init(owning: pix)
        guard let words = pixGetData(pix) else { throw FixtureError("raster", "gray image has no data") }
        let wordsPerLine = Int(pixGetWpl(pix))
        for row in 0..<height {
            let line = UnsafeRawPointer(source + row * stride)
            let target = words + row * wordsPerLine
            for wordIndex in 0..<wordsPerLine {
                var word: UInt32 = 0
                for byte in 0..<4 {
                    let x = wordIndex * 4 + byte
                    let gray = x < width ? (line.load(fromByteOffset: x * 4, as: UInt32.self) >> 8) & 0xFF : 0
                    word = word << 8 | gray
                }
                target[wordIndex] = word
            }
        }
    }

    /// Sets the resolution recorded in PNG, JPEG and TIFF output.
    func setResolution(_ dpi: Double) {
        let value = Int32(dpi.rounded())
        pixSetResolution(pix, value, value)
    }

    /// A copy softened like a scanner's optics: `strength` (0…1) of a 3×3 box filter blended with the original.
    func blurred(strength: Double) throws -> GrayPix {
        guard let result = pixBlockconv(pix, 1, 1) else { throw FixtureError("blur", "pixBlockconv failed") }
        let blurred = GrayPix(owning: result)
        blurred.setResolution(Double(pixGetXRes(pix)))
        guard strength < 1 else { return blurred }
        guard let target = pixGetData(blurred.pix), let source = pixGetData(pix),
              pixGetWpl(blurred.pix) == pixGetWpl(pix) else {
            throw FixtureError("blur", "blurred image does not match its source")
        }
        let weight = UInt32((max(0, strength) * 256).rounded())
        for index in 0..<(Int(pixGetWpl(pix)) * height) {
            let sharp = source[index], soft = target[index]
            var word: UInt32 = 0
            for shift in stride(from: UInt32(24), through: 0, by: -8) {
                let mixed = ((soft >> shift) & 0xFF) * weight + ((sharp >> shift) & 0xFF) * (256 - weight)
                word |= (mixed >> 8) << shift
            }
            target[index] = word
        }
        return blurred
    }

    /// A copy turned clockwise by `quarterTurns` × 90°.
    func rotated(quarterTurns: Int) throws -> GrayPix {
        guard let result = pixRotateOrth(pix, Int32(quarterTurns)) else {
            throw FixtureError("rotate", "pixRotateOrth failed")
        }
        let rotated = GrayPix(owning: result)
        rotated.setResolution(Double(pixGetXRes(pix)))
        return rotated
    }

    /// Adds sensor noise in place: each pixel moves by a triangular random amount of at most `amplitude` levels.
    func addNoise(amplitude: Int, random: inout SeededRandom) throws {
        guard amplitude > 0 else { return }
        guard let words = pixGetData(pix) else { throw FixtureError("noise", "gray image has no data") }
        let count = Int(pixGetWpl(pix)) * height
        let span = UInt64(amplitude + 1)
        for index in 0..<count {
            var bits = random.next()
            var word: UInt32 = 0
            for shift in stride(from: 24, through: 0, by: -8) {
                let value = Int((words[index] >> UInt32(shift)) & 0xFF)
                let delta = Int(bits % span) - Int((bits >> 8) % span)
                bits >>= 16
                word |= UInt32(min(255, max(0, value + delta))) << UInt32(shift)
            }
            words[index] = word
        }
    }

    /// The image as a PNG file (8-bit grayscale, with the resolution).
    func pngData() throws -> Data {
        try encoded("PNG") { data, size in pixWriteMemPng(data, size, pix, 0) }
    }

    /// The image as a baseline JPEG file of `quality` (1–100).
    func jpegData(quality: Int) throws -> Data {
        try encoded("JPEG") { data, size in pixWriteMemJpeg(data, size, pix, Int32(quality), 0) }
    }

    /// Writes the image as a deflate-compressed TIFF page, starting the file or appending a page to it.
    func writeTIFF(to url: URL, append: Bool) throws {
        if pixWriteTiff(url.path, pix, Int32(IFF_TIFF_ZIP), append ? "a" : "w") != 0 {
            throw FixtureError("write \(url.lastPathComponent)", "Leptonica could not write the TIFF page")
        }
    }

    /// A cairo RGB image surface holding the same gray levels.
    func cairoImage() throws -> CairoContext {
        let context = try CairoContext(imageWidth: width, height: height, step: "image page")
        let surface = context.surface
        cairo_surface_flush(surface)
        guard let target = cairo_image_surface_get_data(surface), let words = pixGetData(pix) else {
            throw FixtureError("image page", "no pixel data")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let wordsPerLine = Int(pixGetWpl(pix))
        for row in 0..<height {
            let line = UnsafeMutableRawPointer(target + row * stride)
            for x in 0..<width {
                let gray = (words[row * wordsPerLine + x / 4] >> UInt32(24 - 8 * (x % 4))) & 0xFF
                line.storeBytes(of: 0xFF00_0000 | gray << 16 | gray << 8 | gray, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        return context
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
