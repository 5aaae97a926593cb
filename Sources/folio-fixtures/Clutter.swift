import Foundation

/// Objects lying around a document on a table: rotated rectangles (cards, phones, other papers) and ellipses
/// (coins, cups seen from above) of assorted colours, some lighter than paper.
enum Clutter {
    /// Paints 4–11 objects, one or two of them lighter than paper. The light ones are kept clear of `document`
    /// so that they never merge with its edges; the others may lie partly under it.
    static func paint(_ canvas: inout Canvas, avoiding document: [PixelPoint], random: inout SeededRandom) {
        let short = Double(min(canvas.width, canvas.height))
        let count = 4 + Int(random.next() % 8)
        let lightCount = 1 + Int(random.next() % 2)
        for index in 0..<count {
            let light = index < lightCount
            let colour = light ? RGB(gray: Float(244 + random.unit() * 11))
                               : random.pick(colours).scaled(Float(0.8 + random.unit() * 0.4))
            for _ in 0..<12 { // a few tries to find a spot for a light object
                let centre = PixelPoint(random.unit() * Double(canvas.width), random.unit() * Double(canvas.height))
                let shape = SoftShape(centre: centre, halfWidth: short * (0.04 + random.unit() * 0.14),
                                      halfHeight: short * (0.03 + random.unit() * 0.10),
                                      angle: random.unit() * Double.pi, round: random.unit() < 0.4)
                if light && shape.comesNear(document, margin: 0.03 * short) { continue }
                shape.paint(&canvas, colour)
                break
            }
        }
    }

    private static let colours = [RGB(200, 40, 40), RGB(30, 90, 180), RGB(230, 190, 40), RGB(20, 20, 24),
                                  RGB(60, 150, 70), RGB(150, 150, 155), RGB(120, 70, 150), RGB(230, 120, 40)]
}
