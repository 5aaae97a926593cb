import FolioImaging
import FolioModel
import Foundation

/// A lightly smoothed gray copy of the photo at the refinement scale, shared by the edge refiners: nearest
/// samples, and the contrast across a line in log brightness (so a shadow over both sides does not weaken it).
struct GrayView {
    let width: Int
    let height: Int
    let gray: [UInt8]
    /// Diagonal in pixels.
    var diagonal: Double { hypot(Double(width), Double(height)) }

    init(_ image: Image) throws {
        let smooth = try image.boxBlurred(radius: 1)
        width = smooth.width
        height = smooth.height
        gray = try smooth.grayBytes()
    }

    /// ln(level + 4) for every gray level.
    private static let logLevel: [Double] = (0..<256).map { log(Double($0) + 4) }

    /// The gray level nearest (x, y), or nil outside the image.
    @inline(__always) func sample(_ x: Double, _ y: Double) -> Double? {
        let xi = Int(x.rounded()), yi = Int(y.rounded())
        guard xi >= 0, yi >= 0, xi < width, yi < height else { return nil }
        return Double(gray[yi * width + xi])
    }

    /// ln(level + 4) of the gray level nearest (x, y), or nil outside the image.
    @inline(__always) func logSample(_ x: Double, _ y: Double) -> Double? {
        let xi = Int(x.rounded()), yi = Int(y.rounded())
        guard xi >= 0, yi >= 0, xi < width, yi < height else { return nil }
        return Self.logLevel[Int(gray[yi * width + xi])]
    }

    /// Log-brightness difference between `p + d·normal` and `p − d·normal`, or nil when either is outside.
    @inline(__always) func logContrast(at p: Point, normal: Point, distance d: Double) -> Double? {
        let xa = Int((p.x + d * normal.x).rounded()), ya = Int((p.y + d * normal.y).rounded())
        let xb = Int((p.x - d * normal.x).rounded()), yb = Int((p.y - d * normal.y).rounded())
        guard xa >= 0, ya >= 0, xa < width, ya < height, xb >= 0, yb >= 0, xb < width, yb < height else { return nil }
        return Self.logLevel[Int(gray[ya * width + xa])] - Self.logLevel[Int(gray[yb * width + xb])]
    }

    /// Share of the middle 80 % of side a → b (20 points) where the log contrast between the photo `distance`
    /// inside the side (toward `inside`) and as far outside it satisfies `test`; points whose samples fall
    /// outside the photo do not count.
    func shareAcross(from a: Point, to b: Point, inside: Point, distance: Double,
                     where test: (Double) -> Bool) -> Double {
        let normal = PolygonMath.normal(from: a, to: b, toward: inside)
        let points = PolygonMath.pointsAlong(a, b, count: 20)
        let hits = points.filter { p in logContrast(at: p, normal: normal, distance: distance).map(test) ?? false }
        return Double(hits.count) / Double(points.count)
    }

    /// Edges of the view's frame `p` lies within `margin` pixels of, or beyond: 0 left, 1 top, 2 right, 3 bottom.
    func frameEdges(near p: Point, within margin: Double) -> Set<Int> {
        var edges = Set<Int>()
        if p.x < margin { edges.insert(0) }
        if p.y < margin { edges.insert(1) }
        if p.x > Double(width) - margin { edges.insert(2) }
        if p.y > Double(height) - margin { edges.insert(3) }
        return edges
    }

    /// Whether `p` lies within `margin` pixels of the view's border, or outside it.
    func isNearBorder(_ p: Point, within margin: Double) -> Bool {
        !frameEdges(near: p, within: margin).isEmpty
    }
}
