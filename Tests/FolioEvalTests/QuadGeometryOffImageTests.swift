import Testing
@testable import FolioEval

/// Scoring a page that runs off the photo (a hand-held page): the true quad keeps its corners outside the
/// image, and IoU is taken between the polygons as they are, not clipped to the image.
@Suite struct QuadGeometryOffImageTests {
    typealias Point = QuadGeometry.Point

    /// A page in a 1000 × 800 photo whose right-hand corners lie 100 px beyond the right edge.
    static let truth = [Point(400, 100), Point(1100, 100), Point(1100, 700), Point(400, 700)]
    /// What a detector can find: the visible part, cut at the image's edge.
    static let visible = [Point(400, 100), Point(1000, 100), Point(1000, 700), Point(400, 700)]

    @Test func theIoUOfTheVisiblePartIsItsShareOfThePage() {
        // 600 × 600 found of a 700 × 600 page: 360 000 / 420 000.
        #expect(abs(QuadGeometry.iou(Self.visible, Self.truth) - 6.0 / 7.0) < 1e-12)
    }

    @Test func theTruthScoresOneAgainstItselfEvenOutsideTheImage() {
        #expect(abs(QuadGeometry.iou(Self.truth, Self.truth) - 1) < 1e-12)
    }

    @Test func theWholePhotoScoresItsOverlapWithThePageOverTheirUnion() {
        let whole = QuadGeometry.rectangle(width: 1000, height: 800)
        // Intersection 360 000; union 800 000 + 420 000 − 360 000.
        #expect(abs(QuadGeometry.iou(whole, Self.truth) - 360_000.0 / 860_000.0) < 1e-12)
    }

    @Test func theCornerErrorCountsTheDistanceToACornerOutsideTheImage() {
        let error = QuadGeometry.maxCornerError(Self.visible, Self.truth)
        #expect(error.distance == 100)
        #expect(error.shift == 0)
    }

    @Test func aSideWhollyOffTheImageIsCounted() {
        // The right-hand side (x = 1100) lies wholly beyond the right edge; the others cross into the photo.
        #expect(QuadGeometry.sidesOutside(Self.truth, width: 1000, height: 800) == 1)
        #expect(QuadGeometry.sidesOutside(Self.visible, width: 1000, height: 800) == 0)
        // A page with one corner off the frame still shows part of both sides that meet there.
        let corner = [Point(400, 100), Point(1100, 100), Point(900, 700), Point(400, 700)]
        #expect(QuadGeometry.sidesOutside(corner, width: 1000, height: 800) == 0)
    }

    @Test func aPageRunsOffTheFrameWhenACornerLiesOutsideIt() {
        #expect(QuadGeometry.runsOffFrame(Self.truth, width: 1000, height: 800))
        #expect(!QuadGeometry.runsOffFrame(Self.visible, width: 1000, height: 800))
    }

    @Test func theVisiblePartOfThePageIsWhatADetectorCanFind() {
        let shown = QuadGeometry.visiblePart(Self.truth, width: 1000, height: 800)
        // Clipped at x = 1000, the page as the photo shows it is the visible quad: its outline lies on it.
        #expect(QuadGeometry.outlineDistance(shown, Self.visible) < 1e-9)
        #expect(abs(QuadGeometry.iou(Self.visible, shown) - 1) < 1e-12)
    }

    @Test func theOutlineDistanceIsHowFarApartTwoOutlinesRun() {
        // The page moved 10 px right: every point of either outline is 10 px from the other at most, and the
        // corners that moved along a side are nearer than that, so the farthest is the side moved across.
        let moved = Self.visible.map { Point($0.x + 10, $0.y) }
        #expect(abs(QuadGeometry.outlineDistance(moved, Self.visible) - 10) < 1e-9)
        // A corner pulled 30 px in each way: the old corner is nearest the new one, so the outline distance is
        // the corner's move, as the corner error has it.
        var pulled = Self.visible
        pulled[2] = Point(970, 670)
        #expect(abs(QuadGeometry.outlineDistance(pulled, Self.visible) - 900.0.squareRoot() * 2.0.squareRoot()) < 1e-9)
        #expect(abs(QuadGeometry.outlineDistance(pulled, Self.visible)
            - QuadGeometry.maxCornerError(pulled, Self.visible).distance) < 1e-9)
    }

    @Test func theWholePhotoIsFarFromAPageClippedByTheFrame() {
        let shown = QuadGeometry.visiblePart(Self.truth, width: 1000, height: 800)
        let whole = QuadGeometry.rectangle(width: 1000, height: 800)
        // The photo's top-left corner lies farthest from the page: 400 px across and 100 px down to its corner.
        #expect(abs(QuadGeometry.outlineDistance(whole, shown) - (400.0 * 400 + 100 * 100).squareRoot()) < 1e-9)
        #expect(QuadGeometry.outlineDistance([], shown) == .infinity)
    }
}
