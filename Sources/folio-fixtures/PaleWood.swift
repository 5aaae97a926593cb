import Foundation

/// A pale wood surface (birch, beech, light oak, honey pine) close to paper in brightness: long, slightly wavy
/// light and dark streaks along the grain, growth rings that bend around knots, and sometimes plank seams.
struct PaleWood {
    var base: RGB
    /// How far the streaks move the shade either way (0.06–0.13: real pale boards are low-contrast).
    var contrast: Float
    /// Grain direction in radians.
    var angle: Double
    /// Distance between growth rings in pixels.
    var period: Double
    /// Plank width in pixels across the grain; nil for one board.
    var plank: Double?
    /// Knots as fractions of the canvas (x, y) with a radius in pixels.
    var knots: [(at: PixelPoint, radius: Double)]

    static let bases = [RGB(226, 200, 164), RGB(218, 186, 142), RGB(232, 214, 184), RGB(214, 192, 156),
                        RGB(222, 196, 150)]

    /// Draws the board's look.
    static func draw(random: inout SeededRandom) -> PaleWood {
        let knotCount = Int(random.next() % 4)
        return PaleWood(
            base: random.pick(bases).scaled(Float(0.96 + random.unit() * 0.08)),
            contrast: Float(0.06 + random.unit() * 0.07), angle: random.unit() * Double.pi,
            period: 10 + random.unit() * 24, plank: random.unit() < 0.5 ? 160 + random.unit() * 360 : nil,
            knots: (0..<knotCount).map { _ in (PixelPoint(random.unit(), random.unit()), 6 + random.unit() * 22) })
    }

    /// Paints the board over the whole canvas.
    func paint(_ canvas: inout Canvas, random: inout SeededRandom) {
        let across = PixelPoint(cos(angle), sin(angle)), along = PixelPoint(-sin(angle), cos(angle))
        let diagonal = Double(canvas.width * canvas.width + canvas.height * canvas.height).squareRoot()
        let stretch = 40.0 // streaks run along the grain, 40× longer than wide
        let warp = ValueNoise(width: canvas.width, height: canvas.height, cell: 220, random: &random)
        let streaks = ValueNoise(width: Int(2 * diagonal), height: Int(2 * diagonal / stretch) + 1, cell: 3,
                                 random: &random)
        let fibres = ValueNoise(width: Int(2 * diagonal), height: Int(2 * diagonal / stretch) + 1, cell: 1,
                                random: &random)
        let broad = ValueNoise(width: canvas.width, height: canvas.height, cell: 350, random: &random)
        let planks = PixelHash(random: &random)
        let centres = knots.map { PixelPoint($0.at.x * Double(canvas.width), $0.at.y * Double(canvas.height)) }
        for y in 0..<canvas.height {
            for x in 0..<canvas.width {
                let p = PixelPoint(Double(x), Double(y))
                let u = p.x * across.x + p.y * across.y, v = p.x * along.x + p.y * along.y
                var phase = u + 30 * Double(warp.value(x: p.x, y: p.y))
                var knotShade: Float = 0
                for (index, centre) in centres.enumerated() {
                    let radius = knots[index].radius
                    let d = centre - p
                    let distance = (d.x * d.x + d.y * d.y).squareRoot()
                    // Near a knot the rings follow the distance from it, blending back into the straight grain.
                    let weight = exp(-pow(distance / (3.5 * radius), 2))
                    phase = phase * (1 - weight) + (distance * 1.6) * weight
                    if distance < radius * 1.15 {
                        let t = Float(max(0, 1 - distance / (radius * 1.15)))
                        knotShade -= 0.5 * t * t
                    }
                }
                let ring = Float(sin(2 * Double.pi * phase / period))
                let streak = streaks.value(x: u + diagonal, y: (v + diagonal) / stretch)
                let fibre = fibres.value(x: u + diagonal, y: (v + diagonal) / stretch)
                var shade = 1 + contrast * (0.45 * ring * abs(ring) + 0.55 * streak + 0.2 * fibre)
                    + 0.05 * broad.value(x: p.x, y: p.y) + knotShade * contrast * 2.2
                if let plank {
                    let board = (u + diagonal) / plank
                    let seam = abs(board - board.rounded()) * plank // pixels from the nearest seam
                    shade += Float(planks.unit(Int(board.rounded(.down)), 0) - 0.5) * contrast * 0.8
                    if seam < 1.5 { shade *= 0.8 + 0.12 * Float(seam) }
                }
                canvas[y * canvas.width + x] = base.scaled(shade)
            }
        }
    }
}
