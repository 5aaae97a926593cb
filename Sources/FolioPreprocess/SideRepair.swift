import FolioModel
import Foundation

/// Puts the poorly backed sides of a colour outline onto the paper's straight edges. A hand holding the page, a
/// light plate or a reflection beside it joins the paper's colour region and drags a side of the enclosing quad
/// off the paper; the paper's own edge still runs straight where it shows. Each side backed along less than
/// `weakSupport` (weakest first) may be replaced by one of the photo's strongest straight edges
/// (`LineQuadFinder.strongestLines`) that turns less than `maximumTurn` from it; the replacement whose quad is
/// best backed over all four sides wins, when it backs its own side along at least `minimumSupport` and the photo
/// stays darker well beyond it (`BoundaryDetector.darkBeyond`, at two distances: beyond a printed rule, a line of
/// text or a white-on-black band there is more paper).
/// Works in `view` pixels; corners TL, TR, BR, BL.
struct SideRepair {
    let support: SideSupport
    /// The photo's strongest straight edges, in `view` pixels.
    let lines: [LineQuadFinder.Line]
    var weakSupport = 0.6
    var minimumSupport = 0.5
    var maximumTurn = 35.0
    /// A side is replaced only when the four sides' support grows by at least this much in total.
    var minimumGain = 0.25
    /// Corners may lie this share of the photo's size outside it (a page running off the frame).
    var offFrameReach = 0.06

    /// The repaired quad and its side support, or nil when no weak side found a better edge.
    func repaired(_ quad: [Point], shares: [Double]) -> (quad: [Point], shares: [Double])? {
        var current = (quad: quad, shares: shares)
        var changed = false
        for side in (0..<4).sorted(by: { shares[$0] < shares[$1] }) where current.shares[side] < weakSupport {
            guard let better = bestReplacement(of: side, in: current) else { continue }
            current = better
            changed = true
        }
        return changed ? current : nil
    }

    private func bestReplacement(of side: Int, in current: (quad: [Point], shares: [Double]))
        -> (quad: [Point], shares: [Double])? {
        let quad = current.quad
        let a = quad[side], b = quad[(side + 1) % 4]
        let before = quad[(side + 3) % 4], after = quad[(side + 2) % 4]
        var best: (quad: [Point], shares: [Double])?
        for (p, q) in houghLines(along: a, b) {
            guard let newA = PolygonMath.intersection(before, a, p, q),
                  let newB = PolygonMath.intersection(after, b, p, q) else { continue }
            var candidate = quad
            candidate[side] = newA
            candidate[(side + 1) % 4] = newB
            guard isPlausible(candidate, replacing: quad) else { continue }
            // A quick look at the side alone first; then the full measure, which discounts an edge running on
            // past the corners (a shadow band's border).
            guard support.share(of: side, in: candidate) >= minimumSupport,
                  BoundaryDetector.darkBeyond(newA, newB, quad: candidate, gray: support.view) >= 0.5,
                  BoundaryDetector.darkBeyond(newA, newB, quad: candidate, gray: support.view, distance: 70) >= 0.5
            else { continue }
            let shares = support.shares(candidate)
            guard shares[side] >= minimumSupport, shares.reduce(0, +) >= current.shares.reduce(0, +) + minimumGain,
                  shares.reduce(0, +) > best?.shares.reduce(0, +) ?? -1 else { continue }
            best = (candidate, shares)
        }
        return best
    }

    /// The strong straight edges that turn less than `maximumTurn` from side a → b, as two points each.
    private func houghLines(along a: Point, _ b: Point) -> [(Point, Point)] {
        let direction = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
        return lines.compactMap { line in
            // A Hough line runs at right angles to its normal.
            guard LineQuadFinder.angleBetween(line.theta + 90, direction) <= maximumTurn else { return nil }
            let angle = line.theta * .pi / 180
            let p = Point(x: line.rho * cos(angle), y: line.rho * sin(angle))
            return (p, Point(x: p.x - 100 * sin(angle), y: p.y + 100 * cos(angle)))
        }
    }

    /// Convex, corners no further out of the photo than `offFrameReach`, inside the quad it
    /// replaces (grown by 3 %), and at least a third of its area.
    private func isPlausible(_ quad: [Point], replacing old: [Point]) -> Bool {
        let width = Double(support.view.width), height = Double(support.view.height)
        guard quad.allSatisfy({ $0.x > -offFrameReach * width && $0.y > -offFrameReach * height
            && $0.x < (1 + offFrameReach) * width && $0.y < (1 + offFrameReach) * height }) else { return false }
        guard PolygonMath.area(quad) >= PolygonMath.area(old) / 3 else { return false }
        // What joined the paper's region lies outside the paper: a side only moves in (or a little out, where the
        // refinement left it short of the edge).
        let centre = Point(x: old.map(\.x).reduce(0, +) / 4, y: old.map(\.y).reduce(0, +) / 4)
        let grown = old.map { Point(x: centre.x + 1.03 * ($0.x - centre.x), y: centre.y + 1.03 * ($0.y - centre.y)) }
        guard quad.allSatisfy({ PolygonMath.contains(grown, $0) }) else { return false }
        return LineQuadFinder.isConvex(quad)
    }
}
