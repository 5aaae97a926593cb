import FolioModel

/// Whether the outline about to be warped by stops well short of a larger outline of straight edges around it,
/// with the paper's colour in between: the colour region ended at something printed across the page (a photo on a
/// newspaper page, its border taken for the page's end) and the straight edges found the page's true end — or a
/// tray or folder the page lies on. Which of the two is the page, nothing here tells, so the page is left whole
/// rather than warped by either (docphoto-dev's folded newspaper turned 180°: its colour outline cut along the
/// foot of the photo printed across it, confidence 0.86). A colour outline that stopped short at a shadow and
/// was carried on to the paper's end meets the straight edges again, and stands.
struct StopsShort {
    /// The rival must hold at least this share of the outline, grown by `margin` of the diagonal ...
    var inside = 0.9
    var margin = 0.02
    /// ... be at least this many times its area ...
    var areaRatio = 1.3
    /// ... and have the paper's colour over at least this share of what it holds beyond the outline (a dark
    /// folder or tray under a receipt has almost none: receipt-photos-dev 1192, 0.24).
    var paperBeyond = 0.5

    /// Whether `quad` stops short of `rival` (both in the same pixels; the photo's diagonal `diagonal`), judging
    /// the paper's colour with `paperLike`.
    func stopsShort(_ quad: [Point], of rival: [Point], diagonal: Double, paperLike: (Point) -> Bool) -> Bool {
        let area = PolygonMath.area(quad)
        guard area > 0, PolygonMath.area(rival) >= areaRatio * area else { return false }
        let grown = PolygonMath.grown(rival, by: margin * diagonal)
        let held = Self.grid(quad, steps: 20)
        guard Double(held.filter { PolygonMath.contains(grown, $0) }.count) >= inside * Double(held.count) else {
            return false
        }
        let beyond = Self.grid(rival, steps: 30).filter { !PolygonMath.contains(quad, $0) }
        guard !beyond.isEmpty else { return false }
        return Double(beyond.filter(paperLike).count) >= paperBeyond * Double(beyond.count)
    }

    /// Points spread evenly over `quad` (`steps + 1` along each pair of opposite sides).
    static func grid(_ quad: [Point], steps: Int) -> [Point] {
        var points: [Point] = []
        points.reserveCapacity((steps + 1) * (steps + 1))
        for i in 0...steps {
            let u = Double(i) / Double(steps)
            let top = Point(x: quad[0].x + (quad[1].x - quad[0].x) * u, y: quad[0].y + (quad[1].y - quad[0].y) * u)
            let foot = Point(x: quad[3].x + (quad[2].x - quad[3].x) * u, y: quad[3].y + (quad[2].y - quad[3].y) * u)
            for j in 0...steps {
                let v = Double(j) / Double(steps)
                points.append(Point(x: top.x + (foot.x - top.x) * v, y: top.y + (foot.y - top.y) * v))
            }
        }
        return points
    }
}
