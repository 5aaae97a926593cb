import FolioImaging
import FolioModel
import Foundation

/// Draws test photos: a light "document" quadrilateral with dark text-like bars on a background.
enum SyntheticPhoto {
    static func inside(_ p: Point, _ quad: [Point]) -> Bool {
        var sign = 0.0
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross != 0 {
                if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
            }
        }
        return true
    }

    /// Distance from `p` to the nearest side of `quad` (for a point inside it).
    static func distanceToSides(_ p: Point, _ quad: [Point]) -> Double {
        (0..<4).map { i in
            let a = quad[i], b = quad[(i + 1) % 4]
            let length = hypot(b.x - a.x, b.y - a.y)
            return abs((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)) / length
        }.min() ?? 0
    }

    /// A `width × height` gray photo of `quad` (paper 235) on a textured background around `backgroundLevel`.
    /// The text-like bars keep `margin` pixels clear of the page's edges (by default they run up to them).
    static func make(width: Int, height: Int, quad: [Point], backgroundLevel: Int, margin: Double = 0) throws -> Image {
        var bytes = [UInt8](repeating: 0, count: width * height)
        var seed: UInt64 = 12345
        func noise() -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % 21) - 10
        }
        let cx = quad.map(\.x).reduce(0, +) / 4
        for y in 0..<height {
            for x in 0..<width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                var level: Int
                if inside(p, quad) {
                    level = 235
                    // Text-like bars every 24 px inside the document's middle.
                    let row = Int(p.y) % 24
                    if row < 8, abs(p.x - cx) < 120, (Int(p.x) / 18) % 4 != 3,
                       margin == 0 || distanceToSides(p, quad) >= margin {
                        level = 40
                    }
                } else {
                    level = backgroundLevel + ((x / 9 + y / 13) % 2 == 0 ? 12 : -12) + noise()
                }
                bytes[y * width + x] = UInt8(max(0, min(255, level)))
            }
        }
        return try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
    }
}
