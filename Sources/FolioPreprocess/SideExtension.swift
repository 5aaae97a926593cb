import FolioModel
import Foundation

/// Pushes out a side of a found quadrilateral that is not the paper's edge — the border of a shadow band or of
/// an object that split the colour segmentation — by following the two neighbouring sides, which are straight
/// paper edges, for as long as they stay edges. A side moves only when both neighbours run on past it and the
/// paper ends where they stop (the new side is an edge too) — or, when a shadow's border runs from at or near a
/// true corner, when one neighbour runs on across the shadow (`pivotedEnds`). Contrast is measured in log
/// brightness, so a paper edge stays as strong in shadow as in light. Works in `view` pixels; corners TL, TR, BR,
/// BL.
struct SideExtension {
    let view: GrayView
    /// Whether the photo at a `view` point could be paper (its chromaticity, loosely enough for paper in a
    /// shadow lit by another light; nil when too dark to tell, such as ink): the stretch a side moves over must be.
    let paperLike: (Point) -> Bool?
    /// Half the distance across an edge between the two samples compared.
    var probe = 3.0
    /// Least log contrast (inside against outside) that counts as an edge.
    var minimumContrast = 0.1
    /// How long a stretch (a share of the diagonal) a neighbour's edge may fade for and come back, when a side is
    /// pivoted (`pivotedEnds`): a shadow over a light table hides the paper's edge under it.
    var shadowGap = 0.12
    /// A pivoted side must be a paper edge along this share ...
    var pivotSupport = 0.9
    /// ... what it takes in could be paper over this share ...
    var pivotPaper = 0.95
    /// ... and be at least this share of the brightness of the page it keeps (a shadow dims paper by about half;
    /// the dark folder a receipt is tucked into dims it far more).
    var shadedShare = 0.5

    func extend(_ corners: [Point]) -> [Point] {
        var result = corners
        let step = max(1.5, view.diagonal * 0.002)
        let minimumGain = view.diagonal * 0.03
        for side in 0..<4 {
            let a = side, b = (side + 1) % 4
            // The neighbouring sides: (a−1 → a) and (b+1 → b), walked outward past a and b.
            let before = corners[(side + 3) % 4], after = corners[(side + 2) % 4]
            guard let runA = run(from: corners[a], awayFrom: before, step: step),
                  let runB = run(from: corners[b], awayFrom: after, step: step),
                  runA.length >= minimumGain, runB.length >= minimumGain else {
                if let end = pivotedEnds(corners, side: side, step: step, minimumGain: minimumGain) {
                    result[a] = end.a
                    result[b] = end.b
                }
                continue
            }
            // The paper's real end must itself be an edge. One neighbour's edge may fade before the end (in a
            // shadow): when the line between the two runs' ends is none, the end is tried at the longer run's
            // reach on both, then at the shorter's — whichever side the run that fades is on (a mirror image of
            // the photo gives the same end: receipt-photos-dev 1192, its right side fading in the shadow over its
            // foot, ended 25 px short when mirrored).
            func reach(_ corner: Point, _ run: (end: Point, length: Double), to length: Double) -> Point {
                Point(x: corner.x + (run.end.x - corner.x) * length / run.length,
                      y: corner.y + (run.end.y - corner.y) * length / run.length)
            }
            let longer = max(runA.length, runB.length), shorter = min(runA.length, runB.length)
            let ends = [(runA.end, runB.end),
                        (reach(corners[a], runA, to: longer), reach(corners[b], runB, to: longer)),
                        (reach(corners[a], runA, to: shorter), reach(corners[b], runB, to: shorter))]
            let inside = PolygonMath.centre(corners)
            guard let end = ends.first(where: { support(from: $0.0, to: $0.1, inside: inside) >= 0.6 }),
                  paperShare([corners[a], corners[b], end.1, end.0]) >= 0.85 else { continue }
            result[a] = end.0
            result[b] = end.1
        }
        return result
    }

    /// The new ends of `side` when it is a shadow's border across the page rather than its edge, or nil. The
    /// border runs from at or near a true corner (the neighbour there runs on little or not at all) to the other
    /// neighbour, whose edge fades in the shadow and comes back beyond it: both neighbours are followed across
    /// gaps of up to `shadowGap`, and the side moves to where they end when one ran on at least `minimumGain`,
    /// the new side is a paper edge along `pivotSupport`, and what it takes in could be paper (`pivotPaper`) no
    /// darker than `shadedShare` of the page kept (generated hard scene 027 of seed 1: a shadow band from the
    /// page's top right corner to its foot cut off the page's right third, kept with confidence 0.999).
    private func pivotedEnds(_ corners: [Point], side: Int, step: Double,
                             minimumGain: Double) -> (a: Point, b: Point)? {
        let a = side, b = (side + 1) % 4
        let gap = shadowGap * view.diagonal
        guard let runA = run(from: corners[a], awayFrom: corners[(side + 3) % 4], step: step, gap: gap),
              let runB = run(from: corners[b], awayFrom: corners[(side + 2) % 4], step: step, gap: gap),
              max(runA.length, runB.length) >= minimumGain else { return nil }
        let added = [corners[a], corners[b], runB.end, runA.end]
        guard support(from: runA.end, to: runB.end, inside: PolygonMath.centre(corners)) >= pivotSupport,
              paperShare(added) >= pivotPaper,
              medianBrightness(over: added) >= shadedShare * medianBrightness(over: corners) else { return nil }
        return (runA.end, runB.end)
    }

