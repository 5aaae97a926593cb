import CTesseract
import FolioModel

/// Alternative readings of the word under a result iterator, built from Tesseract's per-character choices
/// (`lstm_choice_mode` 2): the word itself, then the word with one character replaced by one of its
/// alternatives, ranked by the alternative's confidence relative to the chosen character's.
enum WordAlternatives {
    static func read(_ iterator: OpaquePointer, word: String, confidence: Double, limit: Int) -> [WordCandidate] {
        guard limit > 0, let copy = TessResultIteratorCopy(iterator) else { return [] }
        defer { TessResultIteratorDelete(copy) }
        let pageIterator = TessResultIteratorGetPageIterator(copy)
        // Per character position: (chosen text, [(alternative text, confidence 0...1)]) best first.
        var positions: [[(text: String, confidence: Double)]] = []
        repeat {
            var choices: [(text: String, confidence: Double)] = []
            if let choice = TessResultIteratorGetChoiceIterator(copy) {
                repeat {
                    if let text = TessChoiceIteratorGetUTF8Text(choice) {
                        choices.append((String(cString: text), Double(TessChoiceIteratorConfidence(choice)) / 100))
                    }
                } while TessChoiceIteratorNext(choice) != 0
                TessChoiceIteratorDelete(choice)
            }
            positions.append(choices.sorted { $0.confidence > $1.confidence })
            if TessPageIteratorIsAtFinalElement(pageIterator, RIL_WORD, RIL_SYMBOL) != 0 { break }
        } while TessResultIteratorNext(copy, RIL_SYMBOL) != 0

        let chosen = positions.map { $0.first?.text ?? "" }
        var variants: [WordCandidate] = [WordCandidate(text: word, confidence: confidence)]
        for (index, choices) in positions.enumerated() {
            guard let best = choices.first, best.confidence > 0 else { continue }
            for alternative in choices.dropFirst() where !alternative.text.isEmpty {
                var letters = chosen
                letters[index] = alternative.text
                let text = letters.joined()
                guard text != word, !variants.contains(where: { $0.text == text }) else { continue }
                let ratio = min(1, max(0, alternative.confidence / best.confidence))
                variants.append(WordCandidate(text: text, confidence: confidence * ratio))
            }
        }
        return Array(variants.sorted { $0.confidence > $1.confidence }.prefix(limit))
    }
}
