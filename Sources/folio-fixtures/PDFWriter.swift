import CPoppler
import Foundation

/// Writes a PDF with cairo: born-digital pages (real text, fonts embedded) or scanned pages (one gray JPEG
/// image painted over the whole page, no text).
final class PDFWriter {
    private let context: CairoContext
    private let name: String

    /// Starts a PDF at `url`; the creation date is fixed so that regenerating gives the same bytes.
    init(url: URL, title: String) throws {
        name = url.lastPathComponent
        guard let surface = cairo_pdf_surface_create(url.path, Paper.a4.width, Paper.a4.height) else {
            throw FixtureError("write \(name)", "cannot create a cairo PDF surface")
        }
        context = try CairoContext(surface: surface, step: "write \(name)")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, title)
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "folio-fixtures")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, "2024-03-01T09:00:00Z")
    }

    /// Adds a born-digital page: `page`'s text drawn as PDF text in black.
    func addTextPage(_ page: PageLayout) throws {
        cairo_pdf_surface_set_size(context.surface, page.width, page.height)
        PageRenderer.draw(page, on: context, ink: 0)
        cairo_show_page(context.cr)
        try context.check("write \(name)")
    }

    /// Adds a scanned page: `image` embedded as a JPEG of `quality`, painted full-page at `dpi`.
    func addImagePage(_ image: GrayPix, dpi: Double, quality: Int) throws {
        let jpeg = try image.jpegData(quality: quality)
        let carrier = try image.cairoImage()
        guard let buffer = malloc(jpeg.count) else { throw FixtureError("write \(name)", "out of memory") }
        jpeg.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), count: jpeg.count)
        // Cairo takes the buffer and frees it when the image is released; the PDF then carries the JPEG itself.
        let status = cairo_surface_set_mime_data(carrier.surface, CAIRO_MIME_TYPE_JPEG,
                                                 buffer.assumingMemoryBound(to: UInt8.self), UInt(jpeg.count),
                                                 { free($0) }, buffer)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw FixtureError("write \(name)", "cannot attach the JPEG: \(CairoContext.describe(status))")
        }
        let scale = 72 / dpi
        cairo_pdf_surface_set_size(context.surface, Double(image.width) * scale, Double(image.height) * scale)
        let cr = context.cr
        cairo_save(cr)
        cairo_scale(cr, scale, scale)
        cairo_set_source_surface(cr, carrier.surface, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_show_page(cr)
        try context.check("write \(name)")
    }

    /// Completes the file; throws if cairo failed at any point.
    func finish() throws {
        cairo_surface_finish(context.surface)
        try context.check("write \(name)")
    }
}
