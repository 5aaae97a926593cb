import FolioModel

/// A rectangle at any angle: a centre, a unit direction along its `length` side, and its two side lengths.
struct RotatedRectangle: Sendable, Hashable {
    var center: Point
    /// Unit vector along the `length` side.
    var direction: Point
    var length: Double
    var thickness: Double

    var area: Double { length * thickness }
    var shortSide: Double { min(length, thickness) }

    /// The smallest-area rectangle enclosing `points` (rotating calipers over their convex hull).
    static func enclosing(_ points: [Point]) -> RotatedRectangle? {
        let hull = convexHull(points)
        guard let first = hull.first else { return nil }
        guard hull.count > 1 else {
            return RotatedRectangle(center: first, direction: Point(x: 1, y: 0), length: 0, thickness: 0)
        }
        var best: RotatedRectangle?
        for i in hull.indices {
            let a = hull[i], b = hull[(i + 1) % hull.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let norm = (dx * dx + dy * dy).squareRoot()
            guard norm > 0 else { continue }
            let u = Point(x: dx / norm, y: dy / norm)
            var minU = Double.infinity, maxU = -Double.infinity, minV = Double.infinity, maxV = -Double.infinity
            for p in hull {
                let along = p.x * u.x + p.y * u.y, across = -p.x * u.y + p.y * u.x
                minU = min(minU, along); maxU = max(maxU, along)
                minV = min(minV, across); maxV = max(maxV, across)
            }
            let candidate = RotatedRectangle(
                center: Point(x: (minU + maxU) / 2 * u.x - (minV + maxV) / 2 * u.y,
                              y: (minU + maxU) / 2 * u.y + (minV + maxV) / 2 * u.x),
                direction: u, length: maxU - minU, thickness: maxV - minV)
            if best == nil || candidate.area < best!.area { best = candidate }
        }
        return best
    }

    /// The same rectangle grown by `distance` on every side.
    func grown(by distance: Double) -> RotatedRectangle {
        RotatedRectangle(center: center, direction: direction, length: length + 2 * distance,
                         thickness: thickness + 2 * distance)
    }

    /// The four corners as top-left, top-right, bottom-right, bottom-left (of the two leftmost corners the
    /// upper one is top-left; of the two rightmost, the upper one is top-right).
    var corners: [Point] {
        let u = direction, v = Point(x: -direction.y, y: direction.x)
        let hl = length / 2, ht = thickness / 2
        let points = [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)].map { su, sv in
            Point(x: center.x + su * hl * u.x + sv * ht * v.x, y: center.y + su * hl * u.y + sv * ht * v.y)
        }
        let byX = points.sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        let left = byX[0].y <= byX[1].y ? (byX[0], byX[1]) : (byX[1], byX[0])
        let right = byX[2].y <= byX[3].y ? (byX[2], byX[3]) : (byX[3], byX[2])
        return [left.0, right.0, right.1, left.1]
    }

    /// Andrew's monotone chain; counter-clockwise in image coordinates, no repeated points.
    static func convexHull(_ points: [Point]) -> [Point] {
        let sorted = Set(points).sorted { $0.x < $1.x || ($0.x == $1.x && $0.y < $1.y) }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [Point] = [], upper: [Point] = []
        for p in sorted {
            while lower.count >= 2, cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2, cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }
}
