import FolioModel
@testable import FolioPreprocess
import Foundation
import Testing

/// `BoundaryDetector.isSteady`: the outline found again in the mirror image must land on the same corners.
struct SteadyOutlineTests {
    /// A page in a 600 × 800 photo (diagonal 1000), TL, TR, BR, BL.
    let quad = [Point(x: 100, y: 80), Point(x: 480, y: 120), Point(x: 450, y: 700), Point(x: 90, y: 660)]

    /// `quad` as the detector finds it in the mirror image: x → 600 − x, corners again from the top-left.
    var mirrored: [Point] {
        [quad[1], quad[0], quad[3], quad[2]].map { Point(x: 600 - $0.x, y: $0.y) }
    }

    @Test func theSameOutlineFoundInTheMirrorImageIsSteady() {
        #expect(BoundaryDetector.isSteady(quad, mirrored: mirrored, width: 600, height: 800, share: 0.03))
        // Up to 3 % of the diagonal (30 px) apart at the worst corner.
        var near = mirrored
        near[2].y += 25
        #expect(BoundaryDetector.isSteady(quad, mirrored: near, width: 600, height: 800, share: 0.03))
    }

    @Test func anotherOutlineInTheMirrorImageIsNot() {
        // One side moved 40 px: the foot taken at a fold or a shadow in one reading, at the paper's end in the other.
        var other = mirrored
        other[2].y -= 40
        other[3].y -= 40
        #expect(!BoundaryDetector.isSteady(quad, mirrored: other, width: 600, height: 800, share: 0.03))
        // Not mapped back (x left as found): the mirror image's outline is not the photo's.
        let unmapped = [quad[1], quad[0], quad[3], quad[2]]
        #expect(!BoundaryDetector.isSteady(quad, mirrored: unmapped, width: 600, height: 800, share: 0.03))
    }

    @Test func nothingFoundInTheMirrorImageIsNoOtherAnswer() {
        #expect(BoundaryDetector.isSteady(quad, mirrored: nil, width: 600, height: 800, share: 0.03))
    }

    @Test func cornerDistancePairsCornersWhicheverWayRoundTheyRun() {
        let reversed = [quad[0], quad[3], quad[2], quad[1]]
        #expect(PolygonMath.cornerDistance(quad, reversed) == 0)
        let rotated = [quad[2], quad[3], quad[0], quad[1]]
        #expect(PolygonMath.cornerDistance(quad, rotated) == 0)
        var moved = quad
        moved[1] = Point(x: 483, y: 124)
        #expect(PolygonMath.cornerDistance(quad, moved) == 5)
        #expect(PolygonMath.cornerDistance(quad, Array(quad.prefix(3))) == .infinity)
    }
}
