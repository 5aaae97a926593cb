/// A plane projective transform (3×3 matrix, h33 = 1) mapping points of one quadrilateral onto another.
public struct Homography: Sendable, Hashable {
    /// Row-major h11 h12 h13 h21 h22 h23 h31 h32 (h33 = 1).
    public var coefficients: [Double]

    /// The transform taking `from[i]` to `to[i]` for four point pairs, or nil when the points are degenerate
    /// (three in a line).
    public init?(from: [Point], to: [Point]) {
        guard from.count == 4, to.count == 4 else { return nil }
        // Eight equations in eight unknowns: for each pair, u = (h11 x + h12 y + h13) / (h31 x + h32 y + 1), etc.
        var a = [[Double]](repeating: [Double](repeating: 0, count: 9), count: 8)
        for i in 0..<4 {
            let (x, y, u, v) = (from[i].x, from[i].y, to[i].x, to[i].y)
            a[2 * i] = [x, y, 1, 0, 0, 0, -u * x, -u * y, u]
            a[2 * i + 1] = [0, 0, 0, x, y, 1, -v * x, -v * y, v]
        }
        guard let solution = Self.solve(&a) else { return nil }
        coefficients = solution
    }

    /// Maps `p` through the transform.
    public func apply(_ p: Point) -> Point {
        let h = coefficients
        let w = h[6] * p.x + h[7] * p.y + 1
        return Point(x: (h[0] * p.x + h[1] * p.y + h[2]) / w, y: (h[3] * p.x + h[4] * p.y + h[5]) / w)
    }

    /// Gaussian elimination with partial pivoting on an 8×9 augmented matrix.
    private static func solve(_ a: inout [[Double]]) -> [Double]? {
        let n = 8
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                  abs(a[pivot][column]) > 1e-12 else { return nil }
            a.swapAt(column, pivot)
            for row in 0..<n where row != column {
                let factor = a[row][column] / a[column][column]
                if factor == 0 { continue }
                for k in column...n { a[row][k] -= factor * a[column][k] }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}
