import FolioModel
import Foundation

/// A point in image pixels (continuous coordinates: pixel `(i, j)` covers `[i, i+1) × [j, j+1)`).
struct PixelPoint: Sendable, Hashable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    /// From the model's point.
    init(_ point: Point) {
        self.init(point.x, point.y)
    }

    /// As the model's point (for `FolioModel.Homography`).
    var point: Point { Point(x: x, y: y) }

    static func + (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(a.x + b.x, a.y + b.y) }
    static func - (a: PixelPoint, b: PixelPoint) -> PixelPoint { PixelPoint(a.x - b.x, a.y - b.y) }
    static func * (a: PixelPoint, k: Double) -> PixelPoint { PixelPoint(a.x * k, a.y * k) }

    /// This point turned by `radians` about the origin (counter-clockwise on screen for negative angles,
    /// since y points down).
    func rotated(_ radians: Double) -> PixelPoint {
        let c = cos(radians), s = sin(radians)
        return PixelPoint(x * c - y * s, x * s + y * c)
    }
}

extension Array where Element == PixelPoint {
    /// The area of the polygon through these points (shoelace formula).
    var polygonArea: Double {
        var twice = 0.0
        for index in indices {
            let a = self[index], b = self[(index + 1) % count]
            twice += a.x * b.y - b.x * a.y
        }
        return abs(twice) / 2
    }

    /// The length of the closed polygon's boundary.
    var perimeter: Double {
        var total = 0.0
        for index in indices {
            let d = self[(index + 1) % count] - self[index]
            total += (d.x * d.x + d.y * d.y).squareRoot()
        }
        return total
    }

    /// The smallest axis-aligned box around the points: minimum and maximum x and y.
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double) {
        (map(\.x).min() ?? 0, map(\.y).min() ?? 0, map(\.x).max() ?? 0, map(\.y).max() ?? 0)
    }
}
