import Foundation

/// The hand holding a page up to the phone, on one edge or two opposite ones: on each, a thumb or two or three
/// fingertips over the page's edge, and the rest of the hand (palm and fingers, seen past the page) outside it.
struct HandGrip {
    /// One held edge.
    struct Hold {
        /// The edge (0: top, 1: right, 2: bottom, 3: left).
        var side: Int
        /// Over the page: a thumb or fingertips.
        var front: [SoftShape]
        /// Past the page's edge, painted before the page: the palm and the base of the fingers.
        var behind: [SoftShape]
    }

    var holds: [Hold]
    var skin: RGB

    /// The held edges, by number (0: top, 1: right, 2: bottom, 3: left).
    var sides: [Int] { holds.map(\.side) }

    /// Draws a grip on one edge, or two opposite ones in 40%, preferring edges whose middle is in the photo.
    static func draw(geometry: PhotoGeometry, random: inout SeededRandom) -> HandGrip {
        let corners = geometry.corners
        let visible = (0..<4).filter { side in
            geometry.contains((corners[side] + corners[(side + 1) % 4]) * 0.5)
        }
        let first = visible.isEmpty ? Int(random.next() % 4) : random.pick(visible)
        var sides = [first]
        if random.unit() < 0.4, visible.contains((first + 2) % 4) { sides.append((first + 2) % 4) }
        let skin = random.pick(ThumbOcclusion.skins).scaled(Float(0.94 + random.unit() * 0.1))
        let holds = sides.map { side in
            hold(side, geometry: geometry, random: &random)
        }
        return HandGrip(holds: holds, skin: skin)
    }

    private static func hold(_ side: Int, geometry: PhotoGeometry, random: inout SeededRandom) -> Hold {
        let corners = geometry.corners
        let thumb = ThumbOcclusion.draw(side: side, corners: corners, photoWidth: geometry.width,
                                        photoHeight: geometry.height, random: &random).shape
        let a = corners[side], b = corners[(side + 1) % 4]
        let edge = b - a
        let length = (edge.x * edge.x + edge.y * edge.y).squareRoot()
        let direction = edge * (1 / length), outward = PixelPoint(edge.y / length, -edge.x / length)
        let angle = atan2(outward.y, outward.x)
        // Where the thumb meets the edge: its centre moved back onto the edge line.
        let reach = (thumb.centre - a).x * outward.x + (thumb.centre - a).y * outward.y
        let onEdge = thumb.centre - outward * reach
        let finger = thumb.halfHeight * 0.85
        let spacing = finger * 2.1
        var front = [thumb]
        // Where the fingers run past the page's edge, as offsets along the edge from the thumb.
        var fingerOffsets = (1...4).map { Double($0) * spacing }
        if random.unit() < 0.35 {
            // Fingertips instead of a thumb: two or three side by side, each just over the edge.
            let count = 2 + Int(random.next() % 2)
            fingerOffsets = (0..<count).map { (Double($0) - Double(count - 1) / 2) * spacing }
            front = fingerOffsets.map { offset in
                let over = finger * (0.6 + random.unit() * 0.8)
                return SoftShape(centre: onEdge + direction * offset + outward * (finger * 1.6 - over),
                                 halfWidth: finger * 1.6, halfHeight: finger, angle: angle + (random.unit() - 0.5) * 0.3,
                                 round: true)
            }
        }
        let flip = random.unit() < 0.5 ? -1.0 : 1.0 // which side of the thumb the fingers lie
        // Past the edge, behind the page: the fingers running under it and the palm they grow from.
        var behind = fingerOffsets.map { offset in
            SoftShape(centre: onEdge + direction * (offset * flip) + outward * (finger * 2.2),
                      halfWidth: finger * 2.8, halfHeight: finger * 0.95, angle: angle + (random.unit() - 0.5) * 0.2,
                      round: true)
        }
        let palmShift = fingerOffsets.reduce(0, +) / Double(fingerOffsets.count) * flip
        behind.append(SoftShape(centre: onEdge + direction * palmShift + outward * (finger * 6),
                                halfWidth: finger * 4.2, halfHeight: finger * 3.6, angle: angle, round: true))
        return Hold(side: side, front: front, behind: behind)
    }

    /// Paints the parts of the hand seen past the page (before the page is laid down).
    func paintBehind(_ canvas: inout Canvas) {
        for shape in holds.flatMap(\.behind) { paint(shape, on: &canvas, shade: 0.9) }
    }

    /// Paints the thumbs and fingertips over the page (after it is laid down), each with a soft shadow.
    func paintFront(_ canvas: inout Canvas) {
        for shape in holds.flatMap(\.front) {
            var shadow = shape
            shadow.centre = shadow.centre + PixelPoint(shape.halfHeight * 0.25, shape.halfHeight * 0.35)
            shadow.shade(&canvas, depth: 0.3, softness: shape.halfHeight * 0.5)
            paint(shape, on: &canvas, shade: 1)
        }
    }

    private func paint(_ shape: SoftShape, on canvas: inout Canvas, shade: Float) {
        shape.paint(&canvas) { u, v in
            let rim = Float(max(0, (u * u + v * v).squareRoot() - 0.6))
            return skin.scaled(shade * (1.05 - 0.5 * rim - 0.08 * Float(v)))
        }
    }
}
