import Foundation

/// Where a flat scan lands in a synthetic photo: the photo's size and the document's four corners, drawn from a
/// seeded generator (rotation, keystone perspective, corner jitter, scale, position).
struct PhotoGeometry {
    /// Photo width in pixels.
    var width: Int
    /// Photo height in pixels.
    var height: Int
    /// The document's corners in photo pixels: its top-left, top-right, bottom-right, bottom-left.
    var corners: [PixelPoint]
    /// Photo pixels per scan pixel, roughly (the perspective makes it vary across the document).
    var scale: Double
    /// The in-plane rotation drawn, in degrees (positive is clockwise on screen).
    var rotationDegrees: Double

    /// The longest photo side allowed, however tall the scan.
    static let maxLongSide = 2400
    /// The shortest long side of a photo.
    static let minLongSide = 1200

    /// Draws the geometry for a `scanWidth × scanHeight` document.
    static func draw(scanWidth: Int, scanHeight: Int, random: inout SeededRandom) -> PhotoGeometry {
        let w = Double(scanWidth), h = Double(scanHeight)
        let rotation = (random.unit() * 2 - 1) * 30 * Double.pi / 180
        // The document at scan scale, centred on the origin, under perspective, then rotated.
        let shape = perspective(width: w, height: h, random: &random).map { $0.rotated(rotation) }
        let bounds = shape.bounds
        let boxWidth = bounds.maxX - bounds.minX, boxHeight = bounds.maxY - bounds.minY

        // Phone photo proportions, turned to suit the document.
        let aspect = random.pick([0.75, 0.75, 0.5625])
        let portrait = boxHeight >= boxWidth
        let widthShare = portrait ? aspect : 1, heightShare = portrait ? 1 : aspect

        // With the long side L, the document is drawn at scale L·k: k from the area it should cover, capped so
        // that it fits with a 3% margin on every side.
        let areaShare = 0.35 + random.unit() * 0.40
        let fill = 0.94
        let kArea = (areaShare * widthShare * heightShare / max(shape.polygonArea, 1)).squareRoot()
        let kFit = min(fill * widthShare / boxWidth, fill * heightShare / boxHeight)
        let k = min(kArea, kFit)
        // Keep the document's text at least at ~0.9× the scan's resolution where the size cap allows it.
        let targetScale = 0.95 + random.unit() * 0.2
        let longSide = min(max(targetScale / k, Double(minLongSide)), Double(maxLongSide)).rounded()
        let width = Int((longSide * widthShare).rounded()), height = Int((longSide * heightShare).rounded())
        let scale = longSide * k

        // Place the document at random where it fits inside the margins.
        let marginX = 0.03 * Double(width), marginY = 0.03 * Double(height)
        let spanX = Double(width) - 2 * marginX - boxWidth * scale
        let spanY = Double(height) - 2 * marginY - boxHeight * scale
        let offset = PixelPoint(marginX + max(0, spanX) * random.unit() - bounds.minX * scale,
                                marginY + max(0, spanY) * random.unit() - bounds.minY * scale)
        let corners = shape.map { $0 * scale + offset }
        return PhotoGeometry(width: width, height: height, corners: corners, scale: scale,
                             rotationDegrees: rotation * 180 / Double.pi)
    }

    /// A `width × height` rectangle centred on the origin (TL, TR, BR, BL) seen in perspective: one pair of
    /// opposite sides foreshortened by up to 10% (keystone), then every corner moved by up to 4% of the sides.
    private static func perspective(width w: Double, height h: Double, random: inout SeededRandom) -> [PixelPoint] {
        var corners = [PixelPoint(-w / 2, -h / 2), PixelPoint(w / 2, -h / 2),
                       PixelPoint(w / 2, h / 2), PixelPoint(-w / 2, h / 2)]
        let keystone = random.unit() * 0.10
        switch random.next() % 4 {
        case 0: // top edge farther away: it shrinks
            corners[0].x += keystone * w / 2; corners[1].x -= keystone * w / 2
        case 1: // bottom edge farther away
            corners[3].x += keystone * w / 2; corners[2].x -= keystone * w / 2
        case 2: // left edge farther away
            corners[0].y += keystone * h / 2; corners[3].y -= keystone * h / 2
        default: // right edge farther away
            corners[1].y += keystone * h / 2; corners[2].y -= keystone * h / 2
        }
        return corners.map { corner in
            corner + PixelPoint((random.unit() * 2 - 1) * 0.04 * w, (random.unit() * 2 - 1) * 0.04 * h)
        }
    }
}
