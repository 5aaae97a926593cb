import FolioModel

/// Lines cut where a gap between two words is far wider than any word space: a PDF's text layer runs the lines
/// of two columns together where they share a baseline, and the layout reads each column on its own.
public enum LineSegments {
    /// A gap wider than this many line heights splits a line (a gutter is two or more; a justified space one at
    /// most).
    public static let splitGap = 1.5

    /// The pieces of `lines`, each with the type of the line it came from.
    public static func split(_ lines: [Line], styles: [TextStyle?]) -> (lines: [Line], styles: [TextStyle?]) {
        var pieces: [Line] = [], pieceStyles: [TextStyle?] = []
        for (index, line) in lines.enumerated() {
            let style = index < styles.count ? styles[index] : nil
            var current: [Word] = []
            for word in line.words {
                if let last = current.last, word.box.x - last.box.maxX > splitGap * max(line.box.height, 1) {
                    pieces.append(Line(words: current))
                    pieceStyles.append(style)
                    current = []
                }
                current.append(word)
            }
            if current.count == line.words.count {
                pieces.append(line)
            } else if !current.isEmpty {
                pieces.append(Line(words: current))
            } else {
                continue
            }
            pieceStyles.append(style)
        }
        return (pieces, pieceStyles)
    }
}
