import FolioImaging
import FolioModel
import Foundation

/// The outline of the paper's colour region: its enclosing quad refined onto edges, weak sides repaired, and the
/// pixel counts over quads it is judged by.
extension BoundaryDetector {
    /// A paper region's enclosing quad refined onto edges (in `gray` pixels), its fill and side support; nil
    /// when the region is no document (too small, too large, or not quadrilateral enough).
    func candidate(_ segmentation: PaperSegmentation, base: [Bool]?, cut: [Bool]?, edges: StraightEdges,
                           toView: Double, gray: GrayView) throws -> BoundaryCandidate? {
        guard let region = try segmentation.documentRegion(minimumAreaFraction: minimumAreaFraction,
                                                           base: base, cut: cut) else { return nil }
        let hull = PolygonMath.convexHull(region.outline)
        guard let quad = PolygonMath.enclosingQuad(hull).map(PolygonMath.orderedCorners) else { return nil }
        let quadArea = PolygonMath.area(quad)
        guard quadArea > 0 else { return nil }
        let fill = min(1, Double(region.area) / quadArea)
        let imageArea = Double(segmentation.width * segmentation.height)
        guard quadArea / imageArea <= maximumAreaFraction, fill >= minimumRepairFill else { return nil }
        var refined = EdgeRefinement(view: gray).refine(quad.map { Point(x: $0.x * toView, y: $0.y * toView) })
        var shares = SideSupport(view: gray).shares(refined)
        // A side that a blob joined to the region tilted (the region reaches it along under half its length: a
        // patch of light wood beside a receipt) goes onto the line of the region's own border along it
        // (`RegionSides`) when that line is a paper edge along nearly all of it, better backed than the side, and
        // what the move cuts off is not the paper in shade (a shadow's border is an edge too).
        let border = RegionSides(bits: region.bits, width: segmentation.width, height: segmentation.height)
        for side in 0..<4 {
            let current = refined.map { Point(x: $0.x / toView, y: $0.y / toView) }
            guard border.innerShare(of: current, side: side) < regionSideInner,
                  let fitted = border.fitted(current, side: side) else { continue }
            let moved = EdgeRefinement(view: gray).refine(fitted.map { Point(x: $0.x * toView, y: $0.y * toView) })
            let movedShares = SideSupport(view: gray).shares(moved)
            guard movedShares[side] >= regionSideSupport, movedShares[side] > shares[side],
                  Self.paperColourShare(between: current, and: moved.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                        segmentation: segmentation) < 0.7 else { continue }
            refined = moved
            shares = movedShares
        }
        // Something of the paper's colour joined the region (a hand, a plate, a reflection): sides go back onto
        // the paper's straight edges where the photo has them, and the quad then counts the paper inside it.
        if (shares.min() ?? 0) < 0.6,
           let repaired = repairedSides(refined, shares: shares, edges: edges, gray: gray, paperLike: {
               segmentation.hasPaperChroma(at: $0, scale: toView)
           }) {
            let paper = Self.coverage(of: repaired.quad.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                      by: region.bits, width: segmentation.width, height: segmentation.height)
            // What the repair cuts off must not be the paper itself in shade (a shadow band's border is an edge
            // too): paper keeps its colour in shade, a hand, a table or a plate beside it mostly does not.
            let cut = Self.paperColourShare(between: refined.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                            and: repaired.quad.map { Point(x: $0.x / toView, y: $0.y / toView) },
                                            segmentation: segmentation)
            // A region that would not count as it is counts repaired only with every side an edge along half of it.
            let edged = (repaired.shares.min() ?? 0) >= edgedRepairSupport
            if paper >= (edged ? minimumEdgedRepairPaper : minimumRepairedPaper), cut < 0.7,
               fill >= minimumConfidence || (repaired.shares.min() ?? 0) >= 0.5 {
                let placed = EdgeRefinement(view: gray, keepMargin: repairRefitMargin).refine(repaired.quad)
                return BoundaryCandidate(quad: placed, region: (region.area, region.bits), fill: paper,
                                 support: repaired.shares)
            }
            // Two readings, both plausible: the page runs off the frame along a side with no edge, and the edge
            // the repair found inside is a shadow's or a printed band's; or the page ends at that edge, and beyond
            // it lies something light of its colour running off the frame (docphoto-dev 100320: a page on a
            // printer's lid). The region is no outline to warp by.
            if edged, cut >= 0.7, paper >= minimumEdgedRepairPaper, (0..<4).contains(where: { side in
                shares[side] < blindSideSupport && alongFrame(refined[side], refined[(side + 1) % 4], gray: gray)
            }) {
                return nil
            }
        }
        // An outline backed on every side counts at a lower fill; not a region cut along edges, whose outline
        // follows edges by its making.
        let backed = cut == nil && (shares.min() ?? 0) >= backedOutlineSupport
        guard fill >= (backed ? minimumBackedFill : minimumConfidence) else { return nil }
        return BoundaryCandidate(quad: refined, region: (region.area, region.bits), fill: fill, support: shares)
    }

