import FolioModel
import Foundation

/// How well each side of a quadrilateral is backed by a paper edge: the share of points along it (its middle
/// 80 %) where the inside is brighter than the outside by a clear ratio. Measured in log brightness, so a shadow
/// over both sides of an edge does not weaken it, and signed, so a dark object's outline does not count — except
/// where the photo is clearly brighter beyond the side (a page held up against a window), where the edge is
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
    /// A side not backlit along `backlitShare` whose points see the photo beyond brighter than the page
    /// throughout (`isBrighterBeyond`) along at least this share is backlit in part (a window behind the top of
    /// a held page, a dark sill and a hand below): it is measured point by point.
    var partlyBacklitShare = 0.2
    /// A side's one measurable continuation discounts it only when it is an edge along at least this share.
    var soleRunShare = 0.7

    /// Which way a paper edge's contrast runs.
    private enum Polarity {
        case brighterInside, brighterOutside
        /// Brighter outside where the photo beyond is backlit (`isBrighterBeyond`), else brighter inside.
        case byPoint
    }

    /// Whether the photo `backlitDistance` beyond point `p` of a side is clearly brighter (`backlitContrast`)
    /// than the paper inside at a half, one and one and a half times that distance: a window is brighter than
    /// the page throughout, where paper beside a line of print is brighter only than the print.
    private func isBrighterBeyond(_ p: Point, inward normal: Point) -> Bool {
        let d = backlitDistance
        guard let outside = view.logSample(p.x - d * normal.x, p.y - d * normal.y) else { return false }
        return [0.5, 1, 1.5].allSatisfy { k in
            guard let inside = view.logSample(p.x + k * d * normal.x, p.y + k * d * normal.y) else { return false }
            return outside - inside >= backlitContrast
        }
    }

    /// The supported share of each side (TL→TR, TR→BR, BR→BL, BL→TL), times the share of its continuation
    /// beyond the corners that is not an edge of the same polarity (`backed` chooses the polarity).
    func shares(_ quad: [Point]) -> [Double] {
        (0..<4).map { discountedShare(of: $0, in: quad) }
    }

    /// The supported share of side `side` of `quad`, as `shares` gives it (for judging sides one at a time).
    func discountedShare(of side: Int, in quad: [Point]) -> Double {
        let centre = PolygonMath.centre(quad)
        let a = quad[side], b = quad[(side + 1) % 4]
        return backed(from: a, to: b, inside: centre) { share(from: a, to: b, inside: centre, polarity: $0) }
    }

    /// Share of the points of side `side` of `quad` at `span` (in units of the side, corner to corner) that are
    /// edges brighter inside: how far a paper edge reaches toward the corners.
    func brighterInsideShare(of side: Int, in quad: [Point], span: ClosedRange<Double>, reach: Int = 3) -> Double {
        let counted = tally(from: quad[side], to: quad[(side + 1) % 4], inside: PolygonMath.centre(quad), span: span,
                            polarity: .brighterInside, reach: reach)
        return Double(counted.hits) / Double(counted.samples)
    }

    /// The supported share of one side (as `shares` gives it, without the discount for running on).
    func share(of side: Int, in quad: [Point]) -> Double {
        let centre = PolygonMath.centre(quad)
        let a = quad[side], b = quad[(side + 1) % 4]
        return backed(from: a, to: b, inside: centre) {
            share(from: a, to: b, inside: centre, span: 0.1...0.9, polarity: $0)
        }
    }

    /// A side's share as `measure` gives it with the polarity its light calls for: brighter inside; with the
    /// outside brighter too when the photo is clearly brighter beyond most of it (`backlitShare`) and that backs
    /// it better; point by point when it is brighter beyond part of it (`partlyBacklitShare`).
    private func backed(from a: Point, to b: Point, inside centre: Point,
                        _ measure: (Polarity) -> Double) -> Double {
        let backlit = view.shareAcross(from: a, to: b, inside: centre, distance: backlitDistance) {
            -$0 >= backlitContrast
        }
        // A point brighter beyond than the page throughout is brighter beyond at `backlitDistance` too, so only a
        // side with that share of such points can have enough of them.
        if backlit >= partlyBacklitShare && backlit < backlitShare {
            let normal = PolygonMath.normal(from: a, to: b, toward: centre)
            let points = PolygonMath.pointsAlong(a, b, count: 20)
            let backlitPoints = points.filter { isBrighterBeyond($0, inward: normal) }
            if Double(backlitPoints.count) >= partlyBacklitShare * Double(points.count) { return measure(.byPoint) }
        }
        let lit = measure(.brighterInside)
        guard lit < 0.5, backlit >= backlitShare else { return lit }
        return max(lit, measure(.brighterOutside))
    }

    /// A side's share discounted for running on past its corners, with the given polarity. When one
    /// continuation lies mostly outside the photo (a corner at the frame), the other discounts the side alone
    /// if it carries on the very same line almost throughout: a shadow's border across a plain table.
    private func share(from a: Point, to b: Point, inside centre: Point, polarity: Polarity) -> Double {
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

    /// Share of the points at `span` (in units of a → b; outside 0...1 is the side's continuation) that are
    /// edges of `polarity`; points outside the photo count as no edge.
    private func share(from a: Point, to b: Point, inside: Point, span: ClosedRange<Double>,
                       polarity: Polarity) -> Double {
        let counted = tally(from: a, to: b, inside: inside, span: span, polarity: polarity)
        return Double(counted.hits) / Double(counted.samples)
    }

    /// Of the points at `span` along a → b: how many were looked at, how many lay inside the photo, and how
    /// many of those are edges of the polarity asked for, found within `reach` pixels across the line.
    private func tally(from a: Point, to b: Point, inside: Point, span: ClosedRange<Double>,
                       polarity: Polarity, reach: Int = 3) -> (samples: Int, measured: Int, hits: Int) {
        let samples = 30
        let length = PolygonMath.distance(a, b)
        guard length > 10 else { return (samples, 0, 0) }
        // The normal points inward, so a positive contrast means the inside is brighter.
        let normal = PolygonMath.normal(from: a, to: b, toward: inside)
        var hits = 0, measured = 0
        for k in 0..<samples {
            let t = span.lowerBound + (span.upperBound - span.lowerBound) * Double(k) / Double(samples - 1)
            let p = Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
            let sign: Double
            switch polarity {
            case .brighterInside: sign = 1
            case .brighterOutside: sign = -1
            case .byPoint: sign = isBrighterBeyond(p, inward: normal) ? -1 : 1
            }
            var best = -Double.infinity
            for s in -reach...reach {
                let q = Point(x: p.x + Double(s) * normal.x, y: p.y + Double(s) * normal.y)
                if let c = view.logContrast(at: q, normal: normal, distance: probe) { best = max(best, sign * c) }
            }
            guard best > -Double.infinity else { continue }
            measured += 1
            if best >= minimumContrast { hits += 1 }
        }
        return (samples, measured, hits)
    }
}
