/// A code printed on a page: its symbology, payload and the box of its bars or modules (quiet zone left out),
/// in points from the page's top-left corner.
struct PlacedCode {
    var symbology: BarcodeSymbol.Symbology
    var payload: String
    var box: FilledRect
}

extension Typesetter {
    /// Prints `symbol` with the top-left corner of its bars or modules at `(x, top)` in page points, each module
    /// `module` points wide. A linear code's bars are `height` tall; its human-readable text (EAN-13's digits in
    /// their three groups, a Code 128's text centred) is set under them in `font` and recorded as a truth line.
    /// The typesetter's line position is left alone: the caller places the code beside text or spaces past it.
    @discardableResult
    func barcode(_ symbol: BarcodeSymbol, x: Double, top: Double, module: Double, height: Double = 0,
                 humanReadable font: Font? = nil) -> PlacedCode {
        // EAN-13's guard bars descend five modules, into the line of digits.
        let extra = symbol.symbology == .ean13 ? 5 * module : 0
        for rect in symbol.rectangles(x: x, y: top, module: module, height: height, extra: extra) { draw(rect) }
        let width = Double(symbol.width) * module
        let drawnHeight = symbol.isMatrix ? Double(symbol.rows.count) * module : height + extra
        if let font, !symbol.isMatrix {
            let baseline = top + height + font.size * 0.9
            if symbol.symbology == .ean13 {
                let digits = Array(symbol.payload).map(String.init)
                let groups = [(digits[0], x - 2 * module, Anchor.right),
                              (digits[1...6].joined(), x + 24 * module, .center),
                              (digits[7...12].joined(), x + 71 * module, .center)]
                for (text, anchorX, anchor) in groups {
                    draw(TextRun(text: text, font: font, x: anchorX, baseline: baseline, anchor: anchor))
                }
                addTruthLine(groups.map(\.0).joined(separator: " "))
            } else {
                draw(TextRun(text: symbol.payload, font: font, x: x + width / 2, baseline: baseline, anchor: .center))
                addTruthLine(symbol.payload)
            }
        }
        return PlacedCode(symbology: symbol.symbology, payload: symbol.payload,
                          box: FilledRect(x: x, y: top, width: width, height: drawnHeight))
    }

    /// The x at which `symbol`, printed with `module`-point modules, stands centred in the measure.
    func centredX(of symbol: BarcodeSymbol, module: Double) -> Double {
        left + (measure - Double(symbol.width) * module) / 2
    }

    /// The width in points of `symbol` printed with `module`-point modules, quiet zones included.
    static func footprint(of symbol: BarcodeSymbol, module: Double) -> Double {
        Double(symbol.quietZone.left + symbol.width + symbol.quietZone.right) * module
    }
}
