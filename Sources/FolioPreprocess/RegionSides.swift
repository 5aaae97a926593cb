import FolioModel
import Foundation

/// Fits a side of a paper region's enclosing quad to the region's own border along it, so that a blob joined to
/// that side (a patch of light table or shade beside a receipt) no longer tilts it: the least-area quad around
/// the region's hull must reach round the blob, and its side then runs from the blob to a corner, off the paper
/// everywhere else. Along the side the region's border is found at evenly spaced points, and a line is fitted
/// to them by Theil–Sen (the median of the slopes between pairs of points), which holds while under about three
/// in ten points are off the line. Works in the region's pixels; corners TL, TR, BR, BL.
struct RegionSides {
    let bits: [Bool]
    let width: Int
    let height: Int
    /// Points along the side at which the border is looked for.
    var samples = 40
    /// How far inside the side the border is looked for, as a share of the side's distance to the quad's centre.
    var reach = 0.5
    /// A side moves only when it would move more than this many pixels at one of its ends.
    var minimumShift = 3.0

    /// `quad` with side `side` moved onto the line fitted to the region's border along it (the neighbouring
    /// sides' lines kept, the two corners moved along them); nil when the border is not found along most of the
    /// side, the side would hardly move, or the quad would turn inside out.
    func fitted(_ quad: [Point], side: Int) -> [Point]? {
        let centre = PolygonMath.centre(quad)
        let a = quad[side], b = quad[(side + 1) % 4]
        let length = PolygonMath.distance(a, b)
        guard length > 10, let offsets = borderOffsets(from: a, to: b, inside: centre),
              let (intercept, slope) = Self.theilSen(offsets) else { return nil }
        let inward = PolygonMath.normal(from: a, to: b, toward: centre)
        // The fitted border at the side's two ends (t = 0 and t = length).
        let start = intercept, end = intercept + slope * length
        guard max(abs(start), abs(end)) > minimumShift else { return nil }
        let newA = Point(x: a.x + inward.x * start, y: a.y + inward.y * start)
        let newB = Point(x: b.x + inward.x * end, y: b.y + inward.y * end)
        guard let result = PolygonMath.replacingSide(side, of: quad, withLineThrough: newA, newB) else { return nil }
        let oldArea = PolygonMath.area(quad), newArea = PolygonMath.area(result)
        guard LineQuadFinder.isConvex(result), newArea > 0.5 * oldArea, newArea <= 1.05 * oldArea else { return nil }
        return result
    }

    /// (position along the side, distance inward to the region's border) at `samples` points spread over the
    /// side; nil when the border is found at fewer than half of them.
    private func borderOffsets(from a: Point, to b: Point, inside centre: Point) -> [(Double, Double)]? {
        let inward = PolygonMath.normal(from: a, to: b, toward: centre)
        let length = PolygonMath.distance(a, b)
        let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let limit = reach * abs((centre.x - mid.x) * inward.x + (centre.y - mid.y) * inward.y)
        var offsets: [(Double, Double)] = []
        for k in 0..<samples {
            let t = length * (Double(k) + 0.5) / Double(samples)
            let p = Point(x: a.x + (b.x - a.x) * t / length, y: a.y + (b.y - a.y) * t / length)
            var d = -2.0
            while d <= limit {
                let x = Int((p.x + inward.x * d).rounded(.down)), y = Int((p.y + inward.y * d).rounded(.down))
                if x >= 0, y >= 0, x < width, y < height, bits[y * width + x] {
                    offsets.append((t, d))
                    break
                }
                d += 1
            }
        }
        return offsets.count * 2 >= samples ? offsets : nil
    }

    /// Share of the side's middle 80 % where the region lies just inside it (3, 6 and 10 px in).
    func innerShare(of quad: [Point], side: Int) -> Double {
        let centre = PolygonMath.centre(quad)
        let samples = PaperColourSamples(from: quad[side], to: quad[(side + 1) % 4], inside: centre,
                                         offsets: [3, 6, 10]) { p in
            let x = Int(p.x.rounded(.down)), y = Int(p.y.rounded(.down))
            guard x >= 0, y >= 0, x < width, y < height else { return nil }
            return bits[y * width + x]
        }
        return samples.known > 0 ? Double(samples.like) / Double(samples.known) : 0
    }

    /// Theil–Sen line d = intercept + slope · t through the points.
    static func theilSen(_ points: [(Double, Double)]) -> (intercept: Double, slope: Double)? {
        guard points.count >= 2 else { return nil }
        var slopes: [Double] = []
        for i in 0..<points.count {
            for j in (i + 1)..<points.count where points[j].0 != points[i].0 {
                slopes.append((points[j].1 - points[i].1) / (points[j].0 - points[i].0))
            }
        }
        guard !slopes.isEmpty else { return nil }
        let slope = median(slopes)
        return (median(points.map { $0.1 - slope * $0.0 }), slope)
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let n = sorted.count
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
    }
}
