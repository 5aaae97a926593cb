import FolioModel
@testable import FolioStructure
import Testing

@Suite struct PageTurnTests {
    /// A 5 × 3 table of numbers, upright.
    func uprightTable() -> PageSketch {
        var page = PageSketch()
        for r in 0..<5 {
            let y = 300 + Double(r) * 50
            page.word(r == 0 ? "Region" : "Area\(r)", 100, y)
            page.word(r == 0 ? "Sales" : "\(r * 100).50", 600, y)
            page.word(r == 0 ? "Change" : "\(r).5%", 1000, y)
        }
        return page
    }

    @Test(arguments: [PageTurn.Direction.topToBottom, .bottomToTop])
    func aTableSetSidewaysIsFoundAsIfUprightAndKeepsItsPlace(direction: PageTurn.Direction) throws {
        let upright = uprightTable()
        // The same page as printed sideways: the page is 3508 wide and 2480 high, the table's rows run down
        // (or up) the page, each row one vertical line of words in reading order.
        let sideways = PageTurn(direction: direction, width: upright.height, height: upright.width)
        var words: [Word] = []
        var lines: [Line] = []
        for row in stride(from: 0, to: upright.words.count, by: 3) {
            let lineWords = upright.words[row..<(row + 3)].map { word -> Word in
                var turned = word
                turned.box = sideways.unturned(word.box)
                return turned
            }
            words += lineWords
            lines.append(Line(words: Array(lineWords)))
        }
        let turn = PageTurn.dominant(in: lines, width: upright.height, height: upright.width)
        #expect(turn.direction == direction)
        let evidence = PageEvidence(width: upright.height, height: upright.width, dpi: 300, words: words, rules: [])
        let table = try #require(TableExtractor().tables(on: turn.upright(evidence)).map(turn.back).first)
        #expect(PageSketch.grid(table)[0] == ["Region", "Sales", "Change"])
        #expect(PageSketch.grid(table)[4] == ["Area4", "400.50", "4.5%"])
        // Turned back, the table's box is where its words are on the sideways page.
        let wordsBox = try #require(Box.enclosing(words.map(\.box)))
        #expect(table.box.contains(wordsBox) || wordsBox.contains(table.box))
    }

    @Test func anUprightPageStaysAsItIs() {
        let page = uprightTable()
        let lines = stride(from: 0, to: page.words.count, by: 3).map { Line(words: Array(page.words[$0..<($0 + 3)])) }
        #expect(PageTurn.dominant(in: lines, width: page.width, height: page.height).direction == .upright)
    }
}
