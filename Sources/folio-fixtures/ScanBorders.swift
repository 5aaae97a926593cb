import CLeptonica

/// Finds the paper inside a flat scan: rows and columns at the edges that are mostly dark (the scanner's lid or
/// belt around a narrow receipt) are not part of the document.
enum ScanBorders {
    /// Mean luminance below which an edge row or column counts as scanner border.
    static let darkLevel = 110.0
    /// Past a dark band, rows or columns below this level are its soft edge, trimmed too (at most `maxEdge`).
    static let edgeLevel = 190.0
    static let maxEdge = 12
    /// At most this share of each side is trimmed.
    static let maxShare = 0.25

    /// The paper's rectangle in `scan`: x, y, width, height.
    static func paper(in scan: ColorPix) throws -> (x: Int, y: Int, width: Int, height: Int) {
        guard let words = pixGetData(scan.pix) else { throw FixtureError("borders", "the scan has no pixel data") }
        let wordsPerLine = Int(pixGetWpl(scan.pix)), width = scan.width, height = scan.height
        // Sample every few pixels: the profiles only need to tell dark bands from paper.
        let step = max(1, min(width, height) / 400)
        func luminance(_ x: Int, _ y: Int) -> Double {
            let word = words[y * wordsPerLine + x]
            return 0.299 * Double(word >> 24) + 0.587 * Double((word >> 16) & 0xFF) + 0.114 * Double((word >> 8) & 0xFF)
        }
        func columnMean(_ x: Int) -> Double {
            let ys = Array(stride(from: height / 10, to: height - height / 10, by: step))
            return ys.reduce(0) { $0 + luminance(x, $1) } / Double(max(ys.count, 1))
        }
        func rowMean(_ y: Int) -> Double {
            let xs = Array(stride(from: width / 10, to: width - width / 10, by: step))
            return xs.reduce(0) { $0 + luminance($1, y) } / Double(max(xs.count, 1))
        }
        // A dark band, then the few rows or columns of its blurred edge (still well below paper).
        func darkRun(_ positions: StrideTo<Int>, _ mean: (Int) -> Double) -> Int {
            var run = 0, edge = 0
            for position in positions {
                let level = mean(position)
                if level < darkLevel {
                    run += 1
                } else if run > 0 && level < edgeLevel && edge < maxEdge {
                    edge += 1
                } else {
                    break
                }
            }
            return run + edge
        }
        let limitX = Int(Double(width) * maxShare), limitY = Int(Double(height) * maxShare)
        let left = darkRun(stride(from: 0, to: limitX, by: 1), columnMean)
        let right = darkRun(stride(from: width - 1, to: width - 1 - limitX, by: -1), columnMean)
        let top = darkRun(stride(from: 0, to: limitY, by: 1), rowMean)
        let bottom = darkRun(stride(from: height - 1, to: height - 1 - limitY, by: -1), rowMean)
        return (left, top, width - left - right, height - top - bottom)
    }
}
