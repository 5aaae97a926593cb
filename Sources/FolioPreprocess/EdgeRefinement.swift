import FolioImaging
import FolioModel
import Foundation

/// Moves each side of a rough quadrilateral onto the strongest brightness edge near it, then intersects the
/// refitted sides. Corrects the bias of a colour threshold under shading and blur.
/// Works in `view` pixels.
struct EdgeRefinement {
    let view: GrayView

    func refine(_ corners: [Point]) -> [Point] {
        let diagonal = view.diagonal
        let reach = max(3, Int(diagonal * 0.015))
        let centre = PolygonMath.centre(corners)
        let sample = view.sample

        var lines: [(point: Point, direction: Point)?] = []
        for side in 0..<4 {
            let a = corners[side], b = corners[(side + 1) % 4]
            let length = PolygonMath.distance(a, b)
            guard length > 10 else { lines.append(nil); continue }
            // Outward: away from the centre.
            let inward = PolygonMath.normal(from: a, to: b, toward: centre)
            let normal = Point(x: -inward.x, y: -inward.y)
            var found: [Point] = []
            for p in PolygonMath.pointsAlong(a, b, count: 41) {
                var best: (offset: Int, strength: Double)?
                for s in -reach...reach {
                    let o = Double(s)
                    guard let inner = sample(p.x + (o - 2) * normal.x, p.y + (o - 2) * normal.y),
                          let outer = sample(p.x + (o + 2) * normal.x, p.y + (o + 2) * normal.y) else { continue }
                    let strength = abs(inner - outer)
                    if best == nil || strength > best!.strength { best = (s, strength) }
                }
                if let best, best.strength >= 12 {
                    found.append(Point(x: p.x + Double(best.offset) * normal.x, y: p.y + Double(best.offset) * normal.y))
                }
            }
            lines.append(Self.robustLine(found))
        }

        let refined = Self.corners(of: lines, near: corners, within: diagonal * 0.03)
        guard let keepMargin else { return refined }
        // A side refitted onto a stronger edge nearby that is not the paper's (print beside a faint edge between
        // white paper and a light surface of nearly its brightness) goes back where it was.
        let support = SideSupport(view: view)
        let before = support.shares(corners), after = support.shares(refined)
        var kept = lines
        var reverted = false
        for side in 0..<4 where after[side] < before[side] - keepMargin {
            let a = corners[side], b = corners[(side + 1) % 4]
            kept[side] = (a, Point(x: b.x - a.x, y: b.y - a.y))
            reverted = true
        }
        return reverted ? Self.corners(of: kept, near: corners, within: diagonal * 0.03) : refined
    }

    /// When set, a refitted side whose paper-edge support falls by more than this is left where it was: for
    /// sides already placed on an edge (`SideRepair`), not for a colour region's rough outline.
    var keepMargin: Double?

    /// The intersections of neighbouring lines; a corner keeps its old place when a line is missing or the
    /// intersection moved more than `limit`.
    private static func corners(of lines: [(point: Point, direction: Point)?], near old: [Point],
                                within limit: Double) -> [Point] {
        (0..<4).map { i in
            guard let l1 = lines[(i + 3) % 4], let l2 = lines[i],
                  let x = PolygonMath.intersection(
                      l1.point, Point(x: l1.point.x + l1.direction.x, y: l1.point.y + l1.direction.y),
                      l2.point, Point(x: l2.point.x + l2.direction.x, y: l2.point.y + l2.direction.y)),
                  PolygonMath.distance(x, old[i]) <= limit else { return old[i] }
            return x
        }
    }

    /// A line fitted to edge points, refitted twice without the points farthest from it.
    static func robustLine(_ points: [Point]) -> (point: Point, direction: Point)? {
        guard points.count >= 8 else { return nil }
        var kept = points
        var line = PolygonMath.fitLine(kept)
        for tolerance in [4.0, 2.0] {
            guard let l = line else { return nil }
            let close = kept.filter { abs(($0.x - l.point.x) * l.direction.y - ($0.y - l.point.y) * l.direction.x) <= tolerance }
            guard close.count >= 8 else { break }
            kept = close
            line = PolygonMath.fitLine(kept)
        }
        return line
    }
}
