import CPoppler

/// Owns a cairo surface and a drawing context on it; both are released together.
final class CairoContext {
    /// The target surface (owned).
    let surface: OpaquePointer
    /// The drawing context (owned).
    let cr: OpaquePointer

    /// Takes ownership of `surface` and creates a context on it; throws if either is in error.
    init(surface: OpaquePointer, step: String) throws {
        if cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS {
            let message = Self.describe(cairo_surface_status(surface))
            cairo_surface_destroy(surface)
            throw FixtureError(step, "cannot create the cairo surface: \(message)")
        }
        guard let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw FixtureError(step, "cannot create a cairo context")
        }
        self.surface = surface
        self.cr = cr
        try check(step)
    }

    /// A context on a new RGB image surface of `width` × `height` pixels.
    convenience init(imageWidth width: Int, height: Int, step: String) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)) else {
            throw FixtureError(step, "cannot create a \(width)×\(height) image surface")
        }
        try self.init(surface: surface, step: step)
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    /// Throws if the context or its surface has entered an error state.
    func check(_ step: String) throws {
        let status = cairo_status(cr)
        if status != CAIRO_STATUS_SUCCESS { throw FixtureError(step, Self.describe(status)) }
        let surfaceStatus = cairo_surface_status(surface)
        if surfaceStatus != CAIRO_STATUS_SUCCESS { throw FixtureError(step, Self.describe(surfaceStatus)) }
    }

    /// Selects `font` as the current toy font.
    func select(_ font: Font) {
        cairo_select_font_face(cr, font.family, CAIRO_FONT_SLANT_NORMAL,
                               font.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, font.size)
    }

    /// The advance width of `text` in `font`, in user units.
    func advance(of text: String, in font: Font) -> Double {
        select(font)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return extents.x_advance
    }

    /// Cairo's description of a status code.
    static func describe(_ status: cairo_status_t) -> String {
        cairo_status_to_string(status).map { String(cString: $0) } ?? "cairo error \(status.rawValue)"
    }
}

/// Measures text for the typesetter with unhinted metrics, so widths do not depend on the output resolution.
final class TextMeasurer {
    private let context: CairoContext

    init() throws {
        context = try CairoContext(imageWidth: 1, height: 1, step: "text measurer")
        guard let options = cairo_font_options_create() else {
            throw FixtureError("text measurer", "cannot create font options")
        }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_set_font_options(context.cr, options)
    }

    /// The width of `text` set in `font`, in points.
    func width(_ text: String, _ font: Font) -> Double { context.advance(of: text, in: font) }

    /// The lines of `text` wrapped greedily to `width` points in `font`.
    func wrap(_ text: String, _ font: Font, width: Double) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if current.isEmpty || self.width(candidate, font) <= width {
                current = candidate
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
