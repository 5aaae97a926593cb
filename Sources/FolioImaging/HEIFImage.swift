import CHeif
import CLeptonica
import Foundation

/// HEIF images — HEIC, the camera format of iPhones since iOS 11, and AVIF — read and written through libheif.
/// Leptonica reads every other raster format Folio takes; this is the one it lacks.
///
/// The primary image is read as a viewer shows it: libheif applies the file's rotation, mirror and crop
/// (`irot`, `imir`, `clap`), which is where a HEIF keeps a photo's orientation. A grid of tiles (how phones
/// store a full-size photo) comes back whole; an alpha plane is dropped, since a page is opaque.
public enum HEIFImage {
    /// Whether `data` starts like a HEIF or AVIF file (its `ftyp` box names a brand libheif knows).
    public static func recognises(_ data: Data) -> Bool {
        let prefix = [UInt8](data.prefix(64))
        guard prefix.count >= 12 else { return false }
        _ = initialized
        let result = prefix.withUnsafeBufferPointer { heif_check_filetype($0.baseAddress, Int32($0.count)) }
        return result == heif_filetype_yes_supported || result == heif_filetype_yes_unsupported
    }

    /// The primary image's size as displayed, read from the file's boxes without decoding.
    public static func header(of data: Data) throws -> ImageHeader {
        try withPrimaryImage(of: data) { handle in
            ImageHeader(width: Int(heif_image_handle_get_width(handle)),
                        height: Int(heif_image_handle_get_height(handle)),
                        bitsPerSample: Int(max(heif_image_handle_get_luma_bits_per_pixel(handle), 8)),
                        samplesPerPixel: 3)
        }
    }

    /// Decodes the primary image to 32-bit RGB, refusing it before decoding when it has more than `maxPixels`.
    public static func decode(_ data: Data, maxPixels: Int) throws -> Image {
        try withPrimaryImage(of: data) { handle in
            let width = Int(heif_image_handle_get_width(handle)), height = Int(heif_image_handle_get_height(handle))
            guard width > 0, height > 0 else {
                throw ImagingError(.decodeFailed, "the HEIF's primary image has no size")
            }
            guard width * height <= maxPixels else {
                throw ImagingError(.tooLarge, "the image is \(width) × \(height) pixels, over the limit of "
                    + "\(maxPixels / 1_000_000) megapixels (raise limits.maxMegapixels in the pipeline to allow it)")
            }
            var decoded: OpaquePointer?
            try check(heif_decode_image(handle, &decoded, heif_colorspace_RGB, heif_chroma_interleaved_RGB, nil),
                      "its image cannot be decoded")
            guard let decoded else { throw ImagingError(.decodeFailed, "libheif gave no image") }
            defer { heif_image_release(decoded) }
            return try rgbImage(from: decoded)
        }
    }

