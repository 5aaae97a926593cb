import FolioModel

/// A text line as the layout stages see it: its box, the type it is set in, and the list marker it opens with.
struct LayoutLine {
    /// Index of the line in the page's `lines`.
    var index: Int
    var line: Line
    /// The type size in points (the PDF's, or estimated from the letters on a scan).
    var pointSize: Double
    /// Bold type; nil when the source does not say.
    var bold: Bool?
    /// The list marker the line opens with, if any.
    var marker: ListMarker?
    /// The words after the marker (all words when there is none, or the marker is a mark beside the text).
    var textWords: [Word]
    /// Of those, the ones that go into the text (`PageLayout.Input.isReadable`).
    var readingWords: [Word]
    /// The marker as the text has it, for the transcript: the word read ("3.", "o", or the glyph OCR glued to a
    /// word), nil for a bullet drawn without text or a marker word OCR was unsure of.
    var markerAsRead: String?
    /// Where the marker starts (its left edge), or the line's left edge.
    var markerX: Double

    var box: Box { line.box }
    var text: String { readingWords.map(\.text).joined(separator: " ") }
    /// Where the line's own text starts, after the marker.
    var textX: Double { textWords.first?.box.x ?? line.box.x }
    var characterCount: Int { line.text.count }
}

extension LayoutLine {
    /// The em of a word's type estimated from its height and letters, in the word box's units: a word with
    /// capitals, digits or ascenders stands about 0.73 em high, one of x-height letters 0.53 em; descenders add
    /// about 0.22 em. Nil for words too short to say (punctuation).
    static func emHeight(of word: Word) -> Double? {
        var tall = false, low = false, letters = 0
        for c in word.text {
            if c.isLetter || c.isNumber { letters += 1 } else { continue }
            if c.isUppercase || c.isNumber || "bdfhklt".contains(c) { tall = true }
            if "gjpqy".contains(c) { low = true }
        }
        guard letters >= 2, word.box.height > 0 else { return nil }
        let ems = (tall ? 0.73 : 0.53) + (low ? 0.22 : 0)
        return word.box.height / ems
    }

    /// The type size of a line in points, estimated from its words' heights at `dpi`: the median of the
    /// words' estimates, or the line's height as one em when no word says.
    static func estimatedPointSize(of line: Line, dpi: Double) -> Double {
        let ems = line.words.compactMap(emHeight(of:)).sorted()
        let em = ems.isEmpty ? line.box.height : ems[ems.count / 2]
        return em / max(dpi, 1) * 72
    }
}

extension LayoutLine {
    /// Whether `word` is a word of letters, as running text is made of: two letters or more, and more letters than
    /// other characters ("Chq." is one; "25-Jun-16", "8.25%" and "$3.00" are not).
    static func isOfLetters(_ word: Word) -> Bool {
        let letters = word.text.count(where: \.isLetter)
        return letters >= 2 && 2 * letters > word.text.count
    }

    /// A line of running text: four words of letters or more.
    var isProse: Bool { line.words.count(where: Self.isOfLetters) >= 4 }
}
