import CLeptonica
import CPoppler
import Foundation

/// Draws a few lines of text with cairo into a small 8-bit gray image: the content of the fuzz's image seeds.
enum FuzzTextRaster {
    /// The words on every seed page: short, common, and readable by Tesseract at this size.
    static let lines = ["Folio fuzz receipt", "Coffee 2 x 3.40", "TOTAL 6.80 GBP"]

    /// `lines` in black on white, `fontSize` pixels high, on a `width` × `height` page at 100 dpi.
    static func render(width: Int = 300, height: Int = 200, lines: [String] = lines, fontSize: Double = 24) throws
        -> FuzzPix {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw BenchError("cairo cannot create a \(width)×\(height) image surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { throw BenchError("cairo cannot draw on an image surface") }
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, fontSize)
        for (index, line) in lines.enumerated() {
            cairo_move_to(cr, fontSize * 0.6, fontSize * (1.6 + 1.5 * Double(index)))
            cairo_show_text(cr, line)
        }
        cairo_surface_flush(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, let source = cairo_image_surface_get_data(surface) else {
            throw BenchError("cairo could not draw the seed text")
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let page = try FuzzPix(width: width, height: height, value: 255)
        for y in 0..<height {
            let row = UnsafeRawPointer(source + y * stride)
            for x in 0..<width {
                // RGB24 pixels are native-endian 0x00RRGGBB words; text is gray, so green is the gray level.
                page.set(x: x, y: y, to: (row.load(fromByteOffset: x * 4, as: UInt32.self) >> 8) & 0xFF)
            }
        }
        return page
    }
}
