import FolioModel
import Foundation

/// Pushes out a side of a found quadrilateral that is not the paper's edge — the border of a shadow band or of
/// an object that split the colour segmentation — by following the two neighbouring sides, which are straight
/// paper edges, for as long as they stay edges. A side moves only when both neighbours run on past it and the
/// paper ends where they stop (the new side is an edge too). Contrast is measured in log brightness, so a
/// paper edge stays as strong in shadow as in light. Works in `view` pixels; corners TL, TR, BR, BL.
struct SideExtension {
    let view: GrayView
    /// Whether the photo at a `view` point could be paper (its chromaticity, loosely enough for paper in a
    /// shadow lit by another light; nil when too dark to tell, such as ink): the stretch a side moves over must be.
    let paperLike: (Point) -> Bool?
    /// Half the distance across an edge between the two samples compared.
    var probe = 3.0
    /// Least log contrast (inside against outside) that counts as an edge.
    var minimumContrast = 0.1

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
                  runA.length >= minimumGain, runB.length >= minimumGain else { continue }
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

    /// Share of a grid over the quadrilateral (a, b, b′, a′) that could be paper, among the points light enough
    /// to tell; 0 when fewer than half are.
    private func paperShare(_ q: [Point]) -> Double {
        var hits = 0, total = 0, known = 0
        for i in 0..<12 {
            for j in 0..<6 {
                let u = (Double(i) + 0.5) / 12, v = (Double(j) + 0.5) / 6
                let top = Point(x: q[0].x + u * (q[1].x - q[0].x), y: q[0].y + u * (q[1].y - q[0].y))
                let bottom = Point(x: q[3].x + u * (q[2].x - q[3].x), y: q[3].y + u * (q[2].y - q[3].y))
                let p = Point(x: top.x + v * (bottom.x - top.x), y: top.y + v * (bottom.y - top.y))
                total += 1
                guard let like = paperLike(p) else { continue }
                known += 1
                if like { hits += 1 }
            }
        }
        return known * 2 >= total ? Double(hits) / Double(known) : 0
    }

    /// Follows the line from `from` through `corner` beyond `corner` while it stays an edge with the polarity
    /// it has between `from` and `corner`; nil when that stretch is not an edge to begin with.
    private func run(from corner: Point, awayFrom from: Point, step: Double) -> (end: Point, length: Double)? {
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
        // Walk on; stop where fewer than 7 of the last 10 samples are edges.
        var window: [Bool] = [], lastEdge = 0.0, distance = 0.0
        let limit = view.diagonal
        while distance < limit {
            distance += step
            let p = Point(x: corner.x + distance * direction.x, y: corner.y + distance * direction.y)
            guard view.sample(p.x, p.y) != nil else { break }
            let isEdge = strongest(at: p, normal: normal, sign: sign) >= minimumContrast
            if isEdge { lastEdge = distance }
            window.append(isEdge)
            if window.count > 10 { window.removeFirst() }
            if window.count == 10, window.filter({ $0 }).count < 7 { break }
        }
        return (Point(x: corner.x + lastEdge * direction.x, y: corner.y + lastEdge * direction.y), lastEdge)
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
