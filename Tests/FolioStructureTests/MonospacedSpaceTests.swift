import FolioModel
@testable import FolioStructure
import Testing

/// Code spans in running text (`make verify`): a monospaced space is as wide as a gutter between chunks, and a
/// bulleted list of such lines had been read as a table (layout-dev's k8s-community_pull-requests, page 2).
struct MonospacedSpaceTests {
    /// A text-layer word at x with its glyph edges: `advances` per character, cycled (one value: monospaced).
    static func word(_ text: String, _ x: Double, y: Double, advances: [Double]) -> Word {
        var edges = [x]
        for i in 0..<text.unicodeScalars.count { edges.append(edges[i] + advances[i % advances.count]) }
        return Word(text: text, box: Box(x: x, y: y, width: edges.last! - x, height: 30), confidence: 1,
                    glyphEdges: edges)
    }

    /// One line: proportional words ("Run and pass") one 10 px space apart, then monospaced words 20 px a
    /// character, `gap` apart.
    static func line(_ code: [String], y: Double, gap: Double, proportional: [Double] = [12, 19]) -> [Word] {
        var words: [Word] = []
        var x = 100.0
        for text in ["Run", "and", "pass"] {
            let w = word(text, x, y: y, advances: proportional)
            words.append(w)
            x = w.box.maxX + 10
        }
        for text in code {
            let w = word(text, x, y: y, advances: [20])
            words.append(w)
            x = w.box.maxX + gap
        }
        return words
    }

    @Test func aCodeSpansSpaceKeepsItsLineOneChunk() {
        let rows = TextRow.rows(of: Self.line(["make", "verify"], y: 100, gap: 20), gap: 13.5)
        #expect(rows.map(\.chunks.count) == [1])
        // Three such lines of a bulleted list are no table.
        let lines = [["make", "verify"], ["make", "test"], ["make", "test-integration"]].enumerated().flatMap {
            Self.line($0.element, y: 100 + Double($0.offset) * 45, gap: 20)
        }
        let tables = AlignedTableFinder().tables(on: PageEvidence(width: 2480, height: 3508, dpi: 300, words: lines,
                                                                  rules: []))
        #expect(tables.isEmpty)
    }

    @Test func aWiderGapOrProportionalWordsOrFiguresStillSplit() {
        // Two characters and more: a gutter.
        #expect(TextRow.rows(of: Self.line(["make", "verify"], y: 100, gap: 45), gap: 13.5).map(\.chunks.count) == [2])
        // Proportional words the same gap apart: their advances differ, so no space is typed that wide.
        let proportional = [Self.word("Region", 100, y: 100, advances: [12, 19]),
                            Self.word("North", 220, y: 100, advances: [12, 19])]
        #expect(TextRow.rows(of: proportional, gap: 13.5).map(\.chunks.count) == [2])
        // Figures are set at one advance in most fonts: columns of them stay columns.
        let figures = [Self.word("1204", 100, y: 100, advances: [20]), Self.word("3107", 200, y: 100, advances: [20])]
        #expect(TextRow.rows(of: figures, gap: 13.5).map(\.chunks.count) == [2])
    }
}
