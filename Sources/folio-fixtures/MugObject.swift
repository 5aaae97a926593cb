import Foundation

/// A mug seen from above standing beside the page: a ceramic rim, coffee or an empty shaded inside, a handle,
/// and a soft shadow.
struct MugObject {
    var centre: PixelPoint
    var radius: Double
    var ceramic: RGB
    /// The inside: coffee or tea, or nil for an empty mug.
    var drink: RGB?
    /// Direction of the handle in radians.
    var handleAngle: Double

    private static let ceramics = [RGB(238, 236, 230), RGB(30, 30, 34), RGB(170, 36, 40), RGB(40, 80, 150),
                                   RGB(214, 170, 60), RGB(120, 160, 130)]

    /// Draws a mug just beside an edge of the document `corners` (overlapping the edge by at most a third).
    static func draw(beside corners: [PixelPoint], photoWidth: Int, photoHeight: Int,
                     random: inout SeededRandom) -> MugObject {
        let short = Double(min(photoWidth, photoHeight))
        let radius = short * (0.07 + random.unit() * 0.05)
        let side = Int(random.next() % 4)
        let a = corners[side], b = corners[(side + 1) % 4]
        let edge = b - a
        let length = (edge.x * edge.x + edge.y * edge.y).squareRoot()
        let outward = PixelPoint(edge.y / length, -edge.x / length)
        let centre = a + edge * (0.1 + random.unit() * 0.8) + outward * (radius * (0.7 + random.unit() * 0.8))
        return MugObject(centre: centre, radius: radius, ceramic: random.pick(ceramics),
                         drink: random.unit() < 0.6 ? RGB(70, 40, 22).scaled(Float(0.7 + random.unit() * 0.6)) : nil,
                         handleAngle: random.unit() * 2 * Double.pi)
    }

    /// Paints the shadow, the handle, then the mug.
    func paint(_ canvas: inout Canvas) {
        let lift = PixelPoint(radius * 0.12, radius * 0.18)
        SoftShape(centre: centre + lift, halfWidth: radius, halfHeight: radius, angle: 0, round: true)
            .shade(&canvas, depth: 0.4, softness: radius * 0.3)
        let handle = SoftShape(centre: centre + PixelPoint(cos(handleAngle), sin(handleAngle)) * (radius * 1.1),
                               halfWidth: radius * 0.35, halfHeight: radius * 0.14, angle: handleAngle, round: false)
        handle.paint(&canvas) { _, v in ceramic.scaled(Float(1 - 0.15 * abs(v))) }
        let rimWidth = 0.12
        SoftShape(centre: centre, halfWidth: radius, halfHeight: radius, angle: 0, round: true).paint(&canvas) { u, v in
            let r = (u * u + v * v).squareRoot()
            if r > 1 - rimWidth {
                // The rim catches the light on its upper-left side.
                return ceramic.scaled(Float(1.05 - 0.12 * (u + v) / 2))
            }
            if let drink {
                let gloss: Float = (u + 0.3) * (u + 0.3) + (v + 0.3) * (v + 0.3) < 0.02 ? 1.6 : 1
                return drink.scaled(gloss * Float(1 - 0.25 * r))
            }
            // An empty mug: the inside wall shaded away from the light.
            return ceramic.scaled(Float(0.75 + 0.2 * (1 - r) - 0.1 * (u + v) / 2))
        }
    }
}
