import FolioModel

/// Lines of words for a page set partly right to left, from poppler-cpp's word list (`SplashRenderer.words`).
///
/// poppler-glib's page text is a selection over the whole page, and that selection leaves out most lines set
/// right to left: on tabula-java's arabic.pdf it holds 20 of the page's 111 characters, on its indictb1h_14.pdf a
/// row of years, on mednine.pdf (Arabic) a fifth of each page. The word list holds every word, its characters
/// in the order their glyphs stand, left to right. Here each right-to-left word is turned back into the order it
/// is read (its characters and their rectangles reversed), words are split at wide gaps as `PDFTextLayer` splits
/// them, words standing level across the page make one line (as poppler-glib's text runs a table's row
/// together), and each line's words are put in reading order: right to left where most of its letters are
/// right-to-left ones, left to right otherwise.
enum RightToLeftWords {
    /// One word of the word list: its characters, each with its rectangle in points, and its type.
    struct Piece {
        var scalars: [Unicode.Scalar]
        var boxes: [Box]
        var style: TextStyle?

        /// The rectangle around its characters (points).
        var box: Box { Box.enclosing(boxes) ?? Box(x: 0, y: 0, width: 0, height: 0) }
        var middle: Double { box.y + box.height / 2 }
    }

    /// The page's lines and each word's type, in `scale` pixels per point.
    static func lines(of pieces: [Piece], scale: Double) -> (lines: [Line], styles: [[TextStyle?]]) {
        var lines: [Line] = [], styles: [[TextStyle?]] = []
        var current: [Piece] = []
        func endLine() {
            guard !current.isEmpty else { return }
            let ordered = inReadingOrder(attachingMarks(current))
            lines.append(Line(words: ordered.map { piece in
                Word(text: String(String.UnicodeScalarView(piece.scalars)), box: piece.box.scaled(by: scale),
                     confidence: 1)
            }))
            styles.append(ordered.map(\.style))
            current = []
        }
        // Rows across the whole page, as poppler-glib's text runs: the word list gives a table's columns one
        // after the other.
        for piece in pieces.flatMap(splitAtGaps).sorted(by: { $0.middle < $1.middle }) {
            if let first = current.first, !onOneLine(first, piece) { endLine() }
            current.append(piece)
        }
        endLine()
        return (lines, styles)
    }

    /// `piece` cut where two neighbouring characters stand further apart than `PDFTextLayer.wordGap` of their
    /// height, each part turned into reading order when it is right to left.
    static func splitAtGaps(_ piece: Piece) -> [Piece] {
        var parts: [Piece] = []
        var part = Piece(scalars: [], boxes: [], style: piece.style)
        for (scalar, box) in zip(piece.scalars, piece.boxes) {
            if let last = part.boxes.last, box.x - last.maxX > PDFTextLayer.wordGap * max(box.height, last.height) {
                parts.append(part)
                part = Piece(scalars: [], boxes: [], style: piece.style)
            }
            if scalar.properties.isWhitespace { continue }
            part.scalars.append(scalar)
            part.boxes.append(box)
        }
        parts.append(part)
        return parts.filter { !$0.scalars.isEmpty }.map { part in
            guard part.scalars.contains(where: \.isRightToLeftLetter) else { return part }
            return Piece(scalars: part.scalars.reversed(), boxes: part.boxes.reversed(), style: part.style)
        }
    }

    /// `line` with each word made only of combining marks (an Arabic tanween poppler sets apart above its letter)
    /// put into the word it stands over, after the letter it overlaps most.
    static func attachingMarks(_ line: [Piece]) -> [Piece] {
        var words = line.filter { !isMarks($0) }
        for mark in line where isMarks(mark) {
            let markBox = mark.box
            func overlap(_ box: Box) -> Double { min(box.maxX, markBox.maxX) - max(box.x, markBox.x) }
            guard let (w, c) = words.indices.flatMap({ w in words[w].boxes.indices.map { (w, $0) } })
                .max(by: { overlap(words[$0.0].boxes[$0.1]) < overlap(words[$1.0].boxes[$1.1]) }),
                overlap(words[w].boxes[c]) > 0 else {
                words.append(mark)
                continue
            }
            words[w].scalars.insert(contentsOf: mark.scalars, at: c + 1)
            words[w].boxes.insert(contentsOf: mark.boxes, at: c + 1)
        }
        return words
    }

    private static func isMarks(_ piece: Piece) -> Bool {
        piece.scalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
    }

    /// Whether two words stand on one line: their middles within 0.6 of the taller one's height.
    private static func onOneLine(_ a: Piece, _ b: Piece) -> Bool {
        abs(a.middle - b.middle) <= 0.6 * max(a.box.height, b.box.height)
    }

    /// A line's words from the right when most of its letters are right-to-left ones, else from the left.
    private static func inReadingOrder(_ line: [Piece]) -> [Piece] {
        let left = { (piece: Piece) in piece.boxes.map(\.x).min() ?? 0 }
        return WritingDirection.isMostlyRightToLeft(line.lazy.flatMap(\.scalars))
            ? line.sorted { left($0) > left($1) } : line.sorted { left($0) < left($1) }
    }
}
