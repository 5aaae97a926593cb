/// Kendall's rank correlation with the tie correction (tau-b), as `scipy.stats.kendalltau` computes it by default.
public enum KendallTau {
    /// tau-b of the pairs `(x, y)`: (concordant − discordant) / √((n₀ − n₁)(n₀ − n₂)), n₀ the pairs of
    /// observations, n₁ and n₂ those tied in x and in y. Nil when there are fewer than two observations or every
    /// x (or every y) is the same.
    public static func tauB(_ observations: [(x: Int, y: Int)]) -> Double? {
        let n = observations.count
        guard n >= 2 else { return nil }
        var score = 0, tiedX = 0, tiedY = 0
        for i in 0..<(n - 1) {
            for j in (i + 1)..<n {
                let dx = observations[i].x - observations[j].x, dy = observations[i].y - observations[j].y
                if dx == 0 { tiedX += 1 }
                if dy == 0 { tiedY += 1 }
                score += dx.signum() * dy.signum()
            }
        }
        let pairs = n * (n - 1) / 2
        let denominator = (Double(pairs - tiedX) * Double(pairs - tiedY)).squareRoot()
        guard denominator > 0 else { return nil }
        return Double(score) / denominator
    }
}
