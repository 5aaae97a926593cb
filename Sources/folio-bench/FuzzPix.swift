import CLeptonica
import FolioImaging
import Foundation

/// Owns one Leptonica image used to make fuzz seeds, and encodes it as PNG, JPEG or TIFF, or the way
/// `Image.encoded(as:)` cannot: a colour map or 16 bits kept, lossless WebP, chosen JPEG 2000 levels.
final class FuzzPix {
    /// The image (owned; destroyed with this object).
    let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`.
    init(owning pix: UnsafeMutablePointer<PIX>) { self.pix = pix }

    /// A new image of `width` × `height` at `depth` bits per pixel, every pixel set to `value`.
    convenience init(width: Int, height: Int, depth: Int32 = 8, value: UInt32) throws {
        guard let pix = pixCreate(Int32(width), Int32(height), depth) else {
            throw BenchError("Leptonica cannot allocate a \(width)×\(height) image of depth \(depth)")
        }
        self.init(owning: pix)
        pixSetAllArbitrary(pix, value)
        pixSetResolution(pix, 100, 100)
    }

    /// Decodes an image file read at run time (e.g. a fixture PNG).
    convenience init(reading url: URL) throws {
        guard let pix = pixRead(url.path) else { throw BenchError("Leptonica cannot read \(url.path)") }
        self.init(owning: pix)
    }

    /// Decodes a photo as a viewer shows it, its EXIF orientation applied, as Folio decodes it.
    convenience init(displaying url: URL) throws {
        let image: Image
        do {
            image = try Image.decode(Data(contentsOf: url), maxPixels: Int(Int32.max))
        } catch {
            throw BenchError("Folio cannot decode \(url.path): \(error)")
        }
        guard let pix = image.withUnsafePix({ pixCopy(nil, UnsafeMutablePointer<PIX>($0)) }) else {
            throw BenchError("Leptonica cannot copy the decoded \(url.path)")
        }
        self.init(owning: pix)
    }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&owned)
    }

    var width: Int { Int(pixGetWidth(pix)) }
    var height: Int { Int(pixGetHeight(pix)) }

    /// Sets one pixel (values beyond the depth are masked by Leptonica).
    func set(x: Int, y: Int, to value: UInt32) { pixSetPixel(pix, Int32(x), Int32(y), value) }

    /// A copy made by a Leptonica conversion (`pixScale`, `pixConvertTo1`, …), keeping the resolution.
    func converted(_ what: String, _ convert: (UnsafeMutablePointer<PIX>) -> UnsafeMutablePointer<PIX>?) throws
        -> FuzzPix {
        guard let result = convert(pix) else { throw BenchError("Leptonica cannot make the \(what) seed image") }
        pixSetResolution(result, pixGetXRes(pix), pixGetYRes(pix))
        return FuzzPix(owning: result)
    }

    /// The image as a PNG file.
    func png() throws -> Data {
        try encoded("PNG") { data, size in pixWriteMemPng(data, size, pix, 0) }
    }

    /// The image as a JPEG file of `quality`, baseline or progressive.
    func jpeg(quality: Int32 = 75, progressive: Bool = false) throws -> Data {
        try encoded("JPEG") { data, size in pixWriteMemJpeg(data, size, pix, quality, progressive ? 1 : 0) }
    }

    /// The image as a one-page TIFF file with Leptonica's `IFF_TIFF*` compression `compression`.
    func tiff(compression: Int32) throws -> Data {
        try encoded("TIFF") { data, size in pixWriteMemTiff(data, size, pix, compression) }
    }

    /// The image as Folio holds it (through a PNG, so 1-, 8- and 32-bit images come back the same), for
    /// `Image.encoded(as:)` and `HEIFImage.encode`.
    func image() throws -> Image {
        do {
            return try Image.decode(png(), maxPixels: Int(Int32.max))
        } catch {
            throw BenchError("Folio cannot read back a \(width)×\(height) seed image: \(error)")
        }
    }

    /// The image written by Leptonica's writer for `IFF_*` format `code` (`IFF_BMP`, `IFF_PNM`, `IFF_GIF`), as it
    /// is: a colour map or 16 bits kept where the format allows.
    func written(_ code: Int32, _ format: String) throws -> Data {
        try encoded(format) { data, size in pixWriteMem(data, size, pix, code) }
    }

    /// The image as a WebP file, lossy at `quality` or lossless.
    func webp(quality: Int32 = 80, lossless: Bool) throws -> Data {
        try encoded("WebP") { data, size in pixWriteMemWebP(data, size, pix, quality, lossless ? 1 : 0) }
    }

    /// The image as a JPEG 2000 (JP2) file with `levels` wavelet levels, lossy at signal-to-noise `quality` (dB) or
    /// lossless at 100.
    func jp2(quality: Int32, levels: Int32) throws -> Data {
        try encoded("JPEG 2000") { data, size in pixWriteMemJp2k(data, size, pix, quality, levels, 0, 0) }
    }

    /// `pages` as one multi-page TIFF, written through a scratch file in `scratch`.
    static func multiPageTIFF(_ pages: [FuzzPix], compression: Int32, scratch: URL) throws -> Data {
        let url = scratch.appendingPathComponent("multipage-\(UUID().uuidString).tif")
        defer { try? FileManager.default.removeItem(at: url) }
        for (index, page) in pages.enumerated()
        where pixWriteTiff(url.path, page.pix, compression, index == 0 ? "w" : "a") != 0 {
            throw BenchError("Leptonica cannot write page \(index + 1) of a multi-page TIFF seed")
        }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw BenchError("cannot read back the multi-page TIFF seed \(url.path): \(error)")
        }
    }

    private func encoded(_ format: String,
                         _ write: (UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>, UnsafeMutablePointer<Int>) -> Int32)
        throws -> Data {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = write(&bytes, &size)
        defer { if let bytes { lept_free(bytes) } }
        guard status == 0, let bytes, size > 0 else {
            throw BenchError("Leptonica cannot encode a \(width)×\(height) \(format) seed")
        }
        return Data(bytes: bytes, count: size)
    }
}
