import Foundation

/// Uneven light over a whole photo: an exposure and colour cast, a linear or radial fall-off, and sometimes a
/// soft shadow band (an arm or a phone) across part of the document.
struct PhotoLighting {
    enum Falloff {
        /// Brightest on one side, darkest on the opposite one; `angle` points toward the dark side.
        case linear(angle: Double)
        /// Brightest at `centre`, darker away from it.
        case radial(centre: PixelPoint)
    }

    /// A straight band of shadow with soft edges.
    struct ShadowBand {
        /// A point on the band's centre line (on the document).
        var through: PixelPoint
        /// The direction of the centre line, in radians.
        var angle: Double
        /// Half the band's width in pixels.
        var halfWidth: Double
        /// Width of the soft edge in pixels.
        var softness: Double
        /// How much light the band takes away at its core (0…1).
        var depth: Float
    }

    var exposure: Float
    /// Colour cast: multipliers per channel (warm or cool light).
    var tint: RGB
    var falloff: Falloff
    /// How much darker the dark end of the fall-off is (0…1).
    var strength: Float
    var shadow: ShadowBand?
    /// A strong colour cast drawn for a hard scene (its tint is `tint`); nil for the default scenes' mild warmth.
    var cast: ColourCast? = nil

    /// Name of the lighting for the truth file, e.g. "radial+shadow".
    var summary: String {
        let kind: String
        switch falloff {
        case .linear: kind = "linear"
        case .radial: kind = "radial"
        }
        let shadowed = shadow == nil ? kind : kind + "+shadow"
        return cast.map { shadowed + "+" + $0.rawValue } ?? shadowed
    }

    /// Draws lighting for a `width × height` photo whose document has `corners`; a shadow band falls in 40%.
    static func draw(width: Int, height: Int, corners: [PixelPoint], random: inout SeededRandom) -> PhotoLighting {
        let falloff: Falloff = random.unit() < 0.5
            ? .linear(angle: random.unit() * 2 * Double.pi)
            : .radial(centre: PixelPoint(random.unit() * Double(width), random.unit() * Double(height)))
        let warmth = Float(random.unit() * 2 - 1) * 0.06
        var shadow: ShadowBand?
        if random.unit() < 0.4 {
            // The band's centre line passes through a random point of the document.
            let a = random.unit(), b = random.unit()
            let top = corners[0] + (corners[1] - corners[0]) * a, bottom = corners[3] + (corners[2] - corners[3]) * a
            let short = Double(min(width, height))
            shadow = ShadowBand(through: top + (bottom - top) * b, angle: random.unit() * Double.pi,
                                halfWidth: short * (0.05 + random.unit() * 0.15), softness: 6 + random.unit() * 40,
                                depth: Float(0.2 + random.unit() * 0.25))
        }
        return PhotoLighting(exposure: Float(0.86 + random.unit() * 0.16), tint: RGB(1 + warmth, 1, 1 - warmth),
                             falloff: falloff, strength: Float(0.15 + random.unit() * 0.3), shadow: shadow)
    }

    /// Multiplies every pixel by the light falling on it.
    func apply(to canvas: inout Canvas) {
        let w = Double(canvas.width), h = Double(canvas.height)
        let halfDiagonal = (w * w + h * h).squareRoot() / 2
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = PixelPoint(Double(x) + 0.5, Double(y) + 0.5)
                var light: Float
                switch falloff {
                case .linear(let angle):
                    let t = ((p.x - w / 2) * cos(angle) + (p.y - h / 2) * sin(angle)) / halfDiagonal // -1…1
                    light = 1 - strength * Float((t + 1) / 2)
                case .radial(let centre):
                    let d = p - centre
                    let t = min(1, (d.x * d.x + d.y * d.y).squareRoot() / (1.6 * halfDiagonal))
                    light = 1 - strength * Float(t * t)
                }
                if let shadow { light *= 1 - shadow.depth * shadow.cover(p) }
                let index = y * canvas.width + x
                let colour = canvas[index]
                let gain = exposure * light
                canvas[index] = RGB(colour.r * gain * tint.r, colour.g * gain * tint.g, colour.b * gain * tint.b)
            }
        }
    }
}

extension PhotoLighting.ShadowBand {
    /// How much of the shadow falls on `p` (0…1), with a smooth edge.
    func cover(_ p: PixelPoint) -> Float {
        let d = p - through
        let distance = abs(-d.x * sin(angle) + d.y * cos(angle))
        let t = min(max((halfWidth + softness / 2 - distance) / softness, 0), 1)
        return Float(t * t * (3 - 2 * t))
    }
}
