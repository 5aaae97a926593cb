import CLeptonica
import CPoppler
import Foundation

/// PDFs written by cairo, as real producers write them: a text-layer page (embedded TrueType subset), a
/// scanned page (a gray JPEG painted over the page), a blank page, and two-page mixes.
enum FuzzCairoPDF {
    /// What one page holds.
    enum Page {
        case text
        case scan(FuzzPix)
        case blank
    }

    /// Page size in points: 3 × 2 inches, so a 300 × 200 px scan is 100 dpi.
    static let pageSize = (width: 216.0, height: 144.0)

    /// A PDF of `pages`, written through a scratch file in `scratch`.
    static func pdf(_ pages: [Page], scratch: URL) throws -> [UInt8] {
        let url = scratch.appendingPathComponent("cairo-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        guard let surface = cairo_pdf_surface_create(url.path, pageSize.width, pageSize.height) else {
            throw BenchError("cairo cannot create a PDF surface")
        }
        defer { cairo_surface_destroy(surface) }
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2024-03-01T09:00:00Z")
        guard let cr = cairo_create(surface) else { throw BenchError("cairo cannot draw on a PDF surface") }
        defer { cairo_destroy(cr) }
        for page in pages {
            switch page {
            case .text:
                cairo_set_source_rgb(cr, 0, 0, 0)
                cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
                cairo_set_font_size(cr, 16)
                for (index, line) in FuzzTextRaster.lines.enumerated() {
                    cairo_move_to(cr, 14, 34 + 22 * Double(index))
                    cairo_show_text(cr, line)
                }
            case .scan(let image):
                try paint(image, on: cr)
            case .blank:
                break
            }
            cairo_show_page(cr)
        }
        cairo_surface_finish(surface)
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw BenchError("cairo could not write the PDF seed")
        }
        do {
            return [UInt8](try Data(contentsOf: url))
        } catch {
            throw BenchError("cannot read back the PDF seed \(url.path): \(error)")
        }
    }

    /// Paints `image` over the whole page, carried in the PDF as its JPEG (DCTDecode), like a scanner's output.
    private static func paint(_ image: FuzzPix, on cr: OpaquePointer) throws {
        let jpeg = try image.jpeg()
        guard let carrier = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height)) else {
            throw BenchError("cairo cannot create a \(image.width)×\(image.height) image surface")
        }
        defer { cairo_surface_destroy(carrier) }
        cairo_surface_flush(carrier)
        guard let target = cairo_image_surface_get_data(carrier) else { throw BenchError("cairo image has no pixels") }
        let stride = Int(cairo_image_surface_get_stride(carrier))
        for y in 0..<image.height {
            let row = UnsafeMutableRawPointer(target + y * stride)
            for x in 0..<image.width {
                var gray: UInt32 = 0
                pixGetPixel(image.pix, Int32(x), Int32(y), &gray)
                row.storeBytes(of: 0xFF00_0000 | gray << 16 | gray << 8 | gray, toByteOffset: x * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(carrier)
        guard let buffer = malloc(jpeg.count) else { throw BenchError("out of memory") }
        jpeg.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), count: jpeg.count)
        // cairo owns the buffer from here and frees it with the surface; the PDF then embeds the JPEG itself.
        let status = cairo_surface_set_mime_data(carrier, CAIRO_MIME_TYPE_JPEG, buffer.assumingMemoryBound(to: UInt8.self),
                                                 UInt(jpeg.count), { free($0) }, buffer)
        guard status == CAIRO_STATUS_SUCCESS else {
            free(buffer)
            throw BenchError("cairo cannot attach the JPEG to the scan page")
        }
        cairo_save(cr)
        cairo_scale(cr, pageSize.width / Double(image.width), pageSize.height / Double(image.height))
        cairo_set_source_surface(cr, carrier, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
