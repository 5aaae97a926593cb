import CTesseract
import FolioModel

extension WordEvidence {
    /// The evidence for the word under `iterator`: its characters' mean confidence and Tesseract's dictionary
    /// verdict. Tesseract's word confidence also carries its doubt about where the word starts and ends; a word
    /// whose every character is sure can score 0.1 (sroie-dev), so the characters are asked separately.
    static func read(_ iterator: OpaquePointer) -> WordEvidence? {
        guard let copy = TessResultIteratorCopy(iterator) else { return nil }
        defer { TessResultIteratorDelete(copy) }
        let pageIterator = TessResultIteratorGetPageIterator(copy)
        var sum = 0.0
        var count = 0
        repeat {
            if let text = TessResultIteratorGetUTF8Text(copy, RIL_SYMBOL) {
                let blank = String(cString: text).allSatisfy(\.isWhitespace)
                TessDeleteText(text)
                if !blank {
                    sum += min(1, max(0, Double(TessResultIteratorConfidence(copy, RIL_SYMBOL)) / 100))
                    count += 1
                }
            }
            if TessPageIteratorIsAtFinalElement(pageIterator, RIL_WORD, RIL_SYMBOL) != 0 { break }
        } while TessResultIteratorNext(copy, RIL_SYMBOL) != 0
        guard count > 0 else { return nil }
        return WordEvidence(characterConfidence: sum / Double(count),
                            isDictionaryWord: TessResultIteratorWordIsFromDictionary(iterator) != 0)
    }
}
