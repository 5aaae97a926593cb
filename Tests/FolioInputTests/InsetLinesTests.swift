@testable import FolioInput
import FolioModel
import Testing

/// Lines poppler set apart inside another line's gap are put back into it, the same way on every run.
@Suite struct InsetLinesTests {
    func word(_ text: String, x: Double, y: Double, width: Double) -> Word {
        Word(text: text, box: Box(x: x, y: y, width: width, height: 30), confidence: 1)
    }

    /// Forty rows of an electoral roll (camelot's electoral_roll.pdf): ": Madan Lal", a gap, ": Dharamvir Nanda",
    /// and in the gap a label set over two rows at one x, "Father's" above "Name". Each row reads "Father's Name"
    /// in its gap; before the ties were broken, the order of each pair followed a dictionary's, which changes
    /// from run to run (and within a run, from row to row).
    @Test func aLabelSetOverTwoRowsAtOneXReadsTopFirstInEveryRow() {
        var lines: [Line] = []
        for row in 0..<40 {
            let y = Double(row) * 200 + 400
            lines.append(Line(words: [word(":", x: 1026, y: y, width: 8), word("Madan", x: 1038, y: y + 7, width: 82),
                                      word("Lal", x: 1127, y: y + 7, width: 39), word(":", x: 1806, y: y, width: 8),
                                      word("Dharamvir", x: 1818, y: y + 7, width: 127)]))
            lines.append(Line(words: [word("Father's", x: 1650, y: y - 12, width: 98)]))
            lines.append(Line(words: [word("Name", x: 1650, y: y + 14, width: 69)]))
        }
        let styles = lines.map { $0.words.map { _ in TextStyle?.none } }
        let joined = PDFTextLayer.insetLinesJoined(lines, styles: styles).lines
        #expect(joined.count == 40)
        for line in joined {
            #expect(line.words.map(\.text) == [":", "Madan", "Lal", "Father's", "Name", ":", "Dharamvir"])
        }
    }
}
