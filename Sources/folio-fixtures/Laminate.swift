import Foundation

/// A light laminate worktop or desk near paper in brightness: fine speckle and noise over a faint pattern (a
/// printed wood-like grain or a fine linen weave) and a broad, gentle unevenness.
struct Laminate {
    /// The faint pattern printed in the laminate.
    enum Pattern {
        case grain(angle: Double, period: Double)
        case linen(period: Double)
    }

    var base: RGB
    var pattern: Pattern
    /// Share of pixels carrying a darker or lighter fleck.
    var speckle: Double

    static let bases = [RGB(228, 226, 220), RGB(222, 214, 200), RGB(236, 234, 228), RGB(212, 208, 200),
                        RGB(226, 222, 212)]

    /// Draws the laminate's look.
    static func draw(random: inout SeededRandom) -> Laminate {
        let pattern: Pattern = random.unit() < 0.5
            ? .grain(angle: random.unit() * Double.pi, period: 8 + random.unit() * 16)
            : .linen(period: 3 + random.unit() * 4)
        return Laminate(base: random.pick(bases).scaled(Float(0.96 + random.unit() * 0.06)), pattern: pattern,
                        speckle: 0.01 + random.unit() * 0.04)
    }

    /// Paints the laminate over the whole canvas.
    func paint(_ canvas: inout Canvas, random: inout SeededRandom) {
        let fine = ValueNoise(width: canvas.width, height: canvas.height, cell: 1.5, random: &random)
        let mottle = ValueNoise(width: canvas.width, height: canvas.height, cell: 40, random: &random)
        let broad = ValueNoise(width: canvas.width, height: canvas.height, cell: 300, random: &random)
        let warp = ValueNoise(width: canvas.width, height: canvas.height, cell: 180, random: &random)
        let flecks = PixelHash(random: &random)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let px = Double(x), py = Double(y)
                var shade = 1 + 0.025 * fine.value(x: px, y: py) + 0.02 * mottle.value(x: px, y: py)
                    + 0.04 * broad.value(x: px, y: py)
                switch pattern {
                case .grain(let angle, let period):
                    let u = px * cos(angle) + py * sin(angle) + 20 * Double(warp.value(x: px, y: py))
                    shade += 0.02 * Float(sin(2 * Double.pi * u / period))
                case .linen(let period):
                    shade += 0.012 * Float(sin(2 * Double.pi * px / period) * sin(2 * Double.pi * py / period))
                }
                let fleck = flecks.unit(x, y)
                if fleck < speckle { shade *= fleck < speckle / 2 ? 0.88 : 1.05 }
                canvas[y * canvas.width + x] = base.scaled(shade)
            }
        }
    }
}
