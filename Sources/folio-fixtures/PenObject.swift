import Foundation

/// A pen or highlighter lying on the table: a long rounded bar with a cylindrical shine, a cap of another colour
/// at one end and a soft shadow beside it.
struct PenObject {
    /// The two ends of the pen's axis in photo pixels; the cap is at `to`.
    var from: PixelPoint
    var to: PixelPoint
    /// Half the pen's thickness in pixels.
    var radius: Double
    var body: RGB
    var cap: RGB
    /// Share of the length taken by the cap.
    var capShare: Double

    private static let pens = [RGB(28, 56, 150), RGB(24, 24, 28), RGB(180, 30, 36), RGB(190, 190, 196),
                               RGB(236, 236, 232)]
    private static let highlighters = [RGB(240, 232, 60), RGB(244, 96, 170), RGB(120, 226, 90), RGB(250, 160, 50),
                                       RGB(90, 200, 240)]

    /// Draws a pen (or a highlighter in 40%) lying across an edge or a corner of the document `corners`.
    static func draw(across corners: [PixelPoint], photoWidth: Int, photoHeight: Int,
                     random: inout SeededRandom) -> PenObject {
        let short = Double(min(photoWidth, photoHeight))
        let highlighter = random.unit() < 0.4
        let side = Int(random.next() % 4)
        let centre = corners.reduce(PixelPoint(0, 0), +) * 0.25
        let edge = corners[(side + 1) % 4] - corners[side]
        let anchor: PixelPoint, angle: Double
        if random.unit() < 0.4 {
            // Across a corner: through a point just inside it, in any direction, so it cuts the corner off.
            anchor = corners[side] + (centre - corners[side]) * 0.06
            angle = random.unit() * Double.pi
        } else {
            // Across an edge: through a point of it, at 25–155° to it.
            anchor = corners[side] + edge * (0.15 + random.unit() * 0.7)
            angle = atan2(edge.y, edge.x) + (25 + random.unit() * 130) * Double.pi / 180
        }
        let length = short * (0.3 + random.unit() * 0.25)
        let direction = PixelPoint(cos(angle), sin(angle))
        let middle = anchor + direction * ((random.unit() * 2 - 1) * 0.3 * length)
        let body = highlighter ? random.pick(highlighters) : random.pick(pens)
        let cap = highlighter ? body.scaled(0.7) : (random.unit() < 0.5 ? body.scaled(0.8) : random.pick(pens))
        return PenObject(from: middle - direction * (length / 2), to: middle + direction * (length / 2),
                         radius: short * (highlighter ? 0.014 + random.unit() * 0.008 : 0.007 + random.unit() * 0.005),
                         body: body, cap: cap, capShare: 0.2 + random.unit() * 0.15)
    }

    /// Paints the pen's shadow, then the pen.
    func paint(_ canvas: inout Canvas) {
        let lift = PixelPoint(radius * 0.6, radius * 0.9)
        paintBar(&canvas, offset: lift, grow: radius * 0.8) { _, _, cover, old in old.scaled(1 - 0.35 * cover) }
        paintBar(&canvas, offset: PixelPoint(0, 0), grow: 0) { t, across, cover, old in
            let colour = t > 1 - capShare ? cap : body
            // Lit from above-left: bright line off the axis, darker toward the far rim.
            let shine = 1.08 - 0.35 * across * across + 0.25 * Float(max(0, 1 - abs(Double(across) + 0.35) * 5))
            return old.mixed(with: colour.scaled(shine), cover)
        }
    }

    /// Visits every pixel within `radius + grow` of the (shifted) axis: `t` along it (0…1), `across` from -1 to 1
    /// over the width, and the coverage (anti-aliased, or a soft
    /// fade over `grow` pixels for a shadow).
    private func paintBar(_ canvas: inout Canvas, offset: PixelPoint, grow: Double,
                          _ colour: (_ t: Double, _ across: Float, _ cover: Float, _ old: RGB) -> RGB) {
        let a = from + offset, b = to + offset
        let r = radius + grow
        let x0 = max(0, Int(min(a.x, b.x) - r - 1)), x1 = min(canvas.width - 1, Int(max(a.x, b.x) + r + 1))
        let y0 = max(0, Int(min(a.y, b.y) - r - 1)), y1 = min(canvas.height - 1, Int(max(a.y, b.y) + r + 1))
        guard x0 <= x1, y0 <= y1 else { return }
        let axis = b - a
        let lengthSquared = axis.x * axis.x + axis.y * axis.y
        let normal = PixelPoint(-axis.y, axis.x) * (1 / lengthSquared.squareRoot())
        for y in y0...y1 {
            for x in x0...x1 {
                let p = PixelPoint(Double(x) + 0.5, Double(y) + 0.5) - a
                let t = min(max((p.x * axis.x + p.y * axis.y) / lengthSquared, 0), 1)
                let nearest = axis * t
                let d = p - nearest
                let distance = (d.x * d.x + d.y * d.y).squareRoot()
                let cover: Float
                if grow > 0 {
                    let s = min(max((r - distance) / grow, 0), 1)
                    cover = Float(s * s * (3 - 2 * s))
                } else {
                    cover = Float(min(max(r - distance + 0.5, 0), 1))
                }
                guard cover > 0 else { continue }
                let across = Float(max(-1, min(1, (p.x * normal.x + p.y * normal.y) / r)))
                let index = y * canvas.width + x
                canvas[index] = colour(t, across, cover, canvas[index])
            }
        }
    }
}
