import FolioModel
import Foundation

/// How many points beside a side of a quad have the paper's colour: what tells a surface of another colour
/// beyond the paper's end, or paper running on past the frame.
struct PaperColourSamples {
    private(set) var like = 0
    private(set) var known = 0
    private(set) var total = 0

    /// Samples the middle 80 % of side a → b (20 points) at each of `offsets` toward `inside` (negative offsets
    /// lie outside); `paperLike` is nil where a point is outside the photo or too dark to tell.
    init(from a: Point, to b: Point, inside: Point, offsets: [Double], paperLike: (Point) -> Bool?) {
        let inward = PolygonMath.normal(from: a, to: b, toward: inside)
        for p in PolygonMath.pointsAlong(a, b, count: 20) {
            for offset in offsets {
                total += 1
                guard let isLike = paperLike(Point(x: p.x + inward.x * offset, y: p.y + inward.y * offset)) else {
                    continue
                }
                known += 1
                if isLike { like += 1 }
            }
        }
    }

    /// Whether at least half the points could be told, and at least `share` of those are (`paper` true) or are
    /// not (`paper` false) of the paper's colour.
    func mostly(paper: Bool, share: Double = 0.8) -> Bool {
        known * 2 >= total && Double(paper ? like : known - like) >= share * Double(known)
    }
}
