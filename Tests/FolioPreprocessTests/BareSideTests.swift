import FolioImaging
import FolioModel
@testable import FolioPreprocess
import Testing

/// `BoundaryDetector.hasBareSide`: an outline's side with no paper edge under it passes only along the frame.
struct BareSideTests {
    private let view: GrayView
    /// A receipt-like outline on a 720 × 1000 photo, its top along the frame.
    private let quad = [Point(x: 100, y: 4), Point(x: 600, y: 8), Point(x: 620, y: 900), Point(x: 90, y: 880)]

    init() throws {
        let gray = [UInt8](repeating: 128, count: 720 * 1000)
        view = try GrayView(try gray.withUnsafeBytes {
            try Image.gray(width: 720, height: 1000, stride: 720, bytes: $0)
        })
    }

    private func bare(_ support: [Double]) -> Bool {
        BoundaryDetector.hasBareSide(quad, support: support, gray: view, below: 0.15, frameMargin: 60)
    }

    @Test func aSideAlongTheFrameNeedsNoEdge() {
        // The top runs along the frame's top edge: a page running off the photo there has nothing to show.
        #expect(!bare([0, 0.9, 0.8, 1]))
    }

    @Test func aSideAwayFromTheFrameNeedsOne() {
        // The right side runs down the photo 100 px in from its edge with nothing backing it: a guess.
        #expect(bare([0.9, 0.1, 0.8, 1]))
        #expect(!bare([0.9, 0.15, 0.8, 1]))
        // A side with one end at the frame and the other far from it does not run along it.
        let leaving = [Point(x: 100, y: 4), Point(x: 600, y: 300), Point(x: 620, y: 900), Point(x: 90, y: 880)]
        #expect(BoundaryDetector.hasBareSide(leaving, support: [0, 0.9, 0.8, 1], gray: view, below: 0.15,
                                             frameMargin: 60))
    }
}
