/// The best pairing of a found quadrilateral's corners with the true ones, whichever corner either side calls
/// first and whichever way round either runs: a labeller's "top-left" is a guess on a tilted page, and a
/// mirrored order names the same shape.
public struct CornerMatch: Sendable, Equatable {
    /// The largest distance between paired corners, in the points' unit.
    public var maxError: Double
    /// Truth corner `i` is paired with found corner `(rotation + i) mod n`, or `(rotation − i) mod n` when
    /// `reversed`.
    public var rotation: Int
    /// Whether the found corners run the other way round from the truth's.
    public var reversed: Bool

    /// The pairing with the smallest largest corner distance over the `n` cyclic rotations of `found`, in its
    /// order and reversed; on a tie, the unrotated, unreversed pairing wins. Nil when the two do not have the
    /// same number of corners or have none.
    public static func best(found: [QuadGeometry.Point], truth: [QuadGeometry.Point]) -> CornerMatch? {
        let n = truth.count
        guard n > 0, found.count == n else { return nil }
        var best: CornerMatch?
        for reversed in [false, true] {
            for rotation in 0..<n {
                var worst = 0.0
                for index in 0..<n {
                    let step = reversed ? -index : index
                    let p = found[((rotation + step) % n + n) % n], q = truth[index]
                    worst = max(worst, ((p.x - q.x) * (p.x - q.x) + (p.y - q.y) * (p.y - q.y)).squareRoot())
                }
                if worst < best?.maxError ?? .infinity {
                    best = CornerMatch(maxError: worst, rotation: rotation, reversed: reversed)
                }
            }
        }
        return best
    }
}
