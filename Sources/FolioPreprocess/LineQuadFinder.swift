import FolioImaging
import FolioModel
import Foundation

/// Finds a document outline from straight edges alone, for photos where the paper cannot be told from the
/// surface by colour (white paper on a light table, shadow bands across both): the strongest straight edges of
/// the small photo (a Hough transform of log-brightness gradients, each pixel voting only near its own gradient
/// direction) are combined two by two into quadrilaterals, and the one whose four sides are best backed by
/// paper edges (`SideSupport`: brighter inside, ending at the corners) wins.
struct LineQuadFinder {
    /// Straight edges kept from the Hough transform.
    var lineCount = 14
    /// A side pair counts as opposite when their directions differ by less than this (degrees).
    var maximumOppositeAngle = 35.0
    /// Neighbouring sides must meet at an angle at least this far from parallel (degrees).
    var minimumCornerAngle = 50.0
    /// The shorter of two opposite sides is at least this share of the longer.
    var minimumOppositeRatio = 0.5
    /// Least Sobel magnitude of log brightness (over the blurred analysis image) at which a pixel votes. At 0.4,
    /// with votes weighted by the gradient, white paper's faint edges on light tables were left out: 49 of the
    /// 160 page sides of the generated hard scenes and 7 of docphoto-dev's 44 were not among the 24 strongest
    /// lines; at 0.15 with one vote each, 16 and 4.
    var voteGradient = 0.15

    /// A straight line x·cos θ + y·sin θ = rho (θ in degrees), in analysis pixels.
    struct Line {
        var theta: Double
        var rho: Double
    }

    /// Every convex quad (TL, TR, BR, BL in `planes` pixels) two pairs of the strongest lines make whose area
    /// is within the given shares of the photo; corners may lie up to 5 % outside it (cut off by the frame).
    func quads(_ planes: ColorPlanes, minimumAreaFraction: Double, maximumAreaFraction: Double) -> [[Point]] {
        let lines = strongestLines(planes)
        let w = Double(planes.width), h = Double(planes.height)
        let imageArea = w * h
        var found: [[Point]] = []
        let pairs = opposites(lines)
        for i in 0..<pairs.count {
            for j in (i + 1)..<pairs.count {
                let (a, b) = pairs[i], (c, d) = pairs[j]
                guard Self.angleBetween(a.theta, c.theta) >= minimumCornerAngle else { continue }
                guard let p1 = intersection(a, c), let p2 = intersection(c, b), let p3 = intersection(b, d),
                      let p4 = intersection(d, a) else { continue }
                let corners = [p1, p2, p3, p4]
                guard corners.allSatisfy({ $0.x > -0.05 * w && $0.y > -0.05 * h && $0.x < 1.05 * w && $0.y < 1.05 * h })
                else { continue }
                let ordered = PolygonMath.orderedCorners(corners)
                let area = PolygonMath.area(ordered)
                guard area >= minimumAreaFraction * imageArea, area <= maximumAreaFraction * imageArea,
                      Self.isConvex(ordered), Self.keepsOppositeSides(ordered, within: minimumOppositeRatio)
                else { continue }
                found.append(ordered)
            }
        }
        return found
    }

    /// Pairs of nearly parallel lines, far enough apart to be opposite sides.
    private func opposites(_ lines: [Line]) -> [(Line, Line)] {
        var pairs: [(Line, Line)] = []
        for i in 0..<lines.count {
            for j in (i + 1)..<lines.count where Self.angleBetween(lines[i].theta, lines[j].theta) <= maximumOppositeAngle {
                pairs.append((lines[i], lines[j]))
            }
        }
        return pairs
    }

