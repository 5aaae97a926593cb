import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Testing

/// `BoundaryDetector.isBlind`: when a side with no paper edge under it is a page running off the frame.
struct BlindSideTests {
    private let view: GrayView
    private let centre = Point(x: 360, y: 500)
    /// Paper everywhere left of x = 600; a table of another colour right of it.
    private let paperLeftOf600: (Point) -> Bool? = { $0.x < 600 }

    init() throws {
        let gray = [UInt8](repeating: 128, count: 720 * 1000)
        view = try GrayView(try gray.withUnsafeBytes { try Image.gray(width: 720, height: 1000, stride: 720, bytes: $0) })
    }

    private func isBlind(_ a: Point, _ b: Point) -> Bool {
        BoundaryDetector.isBlind(a, b, inside: centre, gray: view, margin: 60, paperLike: paperLeftOf600)
    }

    @Test func aSideWithBothEndsAtTheFrameRunsOffIt() {
        #expect(!isBlind(Point(x: 100, y: 5), Point(x: 620, y: 10)))
    }

    @Test func aSideClearOfTheFrameIsBlind() {
        #expect(isBlind(Point(x: 100, y: 200), Point(x: 620, y: 220)))
    }

    @Test func aSideFromTheFrameInwardIsBlindWhenPaperLiesBeyondIt() {
        // From the top of the frame down to x = 500, inside the paper: what lies beyond (right of it) is paper,
        // so the region stopped short of it.
        #expect(isBlind(Point(x: 480, y: 0), Point(x: 500, y: 400)))
        // The same side along the paper's end at x = 600, the table beyond: a page whose corner runs off the frame.
        #expect(!isBlind(Point(x: 590, y: 0), Point(x: 598, y: 400)))
    }

    @Test func aSideLeavingTheFrameAtASlantOverNoDarkerGroundIsBlind() throws {
        // From the frame's corner across the photo at 11°, nothing of the paper's colour beyond it, and the ground
        // beyond no darker than the paper: a cut across the photo (receipt-photos-dev 1104), not a page's side.
        let nothingLikePaper: (Point) -> Bool? = { _ in false }
        #expect(BoundaryDetector.isBlind(Point(x: 0, y: 0), Point(x: 600, y: 120), inside: centre, gray: view,
                                         margin: 60, paperLike: nothingLikePaper))
        // The same side with dark ground beyond it is the edge of paper lying on a table.
        var gray = [UInt8](repeating: 200, count: 720 * 1000)
        for y in 0..<1000 {
            for x in 0..<720 where Double(y) < Double(x) / 5 { gray[y * 720 + x] = 40 }
        }
        let table = try GrayView(try gray.withUnsafeBytes {
            try Image.gray(width: 720, height: 1000, stride: 720, bytes: $0)
        })
        #expect(!BoundaryDetector.isBlind(Point(x: 0, y: 0), Point(x: 600, y: 120), inside: centre, gray: table,
                                          margin: 60, paperLike: nothingLikePaper))
    }

    @Test func aSideAcrossACornerOfTheFrameWithPaperBeyondIsACut() {
        // From the frame's left edge to its foot across the lower left corner, the paper's colour beyond (left of
        // x = 600 everywhere): the region stopped short of the paper there (receipt-photos-dev 1144).
        let cut = (Point(x: 4, y: 900), Point(x: 560, y: 960))
        #expect(BoundaryDetector.cutsCorner(cut.0, cut.1, inside: centre, gray: view, margin: 60,
                                            paperLike: paperLeftOf600))
        // The same side with a table of another colour beyond it is the page's foot, its corner off the frame.
        #expect(!BoundaryDetector.cutsCorner(cut.0, cut.1, inside: centre, gray: view, margin: 60,
                                             paperLike: { _ in false }))
        // A side along one edge of the frame is a page running off it, whatever lies beyond.
        #expect(!BoundaryDetector.cutsCorner(Point(x: 100, y: 960), Point(x: 560, y: 970), inside: centre,
                                             gray: view, margin: 60, paperLike: paperLeftOf600))
        // A side clear of the frame at one end is not across a corner (`isBlind` judges it).
        #expect(!BoundaryDetector.cutsCorner(Point(x: 4, y: 900), Point(x: 400, y: 800), inside: centre,
                                             gray: view, margin: 60, paperLike: paperLeftOf600))
    }
}
