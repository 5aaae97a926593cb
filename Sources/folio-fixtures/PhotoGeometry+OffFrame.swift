import FolioEval

extension PhotoGeometry {
    /// The polygon of the document inside the photo (the whole quad when no corner leaves the frame).
    var visiblePart: [PixelPoint] {
        QuadGeometry.clip(corners.map(\.quadPoint),
                          to: QuadGeometry.rectangle(width: Double(width), height: Double(height)))
            .map { PixelPoint($0.x, $0.y) }
    }

    /// How many of the document's corners lie outside the photo.
    var cornersOutside: Int { corners.filter { !contains($0) }.count }

    /// Whether `p` lies inside the photo.
    func contains(_ p: PixelPoint) -> Bool { p.x >= 0 && p.y >= 0 && p.x <= Double(width) && p.y <= Double(height) }

    /// This photo with the document held closer to the phone: grown about its centre by up to 30% and pushed
    /// over one of the photo's sides until one or two corners leave the frame by 3–15% of the document's size.
    /// The other corners stay at least 1.5% of the short side inside, and at least 55% of the page stays in
    /// the photo. Returns nil when no such placement is found in a few tries.
    func runningOffFrame(random: inout SeededRandom) -> PhotoGeometry? {
        let w = Double(width), h = Double(height)
        let margin = 0.015 * Double(min(width, height))
        let centre = corners.reduce(PixelPoint(0, 0), +) * 0.25
        let area = corners.polygonArea
        for _ in 0..<40 {
            let grow = 1 + random.unit() * 0.3
            let wanted = random.unit() < 0.5 ? 1 : 2
            let side = Int(random.next() % 4) // left, top, right, bottom
            let push = area.squareRoot() * (0.03 + random.unit() * 0.12)
            let slide = (random.unit() * 2 - 1) * 0.1 * Double(min(width, height))
            let grown = corners.map { centre + ($0 - centre) * grow }
            let outward = [PixelPoint(-1, 0), PixelPoint(0, -1), PixelPoint(1, 0), PixelPoint(0, 1)][side]
            // How far each corner lies beyond the chosen side (negative: inside).
            let beyond = grown.map { p -> Double in
                switch side {
                case 0: -p.x
                case 1: -p.y
                case 2: p.x - w
                default: p.y - h
                }
            }
            let order = grown.indices.sorted { beyond[$0] > beyond[$1] }
            let shift = push - beyond[order[wanted - 1]]
            let along = PixelPoint(-outward.y, outward.x) * slide
            let moved = grown.map { $0 + outward * shift + along }
            var candidate = self
            candidate.corners = moved
            candidate.scale = scale * grow
            let inside = moved.filter { contains($0) }
            guard candidate.cornersOutside == wanted,
                  inside.allSatisfy({ min($0.x, $0.y, w - $0.x, h - $0.y) >= margin }),
                  candidate.visiblePart.polygonArea >= 0.55 * moved.polygonArea else { continue }
            return candidate
        }
        return nil
    }
}

extension PixelPoint {
    /// As FolioEval's point, for polygon clipping.
    var quadPoint: QuadGeometry.Point { QuadGeometry.Point(x, y) }
}
