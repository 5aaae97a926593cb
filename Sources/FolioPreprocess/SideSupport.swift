import FolioModel
import Foundation

/// How well each side of a quadrilateral is backed by a paper edge: the share of points along it (its middle
/// 80 %) where the inside is brighter than the outside by a clear ratio. Measured in log brightness, so a shadow
/// over both sides of an edge does not weaken it, and signed, so a dark object's outline does not count — except
/// along a side with the photo clearly brighter beyond it (a page held up against a window), where the edge is
/// darker inside than out.
/// A side whose edge runs on past both of its corners is discounted: that is the border of a shadow band, which
/// crosses paper and background alike, while a paper edge ends at the paper's corners.
/// Works in `view` pixels; corners TL, TR, BR, BL.
struct SideSupport {
    let view: GrayView
    /// Least log contrast (inside over outside) that counts as a paper edge.
    var minimumContrast = 0.08
    /// Half the distance across the edge between the two samples compared.
    var probe = 3.0

    /// A side is backlit when the photo this far outside it (in view pixels) ...
    var backlitDistance = 30.0
    /// ... is brighter than as far inside by at least this log contrast along `backlitShare` of it: a page held
    /// up against a window, whose edge is darker inside than out.
    var backlitContrast = 0.2
    /// Share of a side's middle that must be brighter beyond it for the side to count as backlit.
    var backlitShare = 0.6
    /// A side's one measurable continuation discounts it only when it is an edge along at least this share.
    var soleRunShare = 0.7

    /// The supported share of each side (TL→TR, TR→BR, BR→BL, BL→TL), times the share of its continuation
    /// beyond the corners that is not an edge of the same polarity. A backlit side is measured with the outside
    /// brighter, when that backs it better.
    func shares(_ quad: [Point]) -> [Double] {
        let centre = PolygonMath.centre(quad)
        return (0..<4).map {
            let a = quad[$0], b = quad[($0 + 1) % 4]
            let lit = share(from: a, to: b, inside: centre)
            guard lit < 0.5, isBacklit(from: a, to: b, inside: centre) else { return lit }
            return max(lit, share(from: a, to: b, inside: centre, polarity: -1))
        }
    }

    /// The supported share of one side (as `shares` gives it, without the discount for running on).
    func share(of side: Int, in quad: [Point]) -> Double {
        let centre = PolygonMath.centre(quad)
        let a = quad[side], b = quad[(side + 1) % 4]
        let lit = share(from: a, to: b, inside: centre, span: 0.1...0.9)
        guard lit < 0.5, isBacklit(from: a, to: b, inside: centre) else { return lit }
        return max(lit, share(from: a, to: b, inside: centre, span: 0.1...0.9, polarity: -1))
    }

    /// A side's share discounted for running on past its corners, with the given polarity. When one
    /// continuation lies mostly outside the photo (a corner at the frame), the other discounts the side alone
    /// if it carries on the very same line almost throughout: a shadow's border across a plain table.
    private func share(from a: Point, to b: Point, inside centre: Point, polarity: Double = 1) -> Double {
        let along = share(from: a, to: b, inside: centre, span: 0.1...0.9, polarity: polarity)
        let spans = [-0.3 ... -0.05, 1.05...1.3]
        let measured = spans.map { inFrameShare(from: a, to: b, span: $0) >= 0.5 }
        if measured[0] != measured[1], let span = measured[0] ? spans.first : spans.last {
            let counted = tally(from: a, to: b, inside: centre, span: span, polarity: polarity, reach: 1)
            let runsOn = counted.measured > 0 ? Double(counted.hits) / Double(counted.measured) : 0
            return runsOn >= soleRunShare ? along * (1 - runsOn) : along
        }
        let before = share(from: a, to: b, inside: centre, span: spans[0], polarity: polarity)
        let after = share(from: a, to: b, inside: centre, span: spans[1], polarity: polarity)
        return along * (1 - min(before, after))
    }

    /// Share of the points at `span` along a → b that lie inside the photo.
    private func inFrameShare(from a: Point, to b: Point, span: ClosedRange<Double>) -> Double {
        let samples = 10
        let inside = (0..<samples).filter { k in
            let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(k) / Double(samples - 1)
            return view.sample(a.x + t * (b.x - a.x), a.y + t * (b.y - a.y)) != nil
        }.count
        return Double(inside) / Double(samples)
    }

    /// Whether the photo stays clearly brighter outside side a → b than inside it (`backlitContrast`).
    private func isBacklit(from a: Point, to b: Point, inside: Point) -> Bool {
        view.shareAcross(from: a, to: b, inside: inside, distance: backlitDistance) { -$0 >= backlitContrast }
            >= backlitShare
    }

    /// Share of the points at `span` (in units of a → b; outside 0...1 is the side's continuation) where the
    /// inside is brighter than the outside (the outside brighter, with `polarity` −1); points outside the photo
    /// count as no edge.
    private func share(from a: Point, to b: Point, inside: Point, span: ClosedRange<Double>,
                       polarity: Double = 1) -> Double {
        let counted = tally(from: a, to: b, inside: inside, span: span, polarity: polarity)
        return Double(counted.hits) / Double(counted.samples)
    }

    /// Of the points at `span` along a → b: how many were looked at, how many lay inside the photo, and how
    /// many of those are edges of the polarity asked for, found within `reach` pixels across the line.
    private func tally(from a: Point, to b: Point, inside: Point, span: ClosedRange<Double>,
                       polarity: Double, reach: Int = 3) -> (samples: Int, measured: Int, hits: Int) {
        let samples = 30
        let length = PolygonMath.distance(a, b)
        guard length > 10 else { return (samples, 0, 0) }
        // The normal points inward, so a positive contrast means the inside is brighter.
        let normal = PolygonMath.normal(from: a, to: b, toward: inside)
        var hits = 0, measured = 0
        for k in 0..<samples {
            let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(k) / Double(samples - 1)
            let p = Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
            var best = -Double.infinity
            for s in -reach...reach {
                let q = Point(x: p.x + Double(s) * normal.x, y: p.y + Double(s) * normal.y)
                if let c = view.logContrast(at: q, normal: normal, distance: probe) { best = max(best, polarity * c) }
            }
            guard best > -Double.infinity else { continue }
            measured += 1
            if best >= minimumContrast { hits += 1 }
        }
        return (samples, measured, hits)
    }
}
