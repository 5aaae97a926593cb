import FolioModel
@testable import FolioStructure
import Testing

@Suite struct CellTextTests {
    func word(_ text: String, x: Double, y: Double, height: Double = 40, line: Int?) -> Word {
        var word = Word(text: text, box: Box(x: x, y: y, width: Double(text.count) * 20, height: height), confidence: 1)
        word.line = line
        return word
    }

    /// A photographed receipt's letterhead in one cell (receipt-photos-dev 1036): three lines set so close, and
    /// tilted, that their words' boxes share most of their height. Parted by the page's lines they are three lines;
    /// by the boxes alone they ran together ("1304 Pappadeaux Copeland (817) Rd, Seafood …").
    @Test func linesSetCloseStayApartByThePageLines() {
        let words = [
            word("Pappadeaux", x: 120, y: 100, line: 2), word("Seafood", x: 340, y: 104, line: 2),
            // A part of the first line the reader read as a line of its own, beside it.
            word("(030)", x: 520, y: 103, line: 9),
            word("1304", x: 20, y: 118, line: 3), word("Copeland", x: 120, y: 122, line: 3),
            word("Rd,", x: 300, y: 126, line: 3), word("Arlington", x: 380, y: 130, line: 3),
            word("(817)", x: 140, y: 146, line: 4), word("543-0544", x: 260, y: 150, line: 4),
        ]
        #expect(CellText.text(of: words) == "Pappadeaux Seafood (030) 1304 Copeland Rd, Arlington (817) 543-0544")
        // Without the page's lines, the boxes alone decide (and run the lines together).
        let unlined = words.map { word -> Word in
            var word = word
            word.line = nil
            return word
        }
        #expect(CellText.text(of: unlined) != CellText.text(of: words))
    }

    /// Two parts of one line the reader kept apart (a gap wide enough to end its line) are one line, left to right;
    /// a line below stays below.
    @Test func partsOfOneLineSideBySideAreOneLine() {
        let words = [
            word("Total", x: 20, y: 100, line: 5), word("due", x: 130, y: 100, line: 5),
            word("12.50", x: 400, y: 102, line: 6),
            word("thank", x: 20, y: 160, line: 7), word("you", x: 140, y: 160, line: 7),
        ]
        #expect(CellText.text(of: words) == "Total due 12.50 thank you")
    }
}
