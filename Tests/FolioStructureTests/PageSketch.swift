import FolioModel
@testable import FolioStructure

/// Builds page evidence by hand: words at places, rules along lines (page pixels at 300 dpi, text 30 px high).
struct PageSketch {
    var words: [Word] = []
    var rules: [RuleSegment] = []
    var width = 2480.0, height = 3508.0

    /// A word at (x, y), 18 px wide per character, 30 px high.
    mutating func word(_ text: String, _ x: Double, _ y: Double) {
        words.append(Word(text: text, box: Box(x: x, y: y, width: Double(text.count) * 18, height: 30), confidence: 1))
    }

    /// Words of a text at (x, y), split at spaces, one space (12 px) apart.
    mutating func text(_ text: String, _ x: Double, _ y: Double) {
        var left = x
        for part in text.split(separator: " ") {
            word(String(part), left, y)
            left += Double(part.count) * 18 + 12
        }
    }

    mutating func horizontal(y: Double, from: Double, to: Double) {
        rules.append(RuleSegment(.horizontal, box: Box(x: from, y: y - 1, width: to - from, height: 3)))
    }

    mutating func vertical(x: Double, from: Double, to: Double) {
        rules.append(RuleSegment(.vertical, box: Box(x: x - 1, y: from, width: 3, height: to - from)))
    }

    var evidence: PageEvidence { PageEvidence(width: width, height: height, dpi: 300, words: words, rules: rules) }

    /// The texts of a table as rows of cells (a merged cell's text in its top-left cell, the others empty).
    static func grid(_ table: Table) -> [[String]] {
        var grid = Array(repeating: Array(repeating: "", count: table.columnCount), count: table.rowCount)
        for cell in table.cells { grid[cell.row][cell.column] = cell.text }
        return grid
    }
}
