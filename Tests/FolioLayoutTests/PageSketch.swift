import FolioModel

/// A page drawn with text lines at given positions, as a text layer would give them: words 14 pixels wide per
/// character, lines `size` points high at 100 dpi (a word box is one em high).
struct PageSketch {
    var lines: [Line] = []
    var styles: [TextStyle?] = []

    mutating func line(_ text: String, x: Double, y: Double, size: Double = 11, bold: Bool = false, confidence: Double = 1) {
        let em = size / 72 * 100
        var words: [Word] = []
        var cursor = x
        for token in text.split(separator: " ") {
            let width = Double(token.count) * 0.5 * em
            words.append(Word(text: String(token), box: Box(x: cursor, y: y, width: width, height: em), confidence: confidence))
            cursor += width + 0.3 * em
        }
        lines.append(Line(words: words))
        styles.append(TextStyle(pointSize: size, bold: bold))
    }

    /// Three lines of running text at x 100 from `y` (eight words or more each), so the page reads as prose.
    mutating func runningText(y: Double) {
        line("Follow these rules when you add a link to any of the lists kept in this", x: 100, y: y)
        line("repository, so that readers find what they look for and the maintainers", x: 100, y: y + 22)
        line("can check each change quickly before it is merged into the main branch.", x: 100, y: y + 44)
    }

    func input(width: Double = 850, height: Double = 1100) -> PageLayout.Input {
        PageLayout.Input(width: width, height: height, dpi: 100, lines: lines, styles: styles)
    }
}

import FolioLayout
