import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

@Suite struct SidePolishTests {
    let quad = [Point(x: 180, y: 90), Point(x: 560, y: 130), Point(x: 520, y: 900), Point(x: 140, y: 860)]

    /// The right side 8 px out at its top and 7 px at its foot, as a Hough line refitted onto a contact shadow beside
    /// the sheet's edge may leave it (the edge backs 0.57 of it): nudged back by up to 4 px, it is backed along
    /// nearly all of it, and its corners come closer to the sheet's.
    @Test func aSideLeftAFewPixelsOffItsEdgeIsNudgedBackOntoIt() throws {
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 110)
        let support = SideSupport(view: try GrayView(photo))
        var off = quad
        off[1] = Point(x: 568, y: 130)
        off[2] = Point(x: 527, y: 900)
        let polished = SidePolish(support: support).polished(off)
        let before = support.share(of: 1, in: off), after = support.share(of: 1, in: polished)
        #expect(before < 0.7 && after >= 0.9, "\(before) → \(after)")
        #expect(PolygonMath.distance(polished[1], quad[1]) < PolygonMath.distance(off[1], quad[1]))
        #expect(PolygonMath.distance(polished[2], quad[2]) < PolygonMath.distance(off[2], quad[2]))
    }

    @Test func sidesOnTheirEdgesStayPut() throws {
        let photo = try SyntheticPhoto.make(width: 720, height: 1000, quad: quad, backgroundLevel: 110)
        let polished = SidePolish(support: SideSupport(view: try GrayView(photo))).polished(quad)
        for (found, truth) in zip(polished, quad) {
            #expect(PolygonMath.distance(found, truth) <= 2.5, "\(found) for \(truth)")
        }
    }
}
