import CLeptonica
import Foundation

/// Header facts read without decoding the pixels.
public struct ImageHeader: Sendable, Equatable {
    public var width: Int
    public var height: Int
    public var bitsPerSample: Int
    public var samplesPerPixel: Int
    /// Number of pixels (`width × height`).
    public var pixelCount: Int { width * height }
}

extension Image {
    /// Reads width, height and sample layout from an encoded image in memory, without decoding it.
    public static func header(of data: Data) throws -> ImageHeader {
        if HEIFImage.recognises(data) { return try HEIFImage.header(of: data) }
        if let (width, height) = GIFHeader.size(of: data) {
            guard width > 0, height > 0 else {
                throw ImagingError(.decodeFailed, "the GIF's header gives it no size")
            }
            return ImageHeader(width: width, height: height, bitsPerSample: 8, samplesPerPixel: 1)
        }
        var w: Int32 = 0, h: Int32 = 0, bps: Int32 = 0, spp: Int32 = 0, format: Int32 = 0, iscmap: Int32 = 0
        let rc = data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 1 }
            return pixReadHeaderMem(base, raw.count, &format, &w, &h, &bps, &spp, &iscmap)
        }
        guard rc == 0, w > 0, h > 0 else {
            throw ImagingError(.decodeFailed, "the image header cannot be read (corrupt or not an image)")
        }
        return ImageHeader(width: Int(w), height: Int(h), bitsPerSample: Int(bps), samplesPerPixel: Int(spp))
    }

    /// Decodes an image held in memory: PNG, JPEG, TIFF, WebP, GIF, BMP, JPEG 2000 or PNM through Leptonica,
    /// HEIC or AVIF through libheif (`HEIFImage`). `page` selects the directory of a multi-page TIFF.
    /// Refuses images over `maxPixels` before decoding them, and JPEGs with corrupt or missing data. A JPEG, PNG
    /// or WebP comes back as a viewer shows it, its EXIF orientation applied.
    public static func decode(_ data: Data, page: Int = 0, maxPixels: Int) throws -> Image {
        let decoded = try decodeKeepingDamage(data, page: page, maxPixels: maxPixels)
        if let damage = decoded.damage { throw ImagingError(.decodeFailed, damage) }
        return decoded.image
    }

    /// Decodes like `decode`, but a JPEG that libjpeg reads with warnings (corrupt entropy data, a file cut
    /// short) still yields the pixels it could decode — the rest is libjpeg's grey fill — with `damage` saying
    /// what was wrong. Other decoders read such files too; refusing them would lose the readable part.
    ///
    /// `reduction` (1, 2, 4 or 8) reads the image at that fraction of its width and height: a JPEG through
    /// libjpeg's DCT scaling (decoded small, never held full size), other formats reduced right after decoding.
    public static func decodeKeepingDamage(_ data: Data, page: Int = 0, maxPixels: Int,
                                           reduction: Int = 1) throws -> (image: Image, damage: String?) {
        if HEIFImage.recognises(data) {
            let image = try HEIFImage.decode(data, maxPixels: maxPixels).normalizedForProcessing()
            return (reduction > 1 ? try image.reduced(by: reduction) : image, nil)
        }
        let header = try header(of: data)
        guard header.pixelCount <= maxPixels else {
            throw ImagingError(.tooLarge, "the image is \(header.width) × \(header.height) pixels, over the limit of "
                + "\(maxPixels / 1_000_000) megapixels (raise limits.maxMegapixels in the pipeline to allow it)")
        }
        var jpegWarnings: Int32 = 0
        let format = format(of: data)
        let pix: UnsafeMutablePointer<PIX>? = data.withUnsafeBytes { raw -> UnsafeMutablePointer<PIX>? in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return nil }
            switch format {
            case Int32(IFF_JFIF_JPEG):
                // libjpeg's warnings (bad data, a premature end) are counted and the image kept.
                return pixReadMemJpeg(base, raw.count, 0, Int32(reduction), &jpegWarnings,
                                      Int32(L_JPEG_CONTINUE_WITH_BAD_DATA))
            case Int32(IFF_TIFF), Int32(IFF_TIFF_G3), Int32(IFF_TIFF_G4), Int32(IFF_TIFF_PACKBITS),
                 Int32(IFF_TIFF_LZW), Int32(IFF_TIFF_ZIP), Int32(IFF_TIFF_JPEG):
                return pixReadMemTiff(base, raw.count, Int32(page))
            default:
                return pixReadMem(base, raw.count)
            }
        }
        guard let pix else {
            throw ImagingError(.decodeFailed, "the image data is corrupt or cut short")
        }
        let damage = jpegWarnings > 0
            ? "the JPEG is damaged (libjpeg reported \(jpegWarnings) problem\(jpegWarnings == 1 ? "" : "s"): corrupt "
                + "data or a file cut short); the part that could be decoded was read, the rest is grey"
            : nil
        // A JPEG, PNG or WebP is turned as its EXIF orientation says (Leptonica's TIFF reader applies a TIFF's own
        // tag).
        let orientation = switch format {
        case Int32(IFF_JFIF_JPEG): ExifOrientation.of(jpeg: data)
        case Int32(IFF_PNG): ExifOrientation.of(png: data)
        case Int32(IFF_WEBP): ExifOrientation.of(webp: data)
        default: 1
        }
        let image = try Image(owning: pix).normalizedForProcessing().asDisplayed(exifOrientation: orientation)
        guard reduction > 1 else { return (image, damage) }
        if format == Int32(IFF_JFIF_JPEG) {
            // libjpeg scaled the pixels but not the resolution.
            image.setResolution(x: image.xResolution / reduction, y: image.yResolution / reduction)
            return (image, damage)
        }
        return (try image.reduced(by: reduction), damage)
    }

    private static func format(of data: Data) -> Int32 {
        data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return 0 }
            var format: Int32 = 0
            findFileFormatBuffer(base, &format)
            return format
        }
    }

    /// Decodes page `page` of the TIFF file at `path`, reading only that page's strips from the file (a long
    /// multi-page TIFF is never held in memory whole). `pixels` is the page's size from its directory, checked
    /// against `maxPixels` before decoding.
    /// `reduction` as in `decodeKeepingDamage` (applied after decoding).
    public static func decodeTIFF(path: String, page: Int, pixels: Int, maxPixels: Int,
                                  reduction: Int = 1) throws -> Image {
        guard pixels <= maxPixels else {
            throw ImagingError(.tooLarge, "the page is \(pixels / 1_000_000) megapixels, over the limit of "
                + "\(maxPixels / 1_000_000) megapixels (raise limits.maxMegapixels in the pipeline to allow it)")
        }
        guard let pix = pixReadTiff(path, Int32(page)) else {
            throw ImagingError(.decodeFailed, "the image data is corrupt or cut short")
        }
        return try Image(owning: pix).normalizedForProcessing().reduced(by: reduction)
    }

    /// Builds an 8-bit grayscale image from rows of gray bytes (`stride` bytes apart).
    public static func gray(width: Int, height: Int, stride: Int, bytes: UnsafeRawBufferPointer) throws -> Image {
        guard width > 0, height > 0, stride >= width, width <= Int(Int32.max), height <= Int(Int32.max),
              stride.multipliedReportingOverflow(by: height).partialValue <= bytes.count,
              !stride.multipliedReportingOverflow(by: height).overflow, let base = bytes.baseAddress else {
            throw ImagingError(.operationFailed, "cannot make a \(width) × \(height) grey image from \(bytes.count) "
                + "bytes with rows \(stride) bytes apart (need width > 0, height > 0, stride ≥ width, "
                + "stride × height ≤ bytes)")
        }
        return try gray(width: width, height: height) { y, row in
            row.baseAddress?.update(from: base.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self),
                                    count: width)
        }
    }

    /// Builds an 8-bit grayscale image row by row: `fillRow(y, row)` writes the `width` grey levels of row `y`.
    /// Only one row is held besides the image, so a large page is never in memory twice.
    public static func gray(width: Int, height: Int,
                            fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) throws -> Void) throws -> Image {
        guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max),
              let pix = pixCreate(Int32(width), Int32(height), 8) else {
            throw ImagingError(.operationFailed, "could not create a \(width) × \(height) image")
        }
        let image = Image(owning: pix)
        guard let data = pixGetData(pix) else { throw ImagingError(.operationFailed, "image has no pixel data") }
        let wpl = Int(pixGetWpl(pix))
        // The row as whole words; the bytes past `width` stay 0, as Leptonica leaves a new image's padding.
        var levels = [UInt8](repeating: 0, count: wpl * 4)
        for x in 0..<width { levels[x] = 255 }
        for y in 0..<height {
            try levels.withUnsafeMutableBufferPointer {
                try fillRow(y, UnsafeMutableBufferPointer(rebasing: $0[0..<width]))
            }
            let row = data + y * wpl
            // Leptonica packs 8-bit pixels big-endian within 32-bit words: the first pixel is the high byte.
            levels.withUnsafeBytes { bytes in
                for word in 0..<wpl {
                    row[word] = UInt32(bigEndian: bytes.load(fromByteOffset: 4 * word, as: UInt32.self))
                }
            }
        }
        return image
    }

    /// Converts colour-mapped, 16-bit, 2/4-bit or alpha images to 8-bit gray or 32-bit RGB so later stages
    /// see one of three depths: 1, 8 or 32.
    func normalizedForProcessing() throws -> Image {
        var current = self
        if pixGetColormap(current.pix) != nil {
            guard let p = pixRemoveColormap(current.pix, Int32(REMOVE_CMAP_BASED_ON_SRC)) else {
                throw ImagingError(.operationFailed, "could not remove the colour map")
            }
            current = Image(owning: p)
        }
        switch current.depth {
        case 1, 8:
            return current
        case 32:
            if pixGetSpp(current.pix) == 4 {
                // Composite alpha over white so transparent regions read as paper.
                guard let p = pixAlphaBlendUniform(current.pix, 0xFFFF_FF00) else {
                    throw ImagingError(.operationFailed, "could not flatten transparency")
                }
                return Image(owning: p)
            }
            return current
        case 2, 4, 16:
            guard let p = pixConvertTo8(current.pix, 0) else {
                throw ImagingError(.unsupportedDepth, "could not convert a \(current.depth)-bit image to 8-bit")
            }
            return Image(owning: p)
        case 24:
            guard let p = pixConvertTo32(current.pix) else {
                throw ImagingError(.unsupportedDepth, "could not convert a 24-bit image")
            }
            return Image(owning: p)
        default:
            throw ImagingError(.unsupportedDepth, "\(current.depth)-bit images are not supported")
        }
    }
}
