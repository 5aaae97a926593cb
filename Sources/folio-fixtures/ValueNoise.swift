/// Smooth random noise over an image: random values on a coarse lattice, interpolated with a smoothstep, so
/// that textures, lighting and grain vary gently rather than per pixel.
struct ValueNoise {
    private let columns: Int
    private let rows: Int
    private let cell: Double
    private let values: [Float]

    /// Noise with features about `cell` pixels across over a `width × height` image; values in -1…1.
    init(width: Int, height: Int, cell: Double, random: inout SeededRandom) {
        self.cell = max(1, cell)
        columns = Int((Double(width) / self.cell).rounded(.up)) + 2
        rows = Int((Double(height) / self.cell).rounded(.up)) + 2
        values = (0..<(columns * rows)).map { _ in Float(random.unit() * 2 - 1) }
    }

    /// The noise at `(x, y)`.
    func value(x: Double, y: Double) -> Float {
        let gx = min(max(x / cell, 0), Double(columns - 2)), gy = min(max(y / cell, 0), Double(rows - 2))
        let x0 = Int(gx), y0 = Int(gy)
        let x1 = min(x0 + 1, columns - 1), y1 = min(y0 + 1, rows - 1)
        let fx = Self.smooth(Float(gx - Double(x0))), fy = Self.smooth(Float(gy - Double(y0)))
        let top = values[y0 * columns + x0] + (values[y0 * columns + x1] - values[y0 * columns + x0]) * fx
        let bottom = values[y1 * columns + x0] + (values[y1 * columns + x1] - values[y1 * columns + x0]) * fx
        return top + (bottom - top) * fy
    }

    private static func smooth(_ t: Float) -> Float { t * t * (3 - 2 * t) }
}
