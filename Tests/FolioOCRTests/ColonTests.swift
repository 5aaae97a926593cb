import FolioImaging
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@testable import FolioOCR

/// Colons the text detector leaves out or cuts off (`StackedDots`, `PPOCREngine.readingColons`): which ink is
/// a colon, how a line read again over one is taken, and what comes back on a real receipt.
@Suite struct ColonTests {
    @Test func twoLikeDotsOneAboveTheOtherAreAColon() {
        // Print 20 px tall: a colon's dots 4 px, spanning 14 px.
        let colon = [Box(x: 100, y: 24, width: 4, height: 4), Box(x: 100, y: 34, width: 4, height: 4)]
        #expect(StackedDots.pairs(in: colon, printHeight: 20) == [Box(x: 100, y: 24, width: 4, height: 14)])
        // Side by side ("..") or too far apart (two rows' full stops), no colon.
        let sideBySide = [Box(x: 100, y: 34, width: 4, height: 4), Box(x: 108, y: 34, width: 4, height: 4)]
        let apart = [Box(x: 100, y: 10, width: 4, height: 4), Box(x: 100, y: 38, width: 4, height: 4)]
        // Unlike in size (a dot over a bar), or a dot over a glyph of the print's height.
        let unlike = [Box(x: 100, y: 24, width: 4, height: 4), Box(x: 100, y: 34, width: 8, height: 7)]
        let overAGlyph = [Box(x: 100, y: 10, width: 4, height: 4), Box(x: 99, y: 18, width: 6, height: 20)]
        for boxes in [sideBySide, apart, unlike, overAGlyph] {
            #expect(StackedDots.pairs(in: boxes, printHeight: 20).isEmpty, "\(boxes)")
        }
    }

    /// A white page with black blocks standing in for glyphs (20 px tall print).
    func page(_ blocks: [Box], width: Int = 800, height: Int = 400) throws -> Image {
        try Image.gray(width: width, height: height) { y, row in
            for x in 0..<width {
                let inked = blocks.contains { Double(x) >= $0.x && Double(x) < $0.maxX && Double(y) >= $0.y && Double(y) < $0.maxY }
                row[x] = inked ? 20 : 235
            }
        }
    }

    @Test func colonsOnTheRowsThatNoWordHoldsAreFound() throws {
        // Five rows "LABEL  :  AMOUNT"; the colon of the first four lies outside every word read, the fifth's
        // inside its line's last word (read "AMOUNT:").
        var glyphs: [Box] = [], lines: [Box] = [], words: [Box] = []
        for row in 0..<5 {
            let y = 40 + Double(row) * 50
            let label = (0..<5).map { Box(x: 60 + Double($0) * 14, y: y, width: 10, height: 20) }
            let amount = (0..<4).map { Box(x: 600 + Double($0) * 14, y: y, width: 10, height: 20) }
            let colonX = row == 4 ? 140.0 : 330
            glyphs += label + amount + [Box(x: colonX, y: y + 6, width: 4, height: 4),
                                        Box(x: colonX, y: y + 16, width: 4, height: 4)]
            for text in [label, amount] {
                let box = Box.enclosing(text)!
                lines.append(Box(x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12))
                words.append(row == 4 && text == label ? Box(x: box.x, y: box.y, width: box.width + 20, height: 20) : box)
            }
        }
        let found = try PassedOverInk.find(in: page(glyphs), lines: lines, covered: lines, words: words)
        #expect(found.colons.count == 4, "\(found.colons)")
        #expect(found.colons.allSatisfy { $0.x == 330 && $0.height == 14 })
        #expect(found.pieces.isEmpty, "a colon's dots are no piece of a line: \(found.pieces)")
    }

    func characters(_ text: String, from step: Int = 0) -> [CTCDecoder.Character] {
        text.enumerated().map { CTCDecoder.Character(text: String($1), firstStep: step + 2 * $0, lastStep: step + 2 * $0,
                                                     probability: 0.95) }
    }

