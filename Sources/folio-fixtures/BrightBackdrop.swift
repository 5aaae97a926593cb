import Foundation

/// A bright window behind part of a held page: past a soft straight boundary through the page, the photo shows
/// daylight (near white, a little cool, brightest far from the boundary), sometimes crossed by a window bar.
struct BrightBackdrop {
    /// A point on the boundary, on the page.
    var through: PixelPoint
    /// Direction from the boundary into the bright side, in radians.
    var angle: Double
    /// Width of the soft boundary in pixels.
    var softness: Double
    /// The daylight at the boundary and far from it.
    var near: RGB
    var far: RGB
    /// Bars of the window frame: offset from the boundary into the bright side, and half their width, in pixels.
    var bars: [(offset: Double, halfWidth: Double)]
    var barColour: RGB

    /// Draws a window whose edge crosses the page (`corners`) in a `width × height` photo.
    static func draw(corners: [PixelPoint], width: Int, height: Int, random: inout SeededRandom) -> BrightBackdrop {
        let a = random.unit(), b = random.unit()
        let top = corners[0] + (corners[1] - corners[0]) * a, bottom = corners[3] + (corners[2] - corners[3]) * a
        let short = Double(min(width, height))
        let level = Float(242 + random.unit() * 13)
        let near = RGB(level * 0.97, level * 0.99, level)
        let bars = random.unit() < 0.5
            ? [(offset: short * (0.15 + random.unit() * 0.35), halfWidth: short * (0.006 + random.unit() * 0.012))]
            : []
        return BrightBackdrop(through: top + (bottom - top) * (0.2 + b * 0.6), angle: random.unit() * 2 * Double.pi,
                              softness: 4 + random.unit() * 40, near: near,
                              far: RGB(gray: 255).scaled(Float(1.0 + random.unit() * 0.1)),
                              bars: bars, barColour: RGB(gray: Float(70 + random.unit() * 120)))
    }

    /// Paints the window over the surface (before the page and the hand).
    func paint(_ canvas: inout Canvas) {
        let c = cos(angle), s = sin(angle)
        let diagonal = Double(canvas.width * canvas.width + canvas.height * canvas.height).squareRoot()
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let d = (Double(x) + 0.5 - through.x) * c + (Double(y) + 0.5 - through.y) * s
                let t = min(max((d + softness / 2) / softness, 0), 1)
                guard t > 0 else { continue }
                var light = near.mixed(with: far, Float(min(1, max(0, d) / (0.5 * diagonal))))
                for bar in bars where abs(d - bar.offset) < bar.halfWidth + 1 {
                    let cover = Float(min(max(bar.halfWidth + 0.5 - abs(d - bar.offset), 0), 1))
                    light = light.mixed(with: barColour, cover)
                }
                canvas.blend(x: x, y: y, light, alpha: Float(t * t * (3 - 2 * t)))
            }
        }
    }
}