    /// `quad` with its weakly backed sides moved onto the photo's straight edges (`SideRepair`).
    func repairedSides(_ quad: [Point], shares: [Double], edges: StraightEdges, gray: GrayView,
                               paperLike: @escaping (Point) -> Bool?) -> (quad: [Point], shares: [Double])? {
        SideRepair(support: SideSupport(view: gray), lines: edges.lines, paperLike: paperLike,
                   offFrameReach: offFrameReach)
            .repaired(quad, shares: shares)
    }

    /// Share of the pixels inside `outer` but outside `inner` (convex quads in analysis pixels) whose colour is
    /// the paper's (`PaperSegmentation.paperChroma`); 0 when there are none.
    static func paperColourShare(between outer: [Point], and inner: [Point], segmentation: PaperSegmentation) -> Double {
        var strip = 0, paper = 0
        forEachPixel(inside: outer, outside: inner, width: segmentation.width, height: segmentation.height) { i in
            strip += 1
            if segmentation.paperChroma[i] == true { paper += 1 }
        }
        return strip > 0 ? Double(paper) / Double(strip) : 0
    }

    /// Share of a convex quad (in mask pixels) the mask covers; parts outside the mask's frame count as uncovered.
    static func coverage(of quad: [Point], by bits: [Bool], width: Int, height: Int) -> Double {
        let area = PolygonMath.area(quad)
        guard area > 0 else { return 0 }
        return min(1, Double(covered(quad, by: bits, width: width, height: height)) / area)
    }

    /// How many pixels of the mask inside the convex quad (in mask pixels) are set.
    static func covered(_ quad: [Point], by bits: [Bool], width: Int, height: Int) -> Int {
        var covered = 0
        forEachPixel(inside: quad, width: width, height: height) { i in if bits[i] { covered += 1 } }
        return covered
    }

    /// Calls `body` with the index of every pixel of a `width × height` grid whose centre lies inside the convex
    /// quad `inside` and, when given, outside the convex quad `outside`.
    static func forEachPixel(inside: [Point], outside: [Point]? = nil, width: Int, height: Int, _ body: (Int) -> Void) {
        let minY = max(0, Int(inside.map(\.y).min() ?? 0)), maxY = min(height - 1, Int(inside.map(\.y).max() ?? 0))
        let minX = max(0, Int(inside.map(\.x).min() ?? 0)), maxX = min(width - 1, Int(inside.map(\.x).max() ?? 0))
        guard minY <= maxY, minX <= maxX else { return }
        for y in minY...maxY {
            for x in minX...maxX {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                guard PolygonMath.contains(inside, p), !(outside.map { PolygonMath.contains($0, p) } ?? false) else {
                    continue
                }
                body(y * width + x)
            }
        }
    }
}
