import CPoppler
import Foundation

/// How a rendered page should look: clean, or like a real scan (tinted paper, soft optics, dust, noise, skew).
struct ScanStyle {
    /// Paper gray level (1 white).
    var paper = 1.0
    /// Ink gray level (0 black).
    var ink = 0.0
    /// Rotation of the content about the page centre, degrees clockwise.
    var rotationDegrees = 0.0
    /// Random dust specks per square inch.
    var speckles = 0.0
    /// Softening: the weight (0…1) of a 3×3 box filter blended over the sharp image.
    var blur = 0.0
    /// Per-pixel noise amplitude in gray levels.
    var noise = 0

    /// Pure black on white, no degradation.
    static let clean = ScanStyle()

    /// A mild office scan: off-white paper, dark-gray ink, slightly soft, a few specks, slight noise and skew.
    static func office(rotationDegrees: Double = 0, blur: Double = 0.5, noise: Int = 6) -> ScanStyle {
        ScanStyle(paper: 0.93, ink: 0.12, rotationDegrees: rotationDegrees, speckles: 0.5, blur: blur, noise: noise)
    }
}

/// Renders a typeset page to an 8-bit gray raster at a chosen resolution.
enum RasterPage {
    /// `page` rendered at `dpi` with `style`; randomness (specks, noise) comes from `random`.
    static func render(_ page: PageLayout, dpi: Double, style: ScanStyle = .clean,
                       random: inout SeededRandom) throws -> GrayPix {
        let scale = dpi / 72
        let width = Int((page.width * scale).rounded()), height = Int((page.height * scale).rounded())
        let context = try CairoContext(imageWidth: width, height: height, step: "render page")
        let cr = context.cr
        cairo_set_source_rgb(cr, style.paper, style.paper, style.paper)
        cairo_paint(cr)

        cairo_save(cr)
        if style.rotationDegrees != 0 {
            cairo_translate(cr, Double(width) / 2, Double(height) / 2)
            cairo_rotate(cr, style.rotationDegrees * .pi / 180)
            cairo_translate(cr, -Double(width) / 2, -Double(height) / 2)
        }
        cairo_scale(cr, scale, scale)
        PageRenderer.draw(page, on: context, ink: style.ink)
        cairo_restore(cr)

        let speckles = Int((style.speckles * page.width * page.height / (72 * 72)).rounded())
        for _ in 0..<speckles {
            let gray = 0.15 + 0.4 * random.unit()
            cairo_set_source_rgb(cr, gray, gray, gray)
            let radius = 0.6 + 1.4 * random.unit()
            cairo_arc(cr, random.unit() * Double(width), random.unit() * Double(height), radius, 0, 2 * .pi)
            cairo_fill(cr)
        }
        try context.check("render page")

        var image = try GrayPix(copying: context)
        if style.blur > 0 { image = try image.blurred(strength: style.blur) }
        try image.addNoise(amplitude: style.noise, random: &random)
        image.setResolution(dpi)
        return image
    }
}