    /// The strongest lines: Hough votes over 1° × 1 px cells, each pixel whose log-brightness gradient passes
    /// `voteGradient` casting one vote within 3° of its gradient direction (so a line's strength is its length,
    /// and a faint paper edge on a light table counts as much as a shadow's hard border); peaks at least 6° or
    /// 10 px apart.
    func strongestLines(_ planes: ColorPlanes) -> [Line] {
        let w = planes.width, h = planes.height
        guard w > 8, h > 8 else { return [] }
        var logLuma = [Double](repeating: 0, count: w * h)
        for i in 0..<(w * h) { logLuma[i] = log(Double(planes.luma(i)) + 4) }
        let diagonal = Int(hypot(Double(w), Double(h))) + 1
        let thetas = 180
        let cosines = (0..<thetas).map { cos(Double($0) * .pi / 180) }
        let sines = (0..<thetas).map { sin(Double($0) * .pi / 180) }
        var accumulator = [Double](repeating: 0, count: thetas * (2 * diagonal + 1))
        // Pixels within three of the frame do not vote: a line hugging the frame has nothing beyond it to check
        // (`BoundaryDetector` lets a side along the frame pass), and a faint streak of texture there closed
        // quads along the frame (a generated photo's wood grain in its top rows).
        for y in 3..<(h - 3) {
            for x in 3..<(w - 3) {
                let i = y * w + x
                let gx = (logLuma[i - w + 1] + 2 * logLuma[i + 1] + logLuma[i + w + 1])
                    - (logLuma[i - w - 1] + 2 * logLuma[i - 1] + logLuma[i + w - 1])
                let gy = (logLuma[i + w - 1] + 2 * logLuma[i + w] + logLuma[i + w + 1])
                    - (logLuma[i - w - 1] + 2 * logLuma[i - w] + logLuma[i - w + 1])
                let magnitude = hypot(gx, gy)
                guard magnitude > voteGradient else { continue }
                var direction = Int((atan2(gy, gx) * 180 / .pi).rounded())
                direction = ((direction % 180) + 180) % 180
                for offset in -3...3 {
                    let t = (direction + offset + 180) % 180
                    let rho = Int((Double(x) * cosines[t] + Double(y) * sines[t]).rounded()) + diagonal
                    accumulator[t * (2 * diagonal + 1) + rho] += 1
                }
            }
        }
        var lines: [Line] = []
        // Cells strongest first. Only the strong ones are sorted up front (a few hundred of ~100,000): the
        // sorted strong cells are exactly the head of the whole sorted list, and the rest is sorted only when
        // the strong ones yield too few lines.
        let strongest = accumulator.max() ?? 0
        let cut = strongest * 0.25
        var cells = accumulator.indices.filter { accumulator[$0] >= cut && accumulator[$0] > 0 }
        cells.sort { accumulator[$0] > accumulator[$1] }
        var rest: [Int]?
        var index = 0
        while lines.count < lineCount {
            if index == cells.count {
                guard rest == nil else { break }
                var weaker = accumulator.indices.filter { accumulator[$0] < cut && accumulator[$0] > 0 }
                weaker.sort { accumulator[$0] > accumulator[$1] }
                rest = weaker
                cells += weaker
                continue
            }
            let cell = cells[index]
            index += 1
            let t = cell / (2 * diagonal + 1), rho = Double(cell % (2 * diagonal + 1) - diagonal)
            let theta = Double(t)
            if lines.contains(where: { Self.angleBetween($0.theta, theta) <= 6 && abs(abs($0.rho) - abs(rho)) < 10 }) {
                continue
            }
            lines.append(Line(theta: theta, rho: rho))
        }
        return lines
    }

    /// Angle between two line directions in degrees, 0...90.
    static func angleBetween(_ a: Double, _ b: Double) -> Double {
        let d = abs(a - b).truncatingRemainder(dividingBy: 180)
        return min(d, 180 - d)
    }

    private func intersection(_ a: Line, _ b: Line) -> Point? {
        let ta = a.theta * .pi / 180, tb = b.theta * .pi / 180
        let det = cos(ta) * sin(tb) - sin(ta) * cos(tb)
        guard abs(det) > 1e-6 else { return nil }
        return Point(x: (a.rho * sin(tb) - b.rho * sin(ta)) / det, y: (b.rho * cos(ta) - a.rho * cos(tb)) / det)
    }

    /// Whether each pair of opposite sides is within `ratio` of each other in length: a sheet seen in
    /// perspective keeps them close, while a strip cut off a page by a shadow's border across it need not.
    static func keepsOppositeSides(_ quad: [Point], within ratio: Double) -> Bool {
        let sides = (0..<4).map { PolygonMath.distance(quad[$0], quad[($0 + 1) % 4]) }
        return [(0, 2), (1, 3)].allSatisfy { i, j in
            min(sides[i], sides[j]) >= ratio * max(sides[i], sides[j])
        }
    }

    static func isConvex(_ quad: [Point]) -> Bool {
        var sign = 0.0
        for i in 0..<4 {
            let a = quad[i], b = quad[(i + 1) % 4], c = quad[(i + 2) % 4]
            let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
            if cross == 0 { return false }
            if sign == 0 { sign = cross } else if (cross > 0) != (sign > 0) { return false }
        }
        return true
    }
}
