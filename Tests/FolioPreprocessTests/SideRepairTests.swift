import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

@Suite struct SideRepairTests {
    let quad = [Point(x: 180, y: 90), Point(x: 560, y: 130), Point(x: 520, y: 900), Point(x: 140, y: 860)]

    /// The page on a dark table, and the outline a colour region gives when something light beside the page
    /// joins it: the right side dragged out to a corner far off the paper.
    private func dragged() throws -> (view: GrayView, lines: [LineQuadFinder.Line], outline: [Point]) {
        // A plain dark table, so that nothing but the paper makes edges.
        let w = 720, h = 1000
        var gray = try SyntheticPhoto.make(width: w, height: h, quad: quad, backgroundLevel: 60).grayBytes()
        for y in 0..<h {
            for x in 0..<w where !SyntheticPhoto.inside(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), quad) {
                gray[y * w + x] = 60
            }
        }
        let photo = try gray.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        let lines = LineQuadFinder(lineCount: 24).strongestLines(try photo.colorPlanes())
        let outline = [quad[0], quad[1], Point(x: 700, y: 960), quad[3]]
        return (try GrayView(photo), lines, outline)
    }

    @Test func aSideDraggedOffThePaperGoesBackOntoItsEdge() throws {
        let (view, lines, outline) = try dragged()
        let support = SideSupport(view: view)
        let shares = support.shares(outline)
        #expect(shares[1] < 0.6, "\(shares)")
        let result = SideRepair(support: support, lines: lines).repaired(outline, shares: shares)
        let repaired = try #require(result.map { (quad: $0.quad, shares: $0.shares) }, "no repair")
        #expect(repaired.shares[1] > 0.8, "\(repaired.shares)")
        // The bottom side, still running to the dragged corner, goes back onto its edge when refined, as the
        // detector does after a repair.
        for (corner, truth) in zip(EdgeRefinement(view: view).refine(repaired.quad), quad) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 10, "corner \(corner) vs \(truth)")
        }
    }

    @Test func aSideIsFoundBySweepingWhenItsEdgeIsNoStrongLine() throws {
        // No straight edges from the Hough transform at all (as when a faint edge between white paper and a light
        // table is outvoted by the print): the lines swept across the outline near the dragged side find it.
        let (view, _, outline) = try dragged()
        let support = SideSupport(view: view)
        let shares = support.shares(outline)
        let result = SideRepair(support: support, lines: []).repaired(outline, shares: shares)
        let repaired = try #require(result.map { (quad: $0.quad, shares: $0.shares) }, "no repair")
        #expect(repaired.shares[1] > 0.8, "\(repaired.shares)")
        // Swept lines stand on a grid (about 7–11 px a step here); the detector then refines onto the edges.
        for (corner, truth) in zip(repaired.quad, quad) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 12, "corner \(corner) vs \(truth)")
        }
    }

    @Test func wellBackedSidesAreLeftAlone() throws {
        let (view, lines, _) = try dragged()
        let support = SideSupport(view: view)
        let result = SideRepair(support: support, lines: lines).repaired(quad, shares: support.shares(quad))
        #expect(result == nil, "moved to \(result.map { $0.quad } ?? [])")
    }

    @Test func aSideIsNotMovedOntoAPrintedLineInsideThePage() throws {
        // The paper's right edge is where the outline says, but weakly backed (a light table beyond it); the
        // page's text bars make strong straight edges inside it, which are no paper edge: more paper lies
        // beyond them.
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 215)
        let view = try GrayView(photo)
        let lines = LineQuadFinder(lineCount: 24).strongestLines(try photo.colorPlanes())
        let support = SideSupport(view: view)
        let shares = support.shares(quad)
        if let repaired = SideRepair(support: support, lines: lines).repaired(quad, shares: shares) {
            for (corner, truth) in zip(repaired.quad, quad) {
                #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 10, "corner \(corner) vs \(truth)")
            }
        }
    }

    @Test func aSideGoesBackOntoItsEdgeBesideSomethingLighterOfAnotherColour() throws {
        // The page lies on a table brighter than the paper and of another colour, and casts a thin shadow on it;
        // the outline took in the table up to the right. Beyond the paper's edges the photo is not darker well
        // out, as it is beyond a page on a dark table, but it is not of the paper's colour either: the edge is
        // the paper's end.
        let w = 720, h = 1000
        var gray = [UInt8](repeating: 228, count: w * h)
        let centre = Point(x: 350, y: 495)
        let shadow = quad.map { Point(x: centre.x + 1.02 * ($0.x - centre.x), y: centre.y + 1.02 * ($0.y - centre.y)) }
        for y in 0..<h {
            for x in 0..<w {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if SyntheticPhoto.inside(p, quad) { gray[y * w + x] = 215 }
                else if SyntheticPhoto.inside(p, shadow) { gray[y * w + x] = 150 }
            }
        }
        let photo = try gray.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        let view = try GrayView(photo)
        let lines = LineQuadFinder(lineCount: 24).strongestLines(try photo.colorPlanes())
        let support = SideSupport(view: view)
        let outline = [quad[0], quad[1], Point(x: 700, y: 960), quad[3]]
        let shares = support.shares(outline)
        #expect(shares[1] < 0.6, "\(shares)")
        let paperLike: (Point) -> Bool? = { SyntheticPhoto.inside($0, quad) }
        let colourBlind = SideRepair(support: support, lines: lines).repaired(outline, shares: shares)
        #expect(colourBlind.map { $0.quad[1].x < 600 } != true, "without colour the edge is taken for print")
        let repaired = try #require(SideRepair(support: support, lines: lines, paperLike: paperLike)
            .repaired(outline, shares: shares), "no repair")
        for (corner, truth) in zip(EdgeRefinement(view: view).refine(repaired.quad), quad) {
            #expect(hypot(corner.x - truth.x, corner.y - truth.y) < 10, "corner \(corner) vs \(truth)")
        }
    }
}
