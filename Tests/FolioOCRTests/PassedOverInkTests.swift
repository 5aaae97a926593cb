import FolioImaging
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioOCR

/// Ink the text detector passed over on the rows it read (`PassedOverInk`): what is handed to the recogniser,
/// and what comes back on a real receipt.
@Suite struct PassedOverInkTests {
    /// A white page with black blocks standing in for glyphs (20 px tall print).
    func page(_ blocks: [Box], width: Int = 800, height: Int = 400) throws -> Image {
        try Image.gray(width: width, height: height) { y, row in
            for x in 0..<width {
                let inked = blocks.contains { Double(x) >= $0.x && Double(x) < $0.maxX && Double(y) >= $0.y && Double(y) < $0.maxY }
                row[x] = inked ? 20 : 235
            }
        }
    }

    /// A word of `count` glyphs starting at `x` on the row whose print starts at `y`.
    func word(x: Double, y: Double, count: Int) -> [Box] {
        (0..<count).map { Box(x: x + Double($0) * 14, y: y, width: 10, height: 20) }
    }

    /// The detector's box around a word: the print with a margin of a quarter of its height.
    func detected(_ glyphs: [Box]) -> Box {
        let box = Box.enclosing(glyphs)!
        return Box(x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12)
    }

    /// Five rows of a price column and an amount column, 50 px apart: their glyphs and detected lines.
    func priceAndAmountRows() -> (glyphs: [Box], lines: [Box]) {
        var glyphs: [Box] = [], lines: [Box] = []
        for row in 0..<5 {
            let y = 40 + Double(row) * 50
            let price = word(x: 60, y: y, count: 4), amount = word(x: 600, y: y, count: 4)
            glyphs += price + amount
            lines += [detected(price), detected(amount)]
        }
        return (glyphs, lines)
    }

    @Test func aLoneGlyphBetweenTwoColumnsOfARowIsHandedOverWithRoomAround() throws {
        // The third row also has a lone narrow "1" between its price and its amount.
        let (glyphs, lines) = priceAndAmountRows()
        let lone = Box(x: 330, y: 140, width: 4, height: 20)
        let pieces = try PassedOverInk.find(in: page(glyphs + [lone]), lines: lines, covered: lines).pieces
        #expect(pieces.count == 1, "\(pieces)")
        let piece = try #require(pieces.first)
        #expect(piece.contains(lone))
        // Room of a print height either side; as tall as the row's detected line.
        #expect(abs(piece.x - (lone.x - 20)) < 1.5 && abs(piece.maxX - (lone.maxX + 20)) < 1.5, "\(piece)")
        #expect(abs(piece.y - 134) < 1e-9 && abs(piece.height - 32) < 1e-9)
    }

    /// A grey rule down the page falls apart under the threshold into lengths one above the next (epson.pdf's
    /// contents box, whose lengths beside its rows read as "1"): none is a glyph. A column of lone glyphs, one a
    /// row, still is.
    @Test func aRuleBrokenIntoLengthsIsNoGlyphButAColumnOfThemIs() throws {
        let (glyphs, lines) = priceAndAmountRows()
        // Lengths of 18 to 26 px, 2 px apart, wavering a pixel either way.
        var rule: [Box] = [], y = 20.0
        for index in 0..<14 {
            let length = 18 + Double(index % 3) * 4
            rule.append(Box(x: 330 + Double(index % 2), y: y, width: 4, height: length))
            y += length + 2
        }
        let broken = try PassedOverInk.find(in: page(glyphs + rule), lines: lines, covered: lines).pieces
        #expect(broken.isEmpty, "\(broken)")
        let column = (0..<5).map { Box(x: 330, y: 40 + Double($0) * 50, width: 4, height: 20) }
        let ones = try PassedOverInk.find(in: page(glyphs + column), lines: lines, covered: lines).pieces
        #expect(ones.count == 5, "\(ones)")
    }

    @Test func inkOffTheRowsOutsideThePrintOrUnderALineIsLeftAlone() throws {
        var glyphs: [Box] = [], lines: [Box] = []
        for row in 0..<5 {
            let y = 40 + Double(row) * 50
            let text = word(x: 200, y: y, count: 8)
            glyphs += text
            lines.append(detected(text))
        }
        let betweenRows = Box(x: 250, y: 67, width: 10, height: 20)      // no row's band holds its middle
        let pastThePrint = Box(x: 700, y: 40, width: 10, height: 20)     // right of every line read
        let speck = Box(x: 330, y: 145, width: 3, height: 3)             // far under the print's height
        let underALine = Box(x: 250, y: 240, width: 10, height: 20)      // inside a detected line
        let pieces = try PassedOverInk.find(in: page(glyphs + [betweenRows, pastThePrint, speck, underALine]),
                                            lines: lines, covered: lines).pieces
        #expect(pieces.isEmpty, "\(pieces)")
        // Fewer than five rows read: nothing to judge the print by.
        #expect(try PassedOverInk.find(in: page(glyphs + [pastThePrint]), lines: Array(lines.prefix(4)),
                                       covered: lines).pieces.isEmpty)
    }

    /// sroie-dev's 285: the detector leaves out the quantity "1" of both item rows ("$5.50  1  $5.50"); read
    /// from the ink it passed over, each row has its quantity.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (sroie-dev's 285.jpg)"))
    func theQuantitiesOfAReceiptsItemRowsAreRead() throws {
        let engine = try PPOCREngine(configuration: OCRConfiguration(dataPath: ""), models: try NeuralModels.locate())
        let receipt = try Image.decode(Data(contentsOf: TestPaths.shared("sroie-dev/img/285.jpg")), maxPixels: 100_000_000)
        let page = try engine.recognize(receipt, dpi: nil, photographed: false)
        for amount in ["$5.50", "$2.70"] {
            let row = page.lines.filter { $0.text == amount }.map(\.box)
            try #require(row.count == 2, "\(amount): \(page.lines.map(\.text))")
            // The receipt lies slightly turned: the row runs from one amount's middle to the other's.
            let middle = (row[0].midY + row[1].midY) / 2
            let between = page.lines.filter { line in
                line.box.x > row.map(\.maxX).min()! && line.box.maxX < row.map(\.x).max()!
                    && abs(line.box.midY - middle) < row.map(\.height).max()!
            }
            #expect(between.map(\.text) == ["1"], "\(amount): \(between.map(\.text))")
        }
    }
}
