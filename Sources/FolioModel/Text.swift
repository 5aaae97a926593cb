/// One recognised word with its box and confidence in 0...1.
public struct Word: Codable, Sendable, Hashable {
    public var text: String
    public var box: Box
    public var confidence: Double
    /// Alternative readings, best first, when the recognizer was asked for them (extra field; absent otherwise).
    public var candidates: [WordCandidate]?
    /// What the recognizer saw of the word while reading it; used inside the OCR engine, neither encoded nor
    /// stored.
    public var evidence: WordEvidence?

    enum CodingKeys: String, CodingKey { case text, box, confidence, candidates }

    public init(text: String, box: Box, confidence: Double, candidates: [WordCandidate]? = nil,
                evidence: WordEvidence? = nil) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.candidates = candidates
        self.evidence = evidence
    }
}

/// The recognizer's own view of a word, beside its word confidence.
public struct WordEvidence: Sendable, Hashable {
    /// Mean of the word's per-character confidences, 0...1.
    public var characterConfidence: Double
    /// Whether the recognizer found the word in its dictionaries.
    public var isDictionaryWord: Bool
    /// The least sure of the word's characters, 0...1, when the recognizer reports it.
    public var lowestCharacterConfidence: Double?
    /// How surely the text detector found the word's line, 0...1, when the engine has one.
    public var detectionScore: Double?

    public init(characterConfidence: Double, isDictionaryWord: Bool, lowestCharacterConfidence: Double? = nil,
                detectionScore: Double? = nil) {
        self.characterConfidence = characterConfidence
        self.isDictionaryWord = isDictionaryWord
        self.lowestCharacterConfidence = lowestCharacterConfidence
        self.detectionScore = detectionScore
    }
}

/// An alternative reading of a word with its confidence in 0...1.
public struct WordCandidate: Codable, Sendable, Hashable {
    public var text: String
    public var confidence: Double

    public init(text: String, confidence: Double) {
        self.text = text
        self.confidence = confidence
    }
}

/// One text line: its words in reading order.
public struct Line: Codable, Sendable, Hashable {
    public var text: String
    public var box: Box
    public var confidence: Double
    public var words: [Word]

    public init(text: String, box: Box, confidence: Double, words: [Word]) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.words = words
    }

    /// A line built from words: text joined by spaces, box enclosing them, confidence weighted by characters.
    public init(words: [Word]) {
        self.words = words
        self.text = words.map(\.text).joined(separator: " ")
        self.box = Box.enclosing(words.map(\.box)) ?? Box(x: 0, y: 0, width: 0, height: 0)
        self.confidence = Confidence.weighted(words.map { ($0.confidence, $0.text.count) })
    }
}

/// A paragraph: a block of lines, in reading order among the page's blocks.
public struct Paragraph: Codable, Sendable, Hashable {
    public var order: Int
    public var text: String
    public var box: Box

    public init(order: Int, text: String, box: Box) {
        self.order = order
        self.text = text
        self.box = box
    }
}

/// Aggregation of per-item confidences.
public enum Confidence {
    /// Mean of `(confidence, weight)` pairs weighted by `weight`; 0 when nothing weighs.
    public static func weighted(_ items: [(Double, Int)]) -> Double {
        let total = items.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return 0 }
        return items.reduce(0.0) { $0 + $1.0 * Double($1.1) } / Double(total)
    }
}
