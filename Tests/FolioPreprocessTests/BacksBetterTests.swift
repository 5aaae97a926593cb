@testable import FolioPreprocess
import Testing

/// `BoundaryDetector.backsBetter`: straight edges that move a colour outline's weak side onto the paper's edge.
struct BacksBetterTests {
    @Test func theSameOutlineWithItsWeakSideOnAnEdgeBacksBetter() {
        // docphoto-dev 093159 turned a quarter: the foot on a fold (0.44) or on the paper's end (0.73).
        #expect(BoundaryDetector.backsBetter([0.87, 1, 0.73, 1], than: [0.87, 1, 0.44, 1]))
    }

    @Test func aSideMuchWorseOrNoSideMuchBetterDoesNot() {
        // One side gained, another lost more than a little: another outline, not the same one mended.
        #expect(!BoundaryDetector.backsBetter([0.87, 0.9, 0.73, 1], than: [0.87, 1, 0.44, 1]))
        // Every side a little better, none by much.
        #expect(!BoundaryDetector.backsBetter([0.9, 1, 0.6, 1], than: [0.87, 1, 0.44, 1]))
    }
}
