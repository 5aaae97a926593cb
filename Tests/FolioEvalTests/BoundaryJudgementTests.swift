import Foundation
import Testing
@testable import FolioEval

private typealias Point = QuadGeometry.Point

/// A tilted document well inside a 1000 × 800 image: TL, TR, BR, BL.
private let truth = [Point(200, 100), Point(800, 150), Point(760, 700), Point(180, 650)]

@Suite struct CornerMatchTests {
    @Test func theTruthMatchesItselfUnrotated() throws {
        let match = try #require(CornerMatch.best(found: truth, truth: truth))
        #expect(match == CornerMatch(maxError: 0, rotation: 0, reversed: false))
    }

    @Test(arguments: 1..<4)
    func aQuadNamedFromAnotherCornerMatchesWithItsRotation(shift: Int) throws {
        let found = (0..<4).map { truth[($0 + 4 - shift) % 4] }
        let match = try #require(CornerMatch.best(found: found, truth: truth))
        #expect(match.maxError == 0)
        #expect(match.rotation == shift)
        #expect(!match.reversed)
    }

    @Test(arguments: 0..<4)
    func aQuadRunningAnticlockwiseMatchesReversed(shift: Int) throws {
        let anticlockwise = Array(truth.reversed())
        let found = (0..<4).map { anticlockwise[($0 + shift) % 4] }
        let match = try #require(CornerMatch.best(found: found, truth: truth))
        #expect(match.maxError == 0)
        #expect(match.reversed)
        // Paired corners really are the same points.
        for index in 0..<4 { #expect(found[((match.rotation - index) % 4 + 4) % 4] == truth[index]) }
    }

    @Test func theErrorIsTheWorstPairedCornerNotTheSum() throws {
        var found = truth
        found[1].x += 3
        found[1].y += 4
        found[3].x -= 1
        let match = try #require(CornerMatch.best(found: found, truth: truth))
        #expect(abs(match.maxError - 5) < 1e-12)
        #expect(match.rotation == 0 && !match.reversed)
    }

    @Test func quadsOfDifferentSizesDoNotMatch() {
        #expect(CornerMatch.best(found: Array(truth.prefix(3)), truth: truth) == nil)
        #expect(CornerMatch.best(found: [], truth: []) == nil)
    }
}

@Suite struct BoundaryJudgementTests {
    @Test func aQuadWithinToleranceUnderRotationIsWithin() {
        let found = [truth[2], truth[3], truth[0], truth[1]].map { Point($0.x + 6, $0.y - 8) }
        let judgement = BoundaryJudgement.judge(.quad(found), truth: truth, width: 1000, height: 800, tolerance: 10)
        #expect(judgement.outcome == .within)
        #expect(abs((judgement.maxCornerError ?? 0) - 10) < 1e-9)
        #expect(judgement.match?.rotation == 2)
        #expect(judgement.iou > 0.95 && judgement.iou < 1)
        #expect(judgement.withinDiagonalShare)
    }

    @Test func oneCornerPastToleranceMakesTheQuadWrong() {
        var found = truth
        found[2] = Point(760, 712)
        let judgement = BoundaryJudgement.judge(.quad(found), truth: truth, width: 1000, height: 800, tolerance: 10)
        #expect(judgement.outcome == .wrong)
        #expect(abs((judgement.maxCornerError ?? 0) - 12) < 1e-9)
        // 12 px is well within 2% of the 1280.6 px diagonal.
        #expect(judgement.withinDiagonalShare)
        #expect(judgement.match == nil)
    }

    @Test func aTruthCornerOffTheFrameIsReachedOnlyWithinTolerance() throws {
        // docphoto-dev labels a corner off the frame with a relative coordinate below 0.
        let label = DocPhotoTruth.Photo(name: "p.jpg", corners: [Point(0.62, 0.184), Point(0.883, 0.536),
                                                                 Point(0.224, 0.853), Point(-0.04, 0.49)],
                                         tolerancePixels: 50, rough: false)
        let corners = label.corners(width: 1000, height: 1000)
        #expect(corners[3] == Point(-40, 490))
        // A detector can only put that corner on the frame's edge: 40 px off.
        var found = corners
        found[3] = Point(0, 490)
        let near = BoundaryJudgement.judge(.quad(found), truth: corners, width: 1000, height: 1000,
                                           tolerance: label.tolerancePixels)
        #expect(near.outcome == .within)
        #expect(abs((near.maxCornerError ?? 0) - 40) < 1e-9)
        #expect(near.iou < 1)
        let strict = BoundaryJudgement.judge(.quad(found), truth: corners, width: 1000, height: 1000, tolerance: 30)
        #expect(strict.outcome == .wrong)
    }

    @Test func aPageLeftWholeIsJudgedAsTheWholeImage() {
        let judgement = BoundaryJudgement.judge(.whole, truth: truth, width: 1000, height: 800, tolerance: 50)
        #expect(judgement.outcome == .whole)
        let expectedIoU = QuadGeometry.area(truth) / (1000 * 800)
        #expect(abs(judgement.iou - expectedIoU) < 1e-9)
        // The worst of the image's corners against the document's: (1000, 800) to (760, 700), 260 px.
        #expect(abs((judgement.maxCornerError ?? 0) - 260) < 1e-9)
        #expect(!judgement.withinDiagonalShare)
    }

    @Test func aDocumentFillingTheFrameLeftWholeIsStillWholeButCountsWithinTheDiagonalShare() {
        let frame = [Point(-5, 3), Point(1004, -2), Point(1001, 806), Point(2, 798)]
        let judgement = BoundaryJudgement.judge(.whole, truth: frame, width: 1000, height: 800, tolerance: 50)
        #expect(judgement.outcome == .whole)
        #expect(judgement.withinDiagonalShare)
        #expect(judgement.iou > 0.98)
    }

    @Test func noPageIsAFailureWithNoOverlap() {
        let judgement = BoundaryJudgement.judge(.missing, truth: truth, width: 1000, height: 800, tolerance: 50)
        #expect(judgement.outcome == .failed)
        #expect(judgement.maxCornerError == nil)
        #expect(judgement.iou == 0)
        #expect(!judgement.withinDiagonalShare)
    }

    @Test func aQuadWithoutFourCornersIsWrong() {
        let judgement = BoundaryJudgement.judge(.quad(Array(truth.prefix(3))), truth: truth, width: 1000, height: 800,
                                                tolerance: 50)
        #expect(judgement.outcome == .wrong)
        #expect(judgement.maxCornerError == nil)
        #expect(judgement.iou == 0)
    }
}
