import FolioModel

extension RecognizedLine {
    /// Kept beyond a word's ink at either end, as a share of the line's ink height (with its margins).
    static let inkMargin = 0.05

    /// The line's words (split at spaces), each boxed from the time steps its characters were read at and
    /// scored by its characters' mean probability (the least sure character and the line's detection score kept
    /// as evidence for calibration).
    var words: [Word] {
        var groups: [[CTCDecoder.Character]] = [[]]
        for character in characters {
            if character.text == " " {
                if !groups[groups.count - 1].isEmpty { groups.append([]) }
            } else {
                groups[groups.count - 1].append(character)
            }
        }
        return groups.filter { !$0.isEmpty }.map { group in
            // A character's peak falls inside its glyph; half a step either side covers its edges.
            var start = (Double(group[0].firstStep) - 0.5) * stepWidth
            var end = (Double(group[group.count - 1].lastStep) + 1.5) * stepWidth
            // Narrowed to the word's ink where the steps, which overreach by up to a step either side, reach onto
            // a column rule beside the word (the rule then seems to run through it). Elsewhere the steps' span
            // stands: drawn in everywhere, a title's words came apart enough to fit a table's columns.
            if let inkColumns {
                let inkHeight = (inkSpan.upperBound - inkSpan.lowerBound) * Double(LineRecognizer.inputHeight)
                let margin = max(1, Self.inkMargin * inkHeight)
                (start, end) = inkColumns.tightened(from: start, to: end, margin: margin)
            }
            let from = min(max(start / inputWidth, 0), 1), to = min(max(end / inputWidth, 0), 1)
            let top = inkSpan.lowerBound, bottom = inkSpan.upperBound
            let corners = [point(along: from, depth: top), point(along: to, depth: top),
                           point(along: to, depth: bottom), point(along: from, depth: bottom)]
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let box = Box(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            let probability = group.reduce(0) { $0 + $1.probability } / Double(group.count)
            return Word(text: group.map(\.text).joined(), box: box, confidence: probability,
                        evidence: WordEvidence(characterConfidence: probability, isDictionaryWord: false,
                                               lowestCharacterConfidence: group.map(\.probability).min(),
                                               detectionScore: detectionScore))
        }
    }
}
