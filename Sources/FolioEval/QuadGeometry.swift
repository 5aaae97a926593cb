/// Plane geometry for scoring document quadrilaterals: areas, convex clipping, IoU and corner errors (shared by
/// folio-bench's boundary benchmarks).
public enum QuadGeometry {
    /// A point in image pixels.
    public struct Point: Codable, Sendable, Hashable {
        public var x: Double
        public var y: Double

        /// The point (`x`, `y`).
        public init(_ x: Double, _ y: Double) {
            self.x = x
            self.y = y
        }
    }

    /// Twice the signed area of a polygon (shoelace formula); positive when the vertices run counter-clockwise
    /// in a y-up frame.
    public static func signedDoubleArea(_ polygon: [Point]) -> Double {
        var sum = 0.0
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum
    }

    /// The area of a simple polygon.
    public static func area(_ polygon: [Point]) -> Double { abs(signedDoubleArea(polygon)) / 2 }

    /// The part of `subject` inside the convex polygon `clip` (Sutherland–Hodgman): `subject` is clipped by the
    /// line through each edge of `clip` in turn.
    public static func clip(_ subject: [Point], to clip: [Point]) -> [Point] {
        guard clip.count >= 3 else { return [] }
        // Orient the clip polygon so that "inside" is to the left of every edge.
        let convex = signedDoubleArea(clip) >= 0 ? clip : clip.reversed()
        var output = subject
        for index in convex.indices {
            guard !output.isEmpty else { break }
            let a = convex[index], b = convex[(index + 1) % convex.count]
            func side(_ p: Point) -> Double { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
            let input = output
            output = []
            for current in input.indices {
                let p = input[current], q = input[(current + 1) % input.count]
                let sp = side(p), sq = side(q)
                if sp >= 0 { output.append(p) }
                if (sp >= 0) != (sq >= 0) {
                    let t = sp / (sp - sq)
                    output.append(Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t))
                }
            }
        }
        return output
    }

    /// Intersection over union of a quadrilateral (any simple polygon) with a convex one; 0 when either is empty.
    public static func iou(_ quad: [Point], _ convex: [Point]) -> Double {
        let intersection = area(clip(quad, to: convex))
        let union = area(quad) + area(convex) - intersection
        return union > 0 ? min(1, intersection / union) : 0
    }

    /// The largest distance between matching corners of two quads, trying the four cyclic relabellings of
    /// `found` (a document found with its corners named from another side is still found) and keeping the best.
    /// Returns the distance and the shift used (0 when the corners were named as in `truth`).
    public static func maxCornerError(_ found: [Point], _ truth: [Point]) -> (distance: Double, shift: Int) {
        guard found.count == truth.count, !truth.isEmpty else { return (.infinity, 0) }
        var best = (distance: Double.infinity, shift: 0)
        for shift in truth.indices {
            var worst = 0.0
            for index in truth.indices {
                let p = found[(index + shift) % found.count], q = truth[index]
                worst = max(worst, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot())
            }
            if worst < best.distance { best = (worst, shift) }
        }
        return best
    }

    /// How many sides of `quad` lie wholly outside the rectangle `0…width × 0…height`: a page held with a whole
    /// side off the photo, whose corners there no detector can place (nothing of that side is in the picture).
    public static func sidesOutside(_ quad: [Point], width: Double, height: Double) -> Int {
        let frame = rectangle(width: width, height: height)
        return quad.indices.filter { index in
            // Clipping the side (as a two-point polygon) to the frame leaves nothing when none of it is inside.
            clip([quad[index], quad[(index + 1) % quad.count]], to: frame).isEmpty
        }.count
    }

    /// Whether any corner of `quad` lies outside the rectangle `0…width × 0…height`.
    public static func runsOffFrame(_ quad: [Point], width: Double, height: Double) -> Bool {
        quad.contains { $0.x < 0 || $0.y < 0 || $0.x > width || $0.y > height }
    }

    /// The part of the convex polygon `polygon` inside the rectangle `0…width × 0…height`: the page as the photo
    /// shows it.
    public static func visiblePart(_ polygon: [Point], width: Double, height: Double) -> [Point] {
        clip(polygon, to: rectangle(width: width, height: height))
    }

    /// The Hausdorff distance between the outlines of two polygons: the farthest any point of either outline lies
    /// from the other outline (sampled every `step` pixels along each side and at every corner). For two quads
    /// paired corner to corner it is at most their largest corner distance; for outlines of different corner
    /// counts (a page clipped by the frame) it says how far apart they run. Infinity when either is empty.
    public static func outlineDistance(_ a: [Point], _ b: [Point], step: Double = 2) -> Double {
        guard a.count >= 2, b.count >= 2 else { return .infinity }
        return max(directedOutlineDistance(from: a, to: b, step: step),
                   directedOutlineDistance(from: b, to: a, step: step))
    }

    /// The farthest a point of outline `a` lies from outline `b`.
    private static func directedOutlineDistance(from a: [Point], to b: [Point], step: Double) -> Double {
        var worst = 0.0
        for index in a.indices {
            let p = a[index], q = a[(index + 1) % a.count]
            let length = ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
            let samples = max(1, Int((length / step).rounded(.up)))
            for k in 0..<samples {
                let t = Double(k) / Double(samples)
                worst = max(worst, distance(Point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t), toOutline: b))
            }
        }
        return worst
    }

    /// The distance from `point` to the nearest point of the closed outline `polygon`.
    private static func distance(_ point: Point, toOutline polygon: [Point]) -> Double {
        var best = Double.infinity
        for index in polygon.indices {
            let a = polygon[index], b = polygon[(index + 1) % polygon.count]
            let dx = b.x - a.x, dy = b.y - a.y
            let lengthSquared = dx * dx + dy * dy
            let t = lengthSquared > 0 ? min(1, max(0, ((point.x - a.x) * dx + (point.y - a.y) * dy) / lengthSquared)) : 0
            let x = a.x + t * dx - point.x, y = a.y + t * dy - point.y
            best = min(best, (x * x + y * y).squareRoot())
        }
        return best
    }

    /// The rectangle `0…width × 0…height` as a quad: TL, TR, BR, BL.
    public static func rectangle(width: Double, height: Double) -> [Point] {
        [Point(0, 0), Point(width, 0), Point(width, height), Point(0, height)]
    }
}
