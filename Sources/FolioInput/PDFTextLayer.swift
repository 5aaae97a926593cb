import CPoppler
import FolioModel

/// Turns poppler's text and per-character rectangles into lines of words in pixel coordinates.
enum PDFTextLayer {
    /// A gap between two characters wider than this share of their height separates words even without a
    /// space: poppler's text runs the cells of a table row together ("January12,480").
    static let wordGap = 0.3

    /// Unicode's bidirectional formatting characters: LRM, RLM, ALM, the embeddings and overrides (LRE, RLE,
    /// PDF, LRO, RLO) and the isolates (LRI, RLI, FSI, PDI). Measured on tabula-java's indictb1h_14.pdf (Hebrew):
    /// 2,356 characters of text, 956 of them these controls, and 1,400 rectangles.
    static let bidiControls: Set<UInt32> = [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E,
                                           0x2066, 0x2067, 0x2068, 0x2069]

    /// Lines of words from `text` (lines split at newlines, words at white space and at wide gaps between
    /// characters), rectangles scaled by `scale` (pixels per point). Characters without a rectangle are kept in
    /// the text but add no area.
    static func lines(text: String, rects: [PopplerRectangle], scale: Double) -> [Line] {
        styledLines(text: text, rects: rects, styles: [], scale: scale).lines
    }

    /// `lines(text:rects:scale:)` with the type each word is set in (`TextStyle.prevailing` over its characters).
    /// `styles` runs over the same character offsets as `rects`; a word none of whose characters has a style gets
    /// nil.
    static func styledLines(text: String, rects: [PopplerRectangle], styles: [(range: Range<Int>, style: TextStyle)],
                            scale: Double) -> (lines: [Line], styles: [[TextStyle?]]) {
        var styleAt: [TextStyle?] = []
        if let end = styles.map(\.range.upperBound).max(), end > 0, end <= 50_000_000 {
            styleAt = Array(repeating: nil, count: end)
            for run in styles { for i in run.range { styleAt[i] = run.style } }
        }
        var lineStyles: [[TextStyle?]] = []
        var wordStyles: [TextStyle?] = []
        var characterStyles: [(TextStyle, Int)] = []
        var lines: [Line] = []
        var words: [Word] = []
        var current = ""
        var box: Box?
        var previous: Box?
        // The current word's characters' left edges while they run left to right, each with its own box.
        var lefts: [Double] = [], leftToRight = true
        func endWord() {
            if !current.isEmpty, let b = box {
                let edges = leftToRight && lefts.count == current.unicodeScalars.count ? lefts + [previous?.maxX ?? b.maxX] : nil
                words.append(Word(text: current, box: b, confidence: 1, glyphEdges: edges))
                wordStyles.append(TextStyle.prevailing(characterStyles))
            }
            characterStyles = []
            current = ""
            box = nil
            lefts = []
            leftToRight = true
        }
        func endLine() {
            endWord()
            if !words.isEmpty {
                lines.append(Line(words: words))
                lineStyles.append(wordStyles)
            }
            words = []
            wordStyles = []
        }
        // poppler gives every character a rectangle except the bidirectional controls it writes around
        // right-to-left runs, so the rectangle of a character is counted without them.
        var offset = -1
        for scalar in text.unicodeScalars {
            if Self.bidiControls.contains(scalar.value) {
                // Invisible marks, no text either.
                continue
            }
            offset += 1
            if scalar == "\n" {
                endLine()
                previous = nil
            } else if scalar.properties.isWhitespace {
                endWord()
            } else {
                var charBox: Box?
                if offset < rects.count {
                    let r = rects[offset]
                    charBox = Box(x: min(r.x1, r.x2) * scale, y: min(r.y1, r.y2) * scale,
                                  width: abs(r.x2 - r.x1) * scale, height: abs(r.y2 - r.y1) * scale)
                }
                if let charBox, let last = previous {
                    let height = max(charBox.height, last.height), across = max(charBox.width, last.width)
                    let verticalGap = max(charBox.y - last.maxY, last.y - charBox.maxY)
                    if abs((charBox.y + charBox.height / 2) - (last.y + last.height / 2)) <= 0.6 * height {
                        // Along a horizontal line.
                        if charBox.x - last.maxX > wordGap * height || charBox.maxX < last.x { endWord() }
                    } else if abs((charBox.x + charBox.width / 2) - (last.x + last.width / 2)) <= 0.6 * across,
                              verticalGap <= across {
                        // Along a vertical line: text turned a quarter (a rotated table, a spine label).
                        if verticalGap > wordGap * across { endWord() }
                        leftToRight = false
                    } else {
                        endLine()
                    }
                }
                current.unicodeScalars.append(scalar)
                if offset < styleAt.count, let style = styleAt[offset] { characterStyles.append((style, 1)) }
                if let charBox {
                    if let last = lefts.last, charBox.x < last { leftToRight = false }
                    lefts.append(charBox.x)
                    box = box.map { $0.union(charBox) } ?? charBox
                    previous = charBox
                } else {
                    leftToRight = false
                }
            }
        }
        endLine()
        return insetLinesJoined(lines, styles: lineStyles)
    }

    /// Whether extracted text is real text: enough characters, few replacement or private-use ones.
    static func isUsable(_ text: String, minimumCharacters: Int = 10) -> Bool {
        var visible = 0, bad = 0
        for s in text.unicodeScalars where !s.properties.isWhitespace {
            visible += 1
            if s == "\u{FFFD}" || (0xE000...0xF8FF).contains(s.value) || s.value < 0x20 { bad += 1 }
        }
        return visible >= minimumCharacters && Double(bad) <= 0.1 * Double(visible)
    }
}
