import FolioModel
import Foundation

/// Plane geometry for boundary detection: hulls, areas, lines, intersections.
enum PolygonMath {
    /// The mean of a quadrilateral's four corners.
    static func centre(_ quad: [Point]) -> Point {
        Point(x: quad.map(\.x).reduce(0, +) / 4, y: quad.map(\.y).reduce(0, +) / 4)
    }

    /// Signed area (shoelace); positive for counter-clockwise in a y-up frame, i.e. clockwise on screen.
    static func signedArea(_ p: [Point]) -> Double {
        guard p.count >= 3 else { return 0 }
        var sum = 0.0
        for i in 0..<p.count {
            let a = p[i], b = p[(i + 1) % p.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    static func area(_ p: [Point]) -> Double { abs(signedArea(p)) }

    /// Convex hull (Andrew's monotone chain), in order around the hull.
    static func convexHull(_ points: [Point]) -> [Point] {
        let sorted = points.sorted { $0.x == $1.x ? $0.y < $1.y : $0.x < $1.x }
        guard sorted.count > 2 else { return sorted }
        func cross(_ o: Point, _ a: Point, _ b: Point) -> Double {
            (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x)
        }
        var lower: [Point] = [], upper: [Point] = []
        for p in sorted {
            while lower.count >= 2 && cross(lower[lower.count - 2], lower[lower.count - 1], p) <= 0 { lower.removeLast() }
            lower.append(p)
        }
        for p in sorted.reversed() {
            while upper.count >= 2 && cross(upper[upper.count - 2], upper[upper.count - 1], p) <= 0 { upper.removeLast() }
            upper.append(p)
        }
        return Array(lower.dropLast() + upper.dropLast())
    }

    /// Intersection of the line through a1, a2 with the line through b1, b2; nil when parallel.
    static func intersection(_ a1: Point, _ a2: Point, _ b1: Point, _ b2: Point) -> Point? {
        let d = (a1.x - a2.x) * (b1.y - b2.y) - (a1.y - a2.y) * (b1.x - b2.x)
        guard abs(d) > 1e-9 else { return nil }
        let t = ((a1.x - b1.x) * (b1.y - b2.y) - (a1.y - b1.y) * (b1.x - b2.x)) / d
        return Point(x: a1.x + t * (a2.x - a1.x), y: a1.y + t * (a2.y - a1.y))
    }

    /// `quad` with side `side` (corner `side` to the next) put on the line through p, q: its two corners move along
    /// the neighbouring sides to where they meet that line; nil when one of them is parallel to it.
    static func replacingSide(_ side: Int, of quad: [Point], withLineThrough p: Point, _ q: Point) -> [Point]? {
        let a = side, b = (side + 1) % 4
        guard let newA = intersection(quad[(side + 3) % 4], quad[a], p, q),
              let newB = intersection(quad[(side + 2) % 4], quad[b], p, q) else { return nil }
        var result = quad
        result[a] = newA
        result[b] = newB
        return result
    }

    /// Reduces a convex polygon to an enclosing quadrilateral by repeatedly removing the edge whose removal
    /// (extending its two neighbours until they meet) adds the least area.
    static func enclosingQuad(_ hull: [Point]) -> [Point]? {
        var poly = hull
        guard poly.count >= 4 else { return nil }
        let orientation = signedArea(poly) >= 0 ? 1.0 : -1.0
        while poly.count > 4 {
            var best: (index: Int, point: Point, cost: Double)?
            let n = poly.count
            for i in 0..<n {
                // Edge i runs from poly[i] to poly[i+1]; its neighbours are (i-1 → i) and (i+1 → i+2).
                let a0 = poly[(i - 1 + n) % n], a1 = poly[i], b0 = poly[(i + 1) % n], b1 = poly[(i + 2) % n]
                guard let x = intersection(a0, a1, b0, b1) else { continue }
                // The new vertex must lie outside the removed edge (the triangle it adds turns the same way
                // as the polygon), beyond both of its ends.
                let triangle = signedArea([a1, x, b0]) * orientation
                guard triangle >= -1e-9 else { continue }
                let ahead = (x.x - a1.x) * (a1.x - a0.x) + (x.y - a1.y) * (a1.y - a0.y)
                let behind = (x.x - b0.x) * (b0.x - b1.x) + (x.y - b0.y) * (b0.y - b1.y)
                guard ahead >= -1e-9, behind >= -1e-9 else { continue }
                let cost = abs(triangle)
                if best == nil || cost < best!.cost { best = (i, x, cost) }
            }
            guard let chosen = best else { return nil }
            let i = chosen.index
            let j = (i + 1) % poly.count
            poly[i] = chosen.point
            poly.remove(at: j)
        }
        return poly
    }

    /// Orders four corners as top-left, top-right, bottom-right, bottom-left (screen coordinates).
    static func orderedCorners(_ quad: [Point]) -> [Point] {
        let c = centre(quad)
        // Clockwise on screen: increasing atan2 with y pointing down.
        let around = quad.sorted { atan2($0.y - c.y, $0.x - c.x) < atan2($1.y - c.y, $1.x - c.x) }
        let start = around.indices.min { around[$0].x + around[$0].y < around[$1].x + around[$1].y } ?? 0
        return (0..<4).map { around[(start + $0) % 4] }
    }

    /// Least-squares line through points (total least squares), as a point on it and a unit direction.
    static func fitLine(_ points: [Point]) -> (point: Point, direction: Point)? {
        guard points.count >= 2 else { return nil }
        let n = Double(points.count)
        let mx = points.map(\.x).reduce(0, +) / n, my = points.map(\.y).reduce(0, +) / n
        var sxx = 0.0, syy = 0.0, sxy = 0.0
        for p in points {
            sxx += (p.x - mx) * (p.x - mx)
            syy += (p.y - my) * (p.y - my)
            sxy += (p.x - mx) * (p.y - my)
        }
        let angle = 0.5 * atan2(2 * sxy, sxx - syy)
        return (Point(x: mx, y: my), Point(x: cos(angle), y: sin(angle)))
    }

    /// Whether `point` lies inside the convex polygon `p` (either winding).
    static func contains(_ p: [Point], _ point: Point) -> Bool {
        var sign = 0.0
        for i in p.indices {
            let a = p[i], b = p[(i + 1) % p.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }

    /// `p` with every corner moved `distance` further from its centre.
    static func grown(_ p: [Point], by distance: Double) -> [Point] {
        let c = centre(p)
        return p.map { corner in
            let d = hypot(corner.x - c.x, corner.y - c.y)
            guard d > 0 else { return corner }
            return Point(x: corner.x + (corner.x - c.x) / d * distance, y: corner.y + (corner.y - c.y) / d * distance)
        }
    }

    static func distance(_ a: Point, _ b: Point) -> Double { hypot(a.x - b.x, a.y - b.y) }

    /// The largest distance between paired corners of two quads of the same corner count, under the pairing that
    /// makes it smallest: whichever corner each starts from, and either way round (a mirrored outline's corners run
    /// the other way). Infinity when the counts differ or are zero.
    static func cornerDistance(_ a: [Point], _ b: [Point]) -> Double {
        let n = a.count
        guard n > 0, b.count == n else { return .infinity }
        var best = Double.infinity
        for step in [1, -1] {
            for start in 0..<n {
                let worst = (0..<n).map { distance(a[$0], b[((start + step * $0) % n + n) % n]) }.max() ?? 0
                best = min(best, worst)
            }
        }
        return best
    }

    /// `count` points spread evenly over the middle 80 % of segment a → b (its ends are where corners, fingers
    /// and the frame are): where the side checks sample.
    static func pointsAlong(_ a: Point, _ b: Point, count: Int) -> [Point] {
        (0..<count).map { k in
            let t = 0.1 + 0.8 * Double(k) / Double(count - 1)
            return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
        }
    }

    /// The unit normal of the segment a → b on the side of `target` (a and b must be distinct).
    static func normal(from a: Point, to b: Point, toward target: Point) -> Point {
        let length = distance(a, b)
        let normal = Point(x: -(b.y - a.y) / length, y: (b.x - a.x) / length)
        let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let facing = (target.x - mid.x) * normal.x + (target.y - mid.y) * normal.y >= 0
        return facing ? normal : Point(x: -normal.x, y: -normal.y)
    }
}
