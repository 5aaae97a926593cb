import FolioModel
/// Lays a flat scan onto a photo: every photo pixel inside the document's quad is mapped back through the
/// homography to the scan and sampled bilinearly; the edge is anti-aliased and the paper casts a thin contact
/// shadow on the surface around it.
struct DocumentWarp {
    /// The scan, already scaled near the size it will have in the photo.
    let scan: Canvas
    /// Where the scan's corners go in the photo: TL, TR, BR, BL.
    let corners: [PixelPoint]

    /// Width of the contact shadow in photo pixels, and how much it darkens the surface at the paper's edge.
    private let shadowWidth = 4.0
    private let shadowDepth: Float = 0.2

    /// Composites the scan onto `photo`; throws when the corners are degenerate.
    func paint(onto photo: inout Canvas) throws {
        let w = Double(scan.width), h = Double(scan.height)
        let scanCorners = [PixelPoint(0, 0), PixelPoint(w, 0), PixelPoint(w, h), PixelPoint(0, h)]
        guard let toScan = Homography(from: corners.map(\.point), to: scanCorners.map(\.point)) else {
            throw FixtureError("warp", "the document corners \(corners) are degenerate")
        }
        // Photo pixels per scan pixel, to turn distances in the scan into photo pixels for the edge.
        let scale = corners.perimeter / (2 * (w + h))
        let reach = shadowWidth + 1
        let bounds = corners.bounds
        let minX = max(0, Int(bounds.minX - reach)), maxX = min(photo.width - 1, Int(bounds.maxX + reach))
        let minY = max(0, Int(bounds.minY - reach)), maxY = min(photo.height - 1, Int(bounds.maxY + reach))
        guard minX <= maxX, minY <= maxY else { return }
        for y in minY...maxY {
            for x in minX...maxX {
                let source = PixelPoint(toScan.apply(Point(x: Double(x) + 0.5, y: Double(y) + 0.5)))
                // Signed distance to the paper's edge in photo pixels: positive inside.
                let inside = min(source.x, w - source.x, source.y, h - source.y) * scale
                if inside < -reach { continue }
                let index = y * photo.width + x
                if inside < 0.5 {
                    let depth = Float(max(0, 1 + min(inside, 0) / shadowWidth)) * shadowDepth
                    photo[index] = photo[index].scaled(1 - depth)
                }
                let alpha = Float(min(max(inside + 0.5, 0), 1))
                guard alpha > 0 else { continue }
                photo.blend(x: x, y: y, scan.bilinear(x: source.x - 0.5, y: source.y - 0.5), alpha: alpha)
            }
        }
    }
}