    /// Median brightness of a grid over the quadrilateral (`grid(over:)`), 0 when none of it is in the photo.
    private func medianBrightness(over q: [Point]) -> Double {
        let values = grid(over: q).compactMap { view.sample($0.x, $0.y) }.sorted()
        return values.isEmpty ? 0 : values[values.count / 2]
    }

    /// A 12 × 6 grid of points over the quadrilateral (a, b, b′, a′), cell centres.
    private func grid(over q: [Point]) -> [Point] {
        (0..<12).flatMap { i in
            (0..<6).map { j in
                let u = (Double(i) + 0.5) / 12, v = (Double(j) + 0.5) / 6
                let top = Point(x: q[0].x + u * (q[1].x - q[0].x), y: q[0].y + u * (q[1].y - q[0].y))
                let bottom = Point(x: q[3].x + u * (q[2].x - q[3].x), y: q[3].y + u * (q[2].y - q[3].y))
                return Point(x: top.x + v * (bottom.x - top.x), y: top.y + v * (bottom.y - top.y))
            }
        }
    }

    /// Share of a grid over the quadrilateral (a, b, b′, a′) that could be paper, among the points light enough
    /// to tell; 0 when fewer than half are.
    private func paperShare(_ q: [Point]) -> Double {
        let points = grid(over: q)
        let known = points.compactMap(paperLike)
        return known.count * 2 >= points.count ? Double(known.filter { $0 }.count) / Double(known.count) : 0
    }

    /// Follows the line from `from` through `corner` beyond `corner` while it stays an edge with the polarity
    /// it has between `from` and `corner`, across stretches of up to `gap` pixels where it fades; nil when the
    /// known stretch is not an edge to begin with.
    private func run(from corner: Point, awayFrom from: Point, step: Double,
                     gap: Double = 0) -> (end: Point, length: Double)? {
        let length = PolygonMath.distance(from, corner)
        guard length > 10 else { return nil }
        let direction = Point(x: (corner.x - from.x) / length, y: (corner.y - from.y) / length)
        let normal = Point(x: -direction.y, y: direction.x)
        // Polarity from the known stretch (its middle 80 %).
        var sum = 0.0
        for p in PolygonMath.pointsAlong(from, corner, count: 20) {
            sum += strongest(at: p, normal: normal, sign: 0)
        }
        let sign: Double = sum >= 0 ? 1 : -1
        guard abs(sum) / 20 >= minimumContrast else { return nil }
        // Walk on; stop where fewer than 7 of the last 10 samples are edges — or, allowed a gap, where that has
        // lasted longer than the gap since they last were (the run then ends where they were).
        var window: [Bool] = [], lastEdge = 0.0, distance = 0.0, reached = 0.0
        let limit = view.diagonal
        while distance < limit {
            distance += step
            let p = Point(x: corner.x + distance * direction.x, y: corner.y + distance * direction.y)
            guard view.sample(p.x, p.y) != nil else { break }
            let isEdge = strongest(at: p, normal: normal, sign: sign) >= minimumContrast
            if isEdge { lastEdge = distance }
            window.append(isEdge)
            if window.count > 10 { window.removeFirst() }
            guard window.count == 10 else { continue }
            if window.filter({ $0 }).count >= 7 {
                reached = lastEdge
            } else if gap == 0 || distance - reached > gap {
                break
            }
        }
        if gap == 0 { reached = lastEdge }
        return (Point(x: corner.x + reached * direction.x, y: corner.y + reached * direction.y), reached)
    }

    /// The strongest contrast across the line near `p` (within 2 px along the normal), signed by `sign`
    /// (0: the signed value of largest magnitude).
    private func strongest(at p: Point, normal: Point, sign: Double) -> Double {
        var best = sign == 0 ? 0.0 : -Double.infinity
        for s in -2...2 {
            let q = Point(x: p.x + Double(s) * normal.x, y: p.y + Double(s) * normal.y)
            guard let c = view.logContrast(at: q, normal: normal, distance: probe) else { continue }
            if sign == 0 {
                if abs(c) > abs(best) { best = c }
            } else {
                best = max(best, sign * c)
            }
        }
        return best
    }

    /// Share of points along a → b where the paper side (toward `inside`) differs from the outside.
    private func support(from a: Point, to b: Point, inside: Point) -> Double {
        let length = PolygonMath.distance(a, b)
        guard length > 10 else { return 0 }
        let normal = PolygonMath.normal(from: a, to: b, toward: inside)
        let points = PolygonMath.pointsAlong(a, b, count: 30)
        let hits = points.filter { abs(strongest(at: $0, normal: normal, sign: 0)) >= minimumContrast }
        return Double(hits.count) / Double(points.count)
    }
}
