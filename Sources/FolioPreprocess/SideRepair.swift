import FolioModel
import Foundation

/// Puts the poorly backed sides of a colour outline onto the paper's straight edges. A hand holding the page, a
/// light plate or a reflection beside it joins the paper's colour region and drags a side of the enclosing quad
/// off the paper; the paper's own edge still runs straight where it shows. Each side backed along less than
/// `weakSupport` (weakest first) may be replaced by one of the photo's strongest straight edges
/// (`LineQuadFinder.strongestLines`) that turns less than `maximumTurn` from it, or by a line swept across the
/// outline near the side (its ends sliding along the neighbouring sides), for a paper edge too faint to be among
/// the strongest. The replacement whose quad is best backed over all four sides wins, when it backs its own side
/// along at least `minimumSupport` (`minimumSweptSupport` for a swept line) and the paper may end there: the
/// photo stays darker well beyond it (`BoundaryDetector.darkBeyond`, at two distances: beyond a printed rule, a
/// line of text or a white-on-black band there is more paper), or is not of the paper's colour there.
/// Works in `view` pixels; corners TL, TR, BR, BL.
struct SideRepair {
    let support: SideSupport
    /// The photo's strongest straight edges, in `view` pixels.
    let lines: [LineQuadFinder.Line]
    /// Whether the photo at a `view` point has the paper's colour (nil when too dark to tell); without it, only
    /// a darker outside tells the paper's end.
    var paperLike: ((Point) -> Bool?)? = nil
    var weakSupport = 0.6
    var minimumSupport = 0.5
    var maximumTurn = 35.0
    /// A side is replaced only when the four sides' support grows by at least this much in total.
    var minimumGain = 0.25
    /// Corners may lie this share of the photo's size outside it (a page running off the frame; the detector
    /// passes its own `offFrameReach`).
    var offFrameReach = 0.1
    /// How far along each neighbouring side a swept line's end may move in, as a share of that side.
    var sweepReach = 0.45
    /// Positions tried for each end of a swept line.
    var sweepSteps = 30
    /// A swept line turns at most this far from the side it replaces (degrees): what joined the paper's region
    /// moves a side more than it turns it, and a line turned further runs across the print.
    var maximumSweptTurn = 15.0
    /// Least support of a swept side.
    var minimumSweptSupport = 0.7
    /// How far past its corner a swept line's end may move out, as a share of the neighbouring side.
    var sweepOut = 0.12

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
        var best: (quad: [Point], shares: [Double])?
        let candidates = houghLines(along: a, b).map { ($0.0, $0.1, false) }
            + sweptLines(of: side, in: quad).map { ($0.0, $0.1, true) }
        for (p, q, swept) in candidates {
            guard let candidate = PolygonMath.replacingSide(side, of: quad, withLineThrough: p, q) else { continue }
            let newA = candidate[side], newB = candidate[(side + 1) % 4]
            guard isPlausible(candidate, replacing: quad, swept: swept) else { continue }
            // A quick look at the side alone first; then the full measure, which discounts an edge running on
            // past the corners (a shadow band's border).
            // Of the many swept lines, some run along print and find brighter paper on one side often enough by
            // chance: a swept side must be backed along most of it, and better than the side it replaces.
            let least = swept ? minimumSweptSupport : minimumSupport
            guard support.share(of: side, in: candidate) >= least, isPaperEnd(newA, newB, quad: candidate) else {
                continue
            }
            let shares = support.shares(candidate)
            guard shares[side] >= least, !swept || shares[side] >= current.shares[side] + minimumGain,
                  shares.reduce(0, +) >= current.shares.reduce(0, +) + minimumGain,
                  shares.reduce(0, +) > best?.shares.reduce(0, +) ?? -1 else { continue }
            best = (candidate, shares)
        }
        return best
    }

    /// Whether the paper may end at side a → b of `quad`: beyond it the photo stays darker well out (at 30 and
    /// 70 px; beyond a printed rule, a line of text or a white-on-black band there is more paper), or is not of
    /// the paper's colour there (a light table of another tint, brighter than the paper).
    private func isPaperEnd(_ a: Point, _ b: Point, quad: [Point]) -> Bool {
        if BoundaryDetector.darkBeyond(a, b, quad: quad, gray: support.view) >= 0.5,
           BoundaryDetector.darkBeyond(a, b, quad: quad, gray: support.view, distance: 70) >= 0.5 {
            return true
        }
        guard let paperLike else { return false }
        return PaperColourSamples(from: a, to: b, inside: PolygonMath.centre(quad), offsets: [-30, -70],
                                  paperLike: paperLike).mostly(paper: false)
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

    /// Lines across the quad near side `side`: each end slides along its neighbouring side, from a little outside
    /// the corner to `sweepReach` of that side inward. These find a paper edge too faint or too short to be among
    /// the photo's strongest straight edges (paper on a light surface, an edge partly under a finger).
    private func sweptLines(of side: Int, in quad: [Point]) -> [(Point, Point)] {
        let a = quad[side], b = quad[(side + 1) % 4]
        let before = quad[(side + 3) % 4], after = quad[(side + 2) % 4]
        let steps = sweepSteps
        let direction = atan2(b.y - a.y, b.x - a.x) * 180 / .pi
        var lines: [(Point, Point)] = []
        for i in 0...steps {
            let u = -sweepOut + (sweepReach + sweepOut) * Double(i) / Double(steps)
            let p = Point(x: a.x + u * (before.x - a.x), y: a.y + u * (before.y - a.y))
            for j in 0...steps {
                let v = -sweepOut + (sweepReach + sweepOut) * Double(j) / Double(steps)
                let q = Point(x: b.x + v * (after.x - b.x), y: b.y + v * (after.y - b.y))
                let turn = LineQuadFinder.angleBetween(atan2(q.y - p.y, q.x - p.x) * 180 / .pi, direction)
                if turn <= maximumSweptTurn { lines.append((p, q)) }
            }
        }
        return lines
    }

    /// Convex, corners no further out of the photo than `offFrameReach`, inside the quad it replaces (grown by
    /// 3 %; a swept line's ends stay within `sweepOut` of the corners by their making), and at least a third of
    /// its area.
    private func isPlausible(_ quad: [Point], replacing old: [Point], swept: Bool) -> Bool {
        let width = Double(support.view.width), height = Double(support.view.height)
        guard quad.allSatisfy({ $0.x > -offFrameReach * width && $0.y > -offFrameReach * height
            && $0.x < (1 + offFrameReach) * width && $0.y < (1 + offFrameReach) * height }) else { return false }
        guard PolygonMath.area(quad) >= PolygonMath.area(old) / 3 else { return false }
        // What joined the paper's region lies outside the paper: a side only moves in (or a little out, where the
        // refinement left it short of the edge).
        let centre = PolygonMath.centre(old)
        let grown = old.map { Point(x: centre.x + 1.03 * ($0.x - centre.x), y: centre.y + 1.03 * ($0.y - centre.y)) }
        guard swept || quad.allSatisfy({ PolygonMath.contains(grown, $0) }) else { return false }
        return LineQuadFinder.isConvex(quad)
    }
}
