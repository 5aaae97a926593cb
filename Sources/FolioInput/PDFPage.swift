import CPoppler
import FolioImaging
import FolioModel
import Foundation

/// One page of a `PDFDocument`; owns the `PopplerPage`.
final class PDFPage {
    private let page: OpaquePointer

    init(_ page: OpaquePointer) {
        self.page = page
    }

    deinit { folio_unref(UnsafeMutableRawPointer(page)) }

    /// Page size in points (1/72 inch) as displayed, with the page's rotation applied.
    var size: (width: Double, height: Double) {
        var w = 0.0, h = 0.0
        poppler_page_get_size(page, &w, &h)
        return (w, h)
    }

    /// The page's text with one rectangle (points, top-left origin) per character, or nil when it has none.
    func textWithLayout() -> (text: String, rects: [PopplerRectangle])? {
        guard let cText = poppler_page_get_text(page) else { return nil }
        defer { g_free(cText) }
        let text = String(cString: cText)
        var rects: UnsafeMutablePointer<PopplerRectangle>?
        var count: guint = 0
        guard poppler_page_get_text_layout(page, &rects, &count) != 0, let rects else { return (text, []) }
        defer { g_free(rects) }
        return (text, Array(UnsafeBufferPointer(start: rects, count: Int(count))))
    }

    /// The type of the page's text: runs of character offsets (the offsets of `textWithLayout`'s rectangles)
    /// with their font size in points and whether the font is a bold face. Empty when poppler reports none.
    func textStyleRuns() -> [(range: Range<Int>, style: TextStyle)] {
        guard let list = poppler_page_get_text_attributes(page) else { return [] }
        defer { poppler_page_free_text_attributes(list) }
        var runs: [(range: Range<Int>, style: TextStyle)] = []
        var node: UnsafeMutablePointer<GList>? = list
        while let current = node {
            if let raw = current.pointee.data {
                let attributes = raw.assumingMemoryBound(to: PopplerTextAttributes.self).pointee
                let name = attributes.font_name.map { String(cString: $0) } ?? ""
                let start = Int(attributes.start_index), end = Int(attributes.end_index)
                if end >= start, start >= 0 {
                    runs.append((start..<(end + 1), TextStyle(pointSize: attributes.font_size,
                                                               bold: TextStyle.isBoldFace(name))))
                }
            }
            node = current.pointee.next
        }
        return runs
    }

    /// The raster images drawn on the page: poppler's id for each and the area it is painted into (points).
    /// Nothing is decoded.
    func imageAreas() -> [(id: Int32, rect: PopplerRectangle)] {
        guard let mappings = poppler_page_get_image_mapping(page) else { return [] }
        defer { poppler_page_free_image_mapping(mappings) }
        var areas: [(id: Int32, rect: PopplerRectangle)] = []
        var node: UnsafeMutablePointer<GList>? = mappings
        while let current = node {
            if let data = current.pointee.data {
                let m = data.assumingMemoryBound(to: PopplerImageMapping.self).pointee
                areas.append((m.image_id, m.area))
            }
            node = current.pointee.next
        }
        return areas
    }

    /// The one raster image among `areas` (from `imageAreas()`) that covers most of the page (a scanned page),
    /// decoded at its native resolution, with its resolution in dpi; nil when the page is not a single
    /// full-page scan.
    func fullPageScan(areas: [(id: Int32, rect: PopplerRectangle)], minimumCoverage: Double = 0.85,
                      maxPixels: Int) throws -> (image: Image, dpi: Double)? {
        let (pw, ph) = size
        guard areas.count == 1, let only = areas.first, pw > 0, ph > 0 else { return nil }
        let aw = Swift.abs(only.rect.x2 - only.rect.x1), ah = Swift.abs(only.rect.y2 - only.rect.y1)
        guard aw * ah >= minimumCoverage * pw * ph else { return nil }
        guard let surface = poppler_page_get_image(page, only.id) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let sw = Int(cairo_image_surface_get_width(surface)), sh = Int(cairo_image_surface_get_height(surface))
        guard sw > 0, sh > 0, sw * sh <= maxPixels else { return nil }
        // The image must be placed upright: its aspect ratio has to match the area it is painted into.
        let imageAspect = Double(sw) / Double(sh), areaAspect = aw / ah
        guard Swift.abs(imageAspect - areaAspect) / areaAspect < 0.03 else { return nil }
        guard let image = try CairoConversion.grayImage(from: surface) else { return nil }
        let dpi = Double(sw) / (aw / 72.0)
        image.setResolution(x: Int(dpi.rounded()), y: Int(dpi.rounded()))
        return (image, dpi)
    }

    /// Renders the page to an 8-bit gray image at `dpi`, on white.
    func render(dpi: Double) throws -> Image {
        let (pw, ph) = size
        let width = Int((pw * dpi / 72).rounded(.up)), height = Int((ph * dpi / 72).rounded(.up))
        guard width > 0, height > 0 else {
            throw InputError(.corrupt, "the page has no area (\(pw) × \(ph) points)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw InputError(.corrupt, "cannot allocate a \(width) × \(height) render surface")
        }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            throw InputError(.corrupt, "cannot allocate a \(width) × \(height) render surface")
        }
        defer { cairo_destroy(cr) }
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        cairo_scale(cr, dpi / 72, dpi / 72)
        poppler_page_render(page, cr)
        cairo_surface_flush(surface)
        guard let image = try CairoConversion.grayImage(from: surface) else {
            throw InputError(.corrupt, "the rendered page has an unexpected pixel format")
        }
        image.setResolution(x: Int(dpi.rounded()), y: Int(dpi.rounded()))
        return image
    }
}
