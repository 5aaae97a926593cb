import Foundation

/// The surface a synthetic photo's document lies on.
enum PhotoBackground: String, CaseIterable, Codable {
    /// A plain dark surface (charcoal, navy, dark brown, dark green).
    case dark
    /// A plain mid-tone surface.
    case mid
    /// A light table, light but clearly darker than paper.
    case lightTable = "light-table"
    /// Dark wood grain.
    case darkWood = "dark-wood"
    /// Light wood grain.
    case lightWood = "light-wood"
    /// Fabric- or stone-like noise at two scales.
    case textured
    /// A plain surface with other objects on it: rectangles and blobs of other colours, a few lighter than paper.
    case cluttered
    /// Pale wood (beige to honey, near paper brightness) with wavy streaks and knots; hard scenes only.
    case paleWood = "pale-wood"
    /// A light laminate: fine noise and a faint pattern, near paper brightness; hard scenes only.
    case laminate

    /// The surfaces of the default scenes, in the order their seeds pick from.
    static let classic: [PhotoBackground] = [.dark, .mid, .lightTable, .darkWood, .lightWood, .textured, .cluttered]
    /// The light surfaces of the hard scenes, with low paper/surface contrast.
    static let light: [PhotoBackground] = [.paleWood, .laminate]

    /// Paints the surface over the whole canvas. `document` is the document's quad, which light-coloured
    /// clutter keeps clear of (it may sit under the document's edges otherwise).
    func paint(_ canvas: inout Canvas, document: [PixelPoint], random: inout SeededRandom) {
        switch self {
        case .dark:
            plain(&canvas, base: random.pick(Self.darkColours), random: &random)
        case .mid:
            plain(&canvas, base: random.pick(Self.midColours), random: &random)
        case .lightTable:
            plain(&canvas, base: random.pick(Self.lightColours), random: &random)
        case .darkWood:
            WoodGrain(base: random.pick([RGB(92, 58, 34), RGB(70, 44, 28), RGB(104, 70, 44)]), contrast: 0.28)
                .paint(&canvas, random: &random)
        case .lightWood:
            WoodGrain(base: random.pick([RGB(196, 158, 112), RGB(184, 146, 98), RGB(206, 176, 134)]), contrast: 0.16)
                .paint(&canvas, random: &random)
        case .textured:
            textured(&canvas, base: random.pick(Self.darkColours + Self.midColours), random: &random)
        case .cluttered:
            plain(&canvas, base: random.pick(Self.darkColours + Self.midColours + Self.lightColours), random: &random)
            Clutter.paint(&canvas, avoiding: document, random: &random)
        case .paleWood:
            PaleWood.draw(random: &random).paint(&canvas, random: &random)
        case .laminate:
            Laminate.draw(random: &random).paint(&canvas, random: &random)
        }
    }

    static let darkColours = [RGB(40, 40, 44), RGB(28, 36, 58), RGB(56, 40, 30), RGB(30, 52, 38), RGB(52, 52, 52)]
    static let midColours = [RGB(120, 120, 118), RGB(88, 108, 130), RGB(146, 124, 96), RGB(70, 112, 78),
                             RGB(132, 86, 80)]
    static let lightColours = [RGB(200, 200, 196), RGB(206, 192, 168), RGB(182, 196, 208), RGB(190, 190, 182)]

    /// A flat colour with gentle large-scale variation and slight fine grain.
    private func plain(_ canvas: inout Canvas, base: RGB, random: inout SeededRandom) {
        let broad = ValueNoise(width: canvas.width, height: canvas.height, cell: 300, random: &random)
        let fine = ValueNoise(width: canvas.width, height: canvas.height, cell: 3, random: &random)
        fill(&canvas) { x, y in base.scaled(1 + 0.06 * broad.value(x: x, y: y) + 0.03 * fine.value(x: x, y: y)) }
    }

    /// Strong noise at a coarse and a fine scale, like fabric, granite or a worn mat.
    private func textured(_ canvas: inout Canvas, base: RGB, random: inout SeededRandom) {
        let coarse = ValueNoise(width: canvas.width, height: canvas.height, cell: 24, random: &random)
        let fine = ValueNoise(width: canvas.width, height: canvas.height, cell: 2.5, random: &random)
        let broad = ValueNoise(width: canvas.width, height: canvas.height, cell: 250, random: &random)
        fill(&canvas) { x, y in
            let shade = 1 + 0.18 * coarse.value(x: x, y: y) + 0.14 * fine.value(x: x, y: y) + 0.08 * broad.value(x: x, y: y)
            return base.scaled(shade)
        }
    }

    private func fill(_ canvas: inout Canvas, _ colour: (Double, Double) -> RGB) {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                canvas[y * canvas.width + x] = colour(Double(x), Double(y))
            }
        }
    }
}

/// Wood grain: bands along one direction whose phase wanders with low-frequency noise, plus fine streaks.
private struct WoodGrain {
    var base: RGB
    var contrast: Float

    func paint(_ canvas: inout Canvas, random: inout SeededRandom) {
        let angle = random.unit() * Double.pi
        let across = PixelPoint(cos(angle), sin(angle)), along = PixelPoint(-sin(angle), cos(angle))
        let period = 18 + random.unit() * 30
        let diagonal = (Double(canvas.width * canvas.width + canvas.height * canvas.height)).squareRoot()
        let stretch = 30.0 // streaks run along the grain: 30× longer than wide
        let warp = ValueNoise(width: canvas.width, height: canvas.height, cell: 160, random: &random)
        let streaks = ValueNoise(width: Int(2 * diagonal), height: Int(2 * diagonal / stretch) + 1, cell: 2,
                                 random: &random)
        let planks = ValueNoise(width: canvas.width, height: canvas.height, cell: 400, random: &random)
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let px = Double(x), py = Double(y)
                let u = px * across.x + py * across.y, v = px * along.x + py * along.y
                let band = Float(sin(2 * Double.pi * (u + 40 * Double(warp.value(x: px, y: py))) / period))
                let streak = streaks.value(x: u + diagonal, y: (v + diagonal) / stretch)
                let shade = 1 + contrast * (0.6 * band * abs(band) + 0.3 * streak) + 0.08 * planks.value(x: px, y: py)
                canvas[y * canvas.width + x] = base.scaled(shade)
            }
        }
    }
}
