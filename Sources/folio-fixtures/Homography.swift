/// A plane projective transform (3×3 matrix with `h[8] == 1`), found from four point correspondences.
struct Homography: Sendable {
    /// Row-major coefficients.
    private let h: [Double]

    /// The transform taking each of `from` to the matching point of `to` (four each, no three collinear);
    /// nil when the points are degenerate.
    init?(from: [PixelPoint], to: [PixelPoint]) {
        guard from.count == 4, to.count == 4 else { return nil }
        // Each correspondence (x, y) → (u, v) gives two rows of A·h = b for the eight unknowns h0…h7.
        var matrix = [[Double]]()
        for (p, q) in zip(from, to) {
            matrix.append([p.x, p.y, 1, 0, 0, 0, -p.x * q.x, -p.y * q.x, q.x])
            matrix.append([0, 0, 0, p.x, p.y, 1, -p.x * q.y, -p.y * q.y, q.y])
        }
        guard let solution = Homography.solve(&matrix) else { return nil }
        h = solution + [1]
    }

    /// The image of `p`.
    func apply(_ p: PixelPoint) -> PixelPoint {
        let w = h[6] * p.x + h[7] * p.y + h[8]
        return PixelPoint((h[0] * p.x + h[1] * p.y + h[2]) / w, (h[3] * p.x + h[4] * p.y + h[5]) / w)
    }

    /// Gaussian elimination with partial pivoting on an n×(n+1) augmented matrix; nil when it is singular.
    private static func solve(_ a: inout [[Double]]) -> [Double]? {
        let n = a.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                guard factor != 0 else { continue }
                for k in column...n { a[row][k] -= factor * a[column][k] }
            }
        }
        var x = [Double](repeating: 0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            var sum = a[row][n]
            for k in (row + 1)..<n { sum -= a[row][k] * x[k] }
            x[row] = sum / a[row][row]
        }
        return x
    }
}
