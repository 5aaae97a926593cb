import CPoppler
import FolioImaging

/// Copies cairo image surfaces into Folio images.
enum CairoConversion {
    /// An 8-bit gray copy of an RGB24/ARGB32/A8 surface (alpha composited over white), or nil for other formats.
    static func grayImage(from surface: OpaquePointer) throws -> Image? {
        cairo_surface_flush(surface)
        let format = cairo_image_surface_get_format(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface), width > 0, height > 0 else { return nil }
        switch format {
        case CAIRO_FORMAT_RGB24, CAIRO_FORMAT_ARGB32:
            let hasAlpha = format == CAIRO_FORMAT_ARGB32
            // Row by row into the image: a large page is never held as a second full-size buffer.
            return try Image.gray(width: width, height: height) { y, gray in
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    // Premultiplied ARGB in native byte order; RGB24 leaves the top byte undefined.
                    let p = hasAlpha ? row[x] : row[x] | 0xFF00_0000
                    let a = (p >> 24) & 0xFF
                    let r = (p >> 16) & 0xFF, g = (p >> 8) & 0xFF, b = p & 0xFF
                    let luminance = (r &* 77 &+ g &* 150 &+ b &* 29) >> 8
                    gray[x] = UInt8(truncatingIfNeeded: min(255, luminance &+ (255 &- a)))
                }
            }
        case CAIRO_FORMAT_A8:
            return try Image.gray(width: width, height: height) { y, gray in
                for x in 0..<width { gray[x] = 255 - data[y * stride + x] }
            }
        default:
            return nil
        }
    }
}
