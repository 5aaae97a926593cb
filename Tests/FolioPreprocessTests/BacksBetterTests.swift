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

/// `BoundaryDetector.backsWorse`: straight edges round the same region that move a well-backed side of the colour
/// outline off the paper's edge.
struct BacksWorseTests {
    @Test func aSideMovedOntoAPenBacksWorse() {
        // Generated hard scene 501 of seed 2: the colour outline's top side is under a pen and a mug (0.26); the
        // straight edges took the top side on and the right side onto the pen (1.0 → 0.67).
        #expect(BoundaryDetector.backsWorse([0.52, 0.67, 1, 1], than: [0.26, 1, 1, 1]))
    }

    @Test func sidesAsWellOrBetterBackedDoNot() {
        #expect(!BoundaryDetector.backsWorse([0.87, 1, 0.73, 1], than: [0.87, 1, 0.44, 1]))
        // A little worse is the same edge found a pixel or two off.
        #expect(!BoundaryDetector.backsWorse([0.87, 0.9, 0.73, 1], than: [0.87, 1, 0.44, 1]))
    }
}

/// `BoundaryDetector.trialOrder`: quads of straight edges tried best backed first, the smaller on a tie.
struct TrialOrderTests {
    @Test func aTieGoesToTheSmallerOutline() {
        // The printer lid (area 9) and the page on it (area 6) are backed alike: the page is tried first.
        #expect(BoundaryDetector.trialOrder(totals: [3.87, 3.87, 3.9, 3.5], areas: [9, 6, 10, 1]) == [2, 1, 0, 3])
        // Equal in both: the earlier found first.
        #expect(BoundaryDetector.trialOrder(totals: [3, 3], areas: [5, 5]) == [0, 1])
    }
}
