/// A barcode reduced to its modules, the narrowest bar or cell width: one row for a linear code, a square of
/// rows for a matrix code. Drawing it needs nothing but filled rectangles.
struct BarcodeSymbol {
    /// The symbologies the fixtures print, named as ZBar names them (`zbar_get_symbol_name`), because that is
    /// what `BarcodeReader` reports and the truth is compared with.
    enum Symbology: String, Codable {
        case qr = "QR-Code"
        case ean13 = "EAN-13"
        case code128 = "CODE-128"
    }

    var symbology: Symbology
    /// The text the symbol carries, as a reader returns it.
    var payload: String
    /// Dark (true) and light modules, row by row.
    var rows: [[Bool]]
    /// Light modules the symbology requires left and right of the symbol (and above and below a matrix code),
    /// without which readers do not find it.
    var quietZone: (left: Int, right: Int)
    /// Columns of a linear code drawn taller than the rest (EAN-13's guard bars, which reach into the digits).
    var tallColumns: Set<Int> = []

    /// Modules across.
    var width: Int { rows.first?.count ?? 0 }
    /// Whether the symbol is a grid of square modules rather than a row of bars.
    var isMatrix: Bool { rows.count > 1 }

    /// The dark areas as rectangles in points, with the symbol's top-left corner at `(x, y)`: one per run of
    /// dark modules in a row, so that abutting modules leave no seam. A linear code's bars are `height` tall
    /// (tall columns `extra` more); a matrix code's rows are `module` tall and `height` is ignored.
    func rectangles(x: Double, y: Double, module: Double, height: Double, extra: Double = 0) -> [FilledRect] {
        var result: [FilledRect] = []
        for (r, row) in rows.enumerated() {
            var column = 0
            while column < row.count {
                guard row[column] else { column += 1; continue }
                var end = column
                // A tall guard bar is its own rectangle, so that its neighbours keep the ordinary height.
                while end + 1 < row.count, row[end + 1], tallColumns.contains(end + 1) == tallColumns.contains(column) {
                    end += 1
                }
                let top = isMatrix ? y + Double(r) * module : y
                let barHeight = isMatrix ? module : height + (tallColumns.contains(column) ? extra : 0)
                result.append(FilledRect(x: x + Double(column) * module, y: top,
                                         width: Double(end - column + 1) * module, height: barHeight))
                column = end + 1
            }
        }
        return result
    }
}
