import FolioModel
import Foundation

/// Carries a side that stops just short of the photo's border out to it, when the page plainly runs on to the
/// border there: a receipt running off the top of the photo, whose colour region ended a few pixels before the
/// frame, would otherwise be cut across its first printed line (receipt-photos-dev 1158, 1052, 1096).
/// The side moves only when it is no paper edge (`SideSupport`) and the strip between it and the border has the
/// paper's colour; its corners slide along the neighbouring sides to the border. Works in `view` pixels; corners
/// TL, TR, BR, BL.
struct FrameSides {
    let view: GrayView
    /// Whether the photo at a `view` point could be paper; nil when too dark to tell (ink).
    let paperLike: (Point) -> Bool?
    /// Farthest a side's ends may lie from the border to be carried out to it (a share of the diagonal).
    var reach = 0.04
    /// A side already this close to the border (pixels) stays.
    var closeEnough = 3.0
    /// A side backed by a paper edge along this share or more is the paper's end, and stays.
    var edgeSupport = 0.5
    /// Share of the strip that must have the paper's colour (among the points light enough to tell).
    var paperShare = 0.8

    func carried(_ corners: [Point]) -> [Point] {
        var result = corners
        let support = SideSupport(view: view)
        let limit = reach * view.diagonal
        let w = Double(view.width - 1), h = Double(view.height - 1)
        // Each border: two points on it, a point's distance to it, and the way out to it.
        let borders: [(Point, Point, (Point) -> Double, Point)] = [
            (Point(x: 0, y: 0), Point(x: w, y: 0), { $0.y }, Point(x: 0, y: -1)),
            (Point(x: w, y: 0), Point(x: w, y: h), { w - $0.x }, Point(x: 1, y: 0)),
            (Point(x: 0, y: h), Point(x: w, y: h), { h - $0.y }, Point(x: 0, y: 1)),
            (Point(x: 0, y: 0), Point(x: 0, y: h), { $0.x }, Point(x: -1, y: 0)),
        ]
        for side in 0..<4 {
            let a = side, b = (side + 1) % 4
            for (p, q, gap, out) in borders {
                let gapA = gap(result[a]), gapB = gap(result[b])
                guard gapA <= limit, gapB <= limit, max(gapA, gapB) > closeEnough else { continue }
                guard support.share(of: side, in: result) < edgeSupport,
                      stripIsPaper(from: result[a], to: result[b], gap: gap, out: out) else { continue }
                // Along the neighbouring sides, (a−1 → a) and (b+1 → b), out to the border.
                guard let moved = PolygonMath.replacingSide(side, of: result, withLineThrough: p, q),
                      PolygonMath.distance(moved[a], result[a]) <= 2 * limit,
                      PolygonMath.distance(moved[b], result[b]) <= 2 * limit else { continue }
                result = moved
            }
        }
        return result
    }

    /// Whether the strip between side a → b and the border (`gap` gives a point's distance to it, `out` the way
    /// to it) has the paper's colour: points along the middle 80 % of the side, every 2 px from 2 px out of the
    /// side to 2 px short of the border.
    private func stripIsPaper(from a: Point, to b: Point, gap: (Point) -> Double, out: Point) -> Bool {
        var like = 0, known = 0, total = 0
        for point in PolygonMath.pointsAlong(a, b, count: 20) {
            for t in stride(from: 2.0, through: gap(point) - 2, by: 2) {
                total += 1
                guard let isLike = paperLike(Point(x: point.x + out.x * t, y: point.y + out.y * t)) else { continue }
                known += 1
                if isLike { like += 1 }
            }
        }
        return total > 0 && known * 2 >= total && Double(like) >= paperShare * Double(known)
    }
}
