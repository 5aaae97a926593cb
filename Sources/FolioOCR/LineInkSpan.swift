/// Where a line's ink lies across the strip the recogniser reads. The text detector's boxes are its text
/// kernels grown by a fixed ratio, about a quarter of the line's height beyond the ink either side, so
/// neighbouring lines' boxes overlap and every gap measured in text heights comes out smaller on a scan than
/// on the same page's text layer. The ink's span is the run of inked rows holding the most ink (the
/// x-height band): a blank row ends it, so a neighbour's descenders reaching into the strip's edge stay out.
enum LineInkSpan {
    /// Kept either side of the ink, as a share of its height.
    static let margin = 0.15

    /// The span of `height` rows of `width` values (−1 black … 1 white, rows `rowLength` apart), as fractions
    /// of the height, `margin` of it (a row at least) kept either side — about where a text layer's word box,
    /// the font's full height, would lie; the whole strip when it holds no clear ink.
    static func rows(of strip: UnsafePointer<Float>, width: Int, height: Int, rowLength: Int) -> ClosedRange<Double> {
        guard width > 0, height > 2 else { return 0...1 }
        var darkest = Float.greatestFiniteMagnitude, lightest = -Float.greatestFiniteMagnitude
        for row in 0..<height {
            for column in 0..<width {
                let value = strip[row * rowLength + column]
                darkest = min(darkest, value)
                lightest = max(lightest, value)
            }
        }
        guard lightest - darkest >= 0.3 else { return 0...1 }
        let threshold = (darkest + lightest) / 2
        var counts = [Int](repeating: 0, count: height)
        for row in 0..<height {
            for column in 0..<width where strip[row * rowLength + column] < threshold { counts[row] += 1 }
        }
        // A row inked nearly across is a rule the box takes in (a table's, an underline), not the text: it
        // counts as blank. So does a row holding a speck or two.
        let inked = max(2, width / 300), ruled = width * 4 / 5
        func isText(_ row: Int) -> Bool { counts[row] >= inked && counts[row] < ruled }
        // The runs of text rows; the line is the one holding the most ink.
        var best: (top: Int, bottom: Int, ink: Int)?
        var row = 0
        while row < height {
            guard isText(row) else { row += 1; continue }
            var end = row, ink = 0
            while end < height, isText(end) { ink += counts[end]; end += 1 }
            if ink > best?.ink ?? 0 { best = (row, end - 1, ink) }
            row = end
        }
        guard let (top, bottom, _) = best else { return 0...1 }
        let ink = Double(bottom + 1 - top), edge = max(1, margin * ink)
        let from = max(0, Double(top) - edge), to = min(Double(height), Double(bottom + 1) + edge)
        return from / Double(height)...to / Double(height)
    }
}
