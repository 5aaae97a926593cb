import FolioModel
import Foundation

/// Nudges each side of a quad onto the line its paper edge runs along best. A side found as a Hough line (1° and
/// a pixel of the small photo apart) and refitted onto the strongest edge nearby can end a few pixels off the
/// paper's edge at one end — onto a contact shadow's far border, or across a faint edge at a slight angle —
/// and then backs less of the side than the edge does. Each end of each side moves along the side's normal by
/// up to `reach` pixels in `step`s; the placing backed along most of the side (`SideSupport.share`) wins, the
/// smaller move on a tie, and the corners follow as the sides' intersections. Works in `view` pixels.
struct SidePolish {
    let support: SideSupport
    /// Farthest an end of a side moves, in view pixels.
    var reach = 4.0
    /// Steps an end moves by.
    var step = 1.0

    func polished(_ quad: [Point]) -> [Point] {
        (0..<4).reduce(quad) { polished($0, side: $1) }
    }

    /// `quad` with side `side` (corner `side` to the next) alone nudged; the other sides' lines stay where they are.
    private func polished(_ quad: [Point], side: Int) -> [Point] {
        let a = quad[side], b = quad[(side + 1) % 4]
        let normal = PolygonMath.normal(from: a, to: b, toward: PolygonMath.centre(quad))
        var best = (share: support.share(of: side, in: quad), move: 0.0, quad: quad)
        for da in stride(from: -reach, through: reach, by: step) {
            for db in stride(from: -reach, through: reach, by: step) where da != 0 || db != 0 {
                guard let corners = PolygonMath.replacingSide(
                    side, of: quad, withLineThrough: Point(x: a.x + da * normal.x, y: a.y + da * normal.y),
                    Point(x: b.x + db * normal.x, y: b.y + db * normal.y)) else { continue }
                let share = support.share(of: side, in: corners), move = abs(da) + abs(db)
                if share > best.share || (share == best.share && move < best.move) {
                    best = (share, move, corners)
                }
            }
        }
        return best.quad
    }
}