    @Test func aLineReadAgainOverAColonIsKeptWhenOnlyTheColonIsNew() {
        let salesperson = [Word(text: "Salesperson", box: Box(x: 40, y: 100, width: 180, height: 30), confidence: 0.99)]
        let colonAway = Box(x: 240, y: 108, width: 5, height: 18)    // 20 px of blank: spaced
        let colonClose = Box(x: 226, y: 108, width: 5, height: 18)   // 6 px: "Date:"
        func text(_ characters: [CTCDecoder.Character]?) -> String? { characters.map { $0.map(\.text).joined() } }
        #expect(text(PPOCREngine.withColons(characters("Salesperson:"), reading: characters("Salesperson"), left: nil,
                                            right: colonAway, words: salesperson)) == "Salesperson :")
        #expect(text(PPOCREngine.withColons(characters("Salesperson:"), reading: characters("Salesperson"), left: nil,
                                            right: colonClose, words: salesperson)) == "Salesperson:")
        // A colon on the left of an amount.
        let amount = [Word(text: "45.70", box: Box(x: 400, y: 100, width: 80, height: 30), confidence: 0.99)]
        #expect(text(PPOCREngine.withColons(characters(":45.70"), reading: characters("45.70"),
                                            left: Box(x: 300, y: 108, width: 5, height: 18), right: nil,
                                            words: amount)) == ": 45.70")
        // Any other change, or a colon where none was found, and the old reading stands.
        #expect(PPOCREngine.withColons(characters("Salesperson;"), reading: characters("Salesperson"), left: nil,
                                       right: colonAway, words: salesperson) == nil)
        #expect(PPOCREngine.withColons(characters("SaIesperson:"), reading: characters("Salesperson"), left: nil,
                                       right: colonAway, words: salesperson) == nil)
        #expect(PPOCREngine.withColons(characters(":Salesperson"), reading: characters("Salesperson"), left: nil,
                                       right: colonAway, words: salesperson) == nil)
    }

    /// sroie-dev's 303: the colons of "Sub-Total  :  45.70" stand in a column of their own, which the detector
    /// leaves out; read with the nearest line, each row has its colon, spaced as printed.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (sroie-dev's 303.jpg)"))
    func theColonsOfAReceiptsTotalsAreRead() throws {
        let engine = try PPOCREngine(configuration: OCRConfiguration(dataPath: ""), models: try NeuralModels.locate())
        // Read at half size, as the pipeline reads a 35-megapixel scan (`workingMegapixels`).
        let receipt = try Image.decodeKeepingDamage(Data(contentsOf: TestPaths.shared("sroie-dev/img/303.jpg")),
                                                    maxPixels: 100_000_000, reduction: 2).image
        let texts = try engine.recognize(receipt, dpi: nil, photographed: false).lines.map(\.text)
        for line in ["Total Items :", ": 14.80", ": 30.90", ": 101.00", ": 70.10", "*6% GST Included :"] {
            #expect(texts.contains(line), "\(line): \(texts)")
        }
    }

    /// sroie-dev's 021: "TOTAL      :      4.90", the colon far from both; read with the amount over the blank
    /// the recogniser drops it, and the label on its other side takes it.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (sroie-dev's 021.jpg)"))
    func aColonInAColumnOfItsOwnIsReadWithTheLineOnItsOtherSideWhenTheNearestDropsIt() throws {
        let engine = try PPOCREngine(configuration: OCRConfiguration(dataPath: ""), models: try NeuralModels.locate())
        let receipt = try Image.decode(Data(contentsOf: TestPaths.shared("sroie-dev/img/021.jpg")), maxPixels: 100_000_000)
        let texts = try engine.recognize(receipt, dpi: nil, photographed: false).lines.map(\.text)
        for line in ["TOTAL :", "CASH :", "CHANGE :", ": 0.02", "4.90"] {
            #expect(texts.contains(line), "\(line): \(texts)")
        }
    }
}
