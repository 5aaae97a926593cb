import FolioImaging
import FolioModel
import FolioOCR
import FolioTestSupport
import Foundation
import Testing

/// Accurate mode's reading of ink that no sure word covers (`OCRConfiguration.readsUncoveredInk`).
@Suite struct UncoveredInkTests {
    @Test func componentsSideBySideMakeOnePieceAndSpecksAndRulesNone() {
        let glyphs = (0..<4).map { Box(x: 100 + Double($0) * 14, y: 50, width: 11, height: 20) }
        let farWord = [Box(x: 300, y: 52, width: 11, height: 18)]
        let speck = [Box(x: 200, y: 120, width: 3, height: 3)]
        let rule = [Box(x: 10, y: 200, width: 600, height: 2)]
        let picture = [Box(x: 10, y: 300, width: 120, height: 90)]
        let pieces = InkPieces.lines(from: glyphs + farWord + speck + rule + picture, textHeight: 20)
        #expect(pieces.count == 2, "\(pieces)")
        #expect(pieces.contains(Box(x: 100, y: 50, width: 53, height: 20)))
        #expect(pieces.contains(farWord[0]))
    }

    @Test func readingUncoveredInkOnlyAddsSureLines() throws {
        let (plain, filled) = try receiptReadings { $0.readsUncoveredInk = true }
        #expect(Array(filled.lines.prefix(plain.lines.count)) == plain.lines, "the first reading is kept as is")
        for line in filled.lines.dropFirst(plain.lines.count) {
            #expect(line.words.allSatisfy { $0.confidence >= 0.85 })
            // An added line lies on ink no sure word of the first reading covered.
            for word in plain.lines.flatMap(\.words) where word.confidence >= 0.5 {
                #expect(!word.box.contains(line.box))
            }
        }
        #expect(filled.paragraphs.count - plain.paragraphs.count == filled.lines.count - plain.lines.count)
    }
}