    /// Encodes `image` as a HEIC (HEVC, through x265) or an AVIF (AV1) of `quality` 0–100, for tests and
    /// benchmark inputs. `orientation` (an EXIF orientation, 1–8) is written as the file's `irot`/`imir` boxes,
    /// as a phone stores a photo taken turned: `image` is stored as given and shown as the orientation says.
    public static func encode(_ image: Image, avif: Bool = false, quality: Int = 85,
                              orientation: Int = 1) throws -> Data {
        _ = initialized
        guard let context = heif_context_alloc() else { throw ImagingError(.operationFailed, "libheif is out of memory") }
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, avif ? heif_compression_AV1 : heif_compression_HEVC,
                                                      &encoder), "no \(avif ? "AV1" : "HEVC") encoder")
        guard let encoder else { throw ImagingError(.operationFailed, "libheif gave no encoder") }
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, Int32(quality)), "the quality cannot be set")
        guard let converted = image.depth == 32 ? pixClone(image.pix) : pixConvertTo32(image.pix) else {
            throw ImagingError(.operationFailed, "could not convert a \(image.depth)-bit image to RGB")
        }
        let rgb = Image(owning: converted)
        var heif: OpaquePointer?
        try check(heif_image_create(Int32(rgb.width), Int32(rgb.height), heif_colorspace_RGB,
                                    heif_chroma_interleaved_RGB, &heif), "no image")
        guard let heif else { throw ImagingError(.operationFailed, "libheif gave no image") }
        defer { heif_image_release(heif) }
        try check(heif_image_add_plane(heif, heif_channel_interleaved, Int32(rgb.width), Int32(rgb.height), 8),
                  "no plane")
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane(heif, heif_channel_interleaved, &stride),
              let words = pixGetData(rgb.pix) else {
            throw ImagingError(.operationFailed, "no pixels to encode")
        }
        let wpl = Int(pixGetWpl(rgb.pix))
        for y in 0..<rgb.height {
            let row = plane + y * Int(stride), source = words + y * wpl
            for x in 0..<rgb.width {
                let word = source[x]
                row[3 * x] = UInt8(truncatingIfNeeded: word >> 24)
                row[3 * x + 1] = UInt8(truncatingIfNeeded: word >> 16)
                row[3 * x + 2] = UInt8(truncatingIfNeeded: word >> 8)
            }
        }
        guard let options = heif_encoding_options_alloc() else {
            throw ImagingError(.operationFailed, "libheif is out of memory")
        }
        defer { heif_encoding_options_free(options) }
        options.pointee.image_orientation = heif_orientation(rawValue: UInt32((1...8).contains(orientation) ? orientation : 1))
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, heif, encoder, options, &handle), "the image cannot be encoded")
        defer { if let handle { heif_image_handle_release(handle) } }
        var data = Data()
        try withUnsafeMutablePointer(to: &data) { sink in
            var writer = heif_writer(writer_api_version: 1) { _, bytes, size, userdata in
                if let bytes, let userdata {
                    userdata.assumingMemoryBound(to: Data.self).pointee.append(bytes.assumingMemoryBound(to: UInt8.self),
                                                                               count: size)
                }
                return heif_error(code: heif_error_Ok, subcode: heif_suberror_Unspecified, message: nil)
            }
            try check(heif_context_write(context, &writer, sink), "the file cannot be written")
        }
        return data
    }

    private static let initialized: Bool = {
        heif_init(nil).code == heif_error_Ok
    }()

    /// Opens `data` and runs `body` on its primary image's handle.
    private static func withPrimaryImage<T>(of data: Data, _ body: (OpaquePointer) throws -> T) throws -> T {
        _ = initialized
        guard let context = heif_context_alloc() else { throw ImagingError(.operationFailed, "libheif is out of memory") }
        defer { heif_context_free(context) }
        return try data.withUnsafeBytes { raw in
            try check(heif_context_read_from_memory_without_copy(context, raw.baseAddress, raw.count, nil),
                      "the HEIF cannot be read")
            var handle: OpaquePointer?
            try check(heif_context_get_primary_image_handle(context, &handle), "the HEIF has no primary image")
            guard let handle else { throw ImagingError(.decodeFailed, "the HEIF has no primary image") }
            defer { heif_image_handle_release(handle) }
            return try body(handle)
        }
    }

    /// A Leptonica RGB image from libheif's interleaved 8-bit RGB.
    private static func rgbImage(from decoded: OpaquePointer) throws -> Image {
        let width = Int(heif_image_get_width(decoded, heif_channel_interleaved))
        let height = Int(heif_image_get_height(decoded, heif_channel_interleaved))
        var stride: Int32 = 0
        guard width > 0, height > 0, let plane = heif_image_get_plane_readonly(decoded, heif_channel_interleaved, &stride),
              let pix = pixCreate(Int32(width), Int32(height), 32) else {
            throw ImagingError(.decodeFailed, "libheif gave an image without pixels")
        }
        let image = Image(owning: pix)
        pixSetSpp(pix, 3)
        guard let words = pixGetData(pix) else { throw ImagingError(.operationFailed, "image has no pixel data") }
        let wpl = Int(pixGetWpl(pix))
        for y in 0..<height {
            let row = plane + y * Int(stride), target = words + y * wpl
            for x in 0..<width {
                // Leptonica keeps a pixel as one word: red in the high byte, then green, then blue.
                target[x] = UInt32(row[3 * x]) << 24 | UInt32(row[3 * x + 1]) << 16 | UInt32(row[3 * x + 2]) << 8
            }
        }
        return image
    }

    private static func check(_ error: heif_error, _ what: String) throws {
        guard error.code != heif_error_Ok else { return }
        let detail = error.message.map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) }
            ?? "error \(error.code.rawValue)"
        let code: ImagingError.Code = error.code == heif_error_Memory_allocation_error ? .tooLarge : .decodeFailed
        throw ImagingError(code, "\(what) (libheif: \(detail))")
    }
}
