import FolioImaging
import FolioModel
import Foundation

/// Outlines made of straight edges (`LineQuadFinder`, `LevelSetOutline`, `TopSheet`) and the ground beyond a
/// side that bears one out.
extension BoundaryDetector {
    /// The best backed quad of straight edges (`LineQuadFinder`, every side backed by paper edges along at least
    /// half its length) that the ground beyond bears out, refined onto the edges; nil when none of the few best
    /// has ground darker than the paper beyond every side (each has a side dark only close by: a ruled line or
    /// printed band inside a page, not the surface under it).
    func lineCandidate(_ planes: ColorPlanes, toView: Double, gray: GrayView) -> BoundaryCandidate? {
        let support = SideSupport(view: gray)
        var backed: [(quad: [Point], total: Double)] = []
        for quad in LineQuadFinder().quads(planes, minimumAreaFraction: minimumAreaFraction,
                                           maximumAreaFraction: maximumAreaFraction) {
            let view = quad.map { Point(x: $0.x * toView, y: $0.y * toView) }
            let shares = support.shares(view)
            guard (shares.min() ?? 0) >= 0.5 else { continue }
            backed.append((view, shares.reduce(0, +)))
        }
        // Best backed first; on a tie the smaller first (a sheet lying on something outlined as well as itself:
        // docphoto-dev 100320 saved again, the page and the printer lid under it both backed along 3.87 of 4),
        // then the earlier found. A quad with a side along a line printed or folded inside the page is backed as
        // well as the page's own (generated photos: a receipt's heading rule); the surface beyond tells them
        // apart, so the next few quads backed nearly as well are tried when one fails there.
        let order = Self.trialOrder(totals: backed.map(\.total), areas: backed.map { PolygonMath.area($0.quad) })
        let top = order.first.map { backed[$0].total } ?? 0
        // Refined onto a nearby stronger edge (print beside the side), a side may lose its backing: the best
        // backed quad is then taken only when no quad after it keeps every side backed once refined, and one
        // after it that loses a side is never taken.
        var fallback: BoundaryCandidate?
        for (rank, index) in order.prefix(lineQuadTrials).enumerated() where backed[index].total >= top - lineTieMargin {
            let refined = EdgeRefinement(view: gray).refine(backed[index].quad)
            // A ruled line or a band printed on the page is dark only close to it; the surface a document lies on
            // stays darker than the paper well beyond its edge.
            let darkAround = (0..<4).allSatisfy { side in
                let a = refined[side], b = refined[(side + 1) % 4]
                // A side nearer the frame than the look beyond reaches has nothing beyond it to judge (1152: a
                // receipt 8 px from the frame's right edge).
                if alongFrame(a, b, gray: gray, margin: Self.beyondDistance) { return true }
                return Self.darkBeyond(a, b, quad: refined, gray: gray) >= 0.5
            }
            guard darkAround else { continue }
            let shares = support.shares(refined)
            let candidate = BoundaryCandidate(edges: refined, support: shares)
            if (shares.min() ?? 0) >= 0.5 { return candidate }
            if rank == 0 { fallback = candidate }
        }
        return fallback
    }

    /// Indices of quads by their summed side support, highest first; on a tie the smaller area first, then the
    /// earlier index.
    static func trialOrder(totals: [Double], areas: [Double]) -> [Int] {
        totals.indices.sorted {
            if totals[$0] != totals[$1] { return totals[$0] > totals[$1] }
            return (areas[$0], $0) < (areas[$1], $1)
        }
    }

    /// `LevelSetOutline`'s outline as a candidate of edges. `blurred` is the analysis image `planes` were taken
    /// from; the neighbourhood each pixel is set against is a box an eighth of its shorter side across either way.
    func levelSets(_ blurred: Image, planes: ColorPlanes, toView: Double, gray: GrayView) throws -> BoundaryCandidate? {
        let local = try blurred.boxBlurred(radius: max(8, min(blurred.width, blurred.height) / 8))
        return try LevelSetOutline(view: gray).outline(planes: planes, local: try local.colorPlanes(), toView: toView,
                                                       minimumAreaFraction: minimumAreaFraction,
                                                       maximumAreaFraction: maximumAreaFraction)
            .map { BoundaryCandidate(edges: $0.quad, support: $0.shares) }
    }

    /// `TopSheet`'s outline as a candidate of straight edges.
    func topSheet(_ planes: ColorPlanes, toView: Double, gray: GrayView) -> BoundaryCandidate? {
        TopSheet(view: gray).outline(lines: planes, toView: toView, minimumAreaFraction: minimumAreaFraction,
                                     maximumAreaFraction: maximumAreaFraction)
            .map { BoundaryCandidate(edges: $0.quad, support: $0.shares) }
    }

    /// How far beyond a side `darkBeyond` looks, in refinement pixels: past a printed band such as a
    /// white-on-black TOTAL line (receipt-photos-dev 1050 lost its last lines at 12 px).
    static let beyondDistance = 30.0

    /// Share of the middle 80 % of side a → b where the photo `distance` outside the side is darker (log
    /// contrast ≥ 0.08) than as far inside it; points outside the photo count as not darker.
    static func darkBeyond(_ a: Point, _ b: Point, quad: [Point], gray: GrayView,
                           distance: Double = beyondDistance) -> Double {
        darkBeyond(a, b, inside: PolygonMath.centre(quad), gray: gray, distance: distance)
    }

    /// Whether `quad` lies on something: some side has ground darker than the paper beyond it along at least
    /// `share` of its middle (`darkBeyond`). A box ruled round a page's text has blank page all round it.
    static func liesOnDarkerGround(_ quad: [Point], gray: GrayView, share: Double = 0.5) -> Bool {
        let centre = PolygonMath.centre(quad)
        return (0..<4).contains { side in
            darkBeyond(quad[side], quad[(side + 1) % 4], inside: centre, gray: gray) >= share
        }
    }

    /// `darkBeyond` for a side whose inside lies toward `centre`.
    static func darkBeyond(_ a: Point, _ b: Point, inside centre: Point, gray: GrayView,
                           distance: Double = beyondDistance) -> Double {
        gray.shareAcross(from: a, to: b, inside: centre, distance: distance) { $0 >= 0.08 }
    }
}
