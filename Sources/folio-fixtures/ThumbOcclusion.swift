import Foundation

/// A thumb holding the document: a skin-coloured, softly shaded ellipse over the middle part of one edge,
/// reaching outward from the document.
struct ThumbOcclusion {
    var shape: SoftShape
    var skin: RGB

    /// Draws a thumb over one of the document's edges (never a corner), sized to the photo.
    static func draw(corners: [PixelPoint], photoWidth: Int, photoHeight: Int,
                     random: inout SeededRandom) -> ThumbOcclusion {
        let side = Int(random.next() % 4)
        var thumb = draw(side: side, corners: corners, photoWidth: photoWidth, photoHeight: photoHeight,
                         random: &random)
        thumb.skin = random.pick(skins)
        return thumb
    }

    /// Draws a thumb over the middle part of edge `side` (0: top, 1: right, 2: bottom, 3: left), in the first
    /// skin tone; the caller sets `skin`.
    static func draw(side: Int, corners: [PixelPoint], photoWidth: Int, photoHeight: Int,
                     random: inout SeededRandom) -> ThumbOcclusion {
        let a = corners[side], b = corners[(side + 1) % 4]
        let onEdge = a + (b - a) * (0.3 + random.unit() * 0.4)
        // Outward normal of the edge: corners run clockwise on screen, so outward is the edge turned left.
        let edge = b - a
        let length = (edge.x * edge.x + edge.y * edge.y).squareRoot()
        let outward = PixelPoint(edge.y / length, -edge.x / length)
        let short = Double(min(photoWidth, photoHeight))
        let across = short * (0.045 + random.unit() * 0.025), along = across * (1.6 + random.unit() * 0.4)
        // The tip reaches 30–70% of the thumb's length over the document.
        let overlap = along * 2 * (0.15 + random.unit() * 0.2)
        let centre = onEdge + outward * (along - overlap)
        let tilt = (random.unit() * 2 - 1) * 0.35
        let shape = SoftShape(centre: centre, halfWidth: along, halfHeight: across,
                              angle: atan2(outward.y, outward.x) + tilt, round: true)
        return ThumbOcclusion(shape: shape, skin: skins[0])
    }

    /// Paints the thumb, lit from one side with a darker rim.
    func paint(_ canvas: inout Canvas) {
        shape.paint(&canvas) { u, v in
            let rim = Float(max(0, (u * u + v * v).squareRoot() - 0.6)) // 0 in the middle, 0.4 at the rim
            return skin.scaled(1.05 - 0.5 * rim - 0.08 * Float(v))
        }
    }

    static let skins = [RGB(236, 188, 160), RGB(224, 172, 138), RGB(198, 140, 104), RGB(160, 108, 76),
                                RGB(112, 74, 52)]
}
