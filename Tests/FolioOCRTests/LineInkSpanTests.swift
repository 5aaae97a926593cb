import Testing

@testable import FolioOCR

/// The ink's span across a line's strip: the words' boxes are drawn from it, not from the detector's padded box.
@Suite struct LineInkSpanTests {
    /// A 48-row strip, white, with the given rows inked over `columns` of its 200 columns.
    func strip(_ inked: [(rows: ClosedRange<Int>, columns: Range<Int>)]) -> [Float] {
        var values = [Float](repeating: 1, count: 48 * 200)
        for part in inked {
            for row in part.rows { for column in part.columns { values[row * 200 + column] = -1 } }
        }
        return values
    }

    func span(_ values: [Float]) -> ClosedRange<Double> {
        values.withUnsafeBufferPointer { LineInkSpan.rows(of: $0.baseAddress!, width: 200, height: 48, rowLength: 200) }
    }

    @Test func theSpanIsTheLinesInkWithAMargin() {
        // Text on rows 12…35 (24 rows): 15 % of it, 3.6 rows, is kept either side.
        let found = span(strip([(12...35, 20..<150)]))
        #expect(abs(found.lowerBound * 48 - 8.4) < 0.01)
        #expect(abs(found.upperBound * 48 - 39.6) < 0.01)
    }

    @Test func aNeighboursDescendersAndARuleInTheBoxStayOut() {
        // The line above's descenders on rows 0…3, a blank row, the text on rows 10…33, and a table rule
        // across the strip on rows 44…45 that the padded box took in.
        let found = span(strip([(0...3, 30..<60), (10...33, 20..<150), (44...45, 0..<200)]))
        #expect(found.lowerBound * 48 > 5 && found.lowerBound * 48 < 10)
        #expect(found.upperBound * 48 > 34 && found.upperBound * 48 < 39)
    }

    @Test func aBlankStripKeepsTheWholeBox() {
        #expect(span(strip([])) == 0...1)
    }
}
