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
    /// For a word of a PDF's text layer set left to right: the left edge of each of its characters (Unicode
    /// scalars) and then the right edge of the last, in page pixels. It lets a word be cut where a table's rule
    /// cuts it (a cell's text clipped at its rule, run on into the next cell's); neither encoded nor stored.
    public var glyphEdges: [Double]?
    /// The index of the page's line OCR read the word in, set for the structure stages on OCR'd pages: a table
    /// cell's lines set so close that their words share most of their height stay apart. Neither encoded nor
    /// stored.
    public var line: Int?

    enum CodingKeys: String, CodingKey { case text, box, confidence, candidates }

    public init(text: String, box: Box, confidence: Double, candidates: [WordCandidate]? = nil,
                evidence: WordEvidence? = nil, glyphEdges: [Double]? = nil) {
        self.text = text
        self.box = box
        self.confidence = confidence
        self.candidates = candidates
        self.evidence = evidence
        self.glyphEdges = glyphEdges
    }

    /// The word cut at `x` (page pixels) between its characters, those that start left of `x` on the left; nil
    /// without glyph edges or when every character lies on one side. A character set across a cell's rule
    /// belongs to the cell it starts in: the next cell's text starts clear of the rule, and a character the rule
    /// clips is the end of the text before it ("Desig|nUMN", its "n" half under the rule, is "Design" | "UMN").
    /// A character starting less than a tenth of the word's mean character width before `x` (a rule found a
    /// pixel or two off) starts at it. Each part's box ends at `x`, so that a part lies on its own side of it
    /// (a clipped "J" alone, 1,003–1,015 px across a rule at 1,009, has its middle left of the rule).
    public func cut(at x: Double) -> (left: Word, right: Word)? {
        guard let edges = glyphEdges else { return nil }
        let scalars = Array(text.unicodeScalars)
        guard edges.count == scalars.count + 1, let first = edges.first, let last = edges.last else { return nil }
        let slack = (last - first) / Double(scalars.count) / 10
        let count = (0..<scalars.count).filter { edges[$0] < x - slack }.count
        guard count > 0, count < scalars.count else { return nil }
        let split = edges[count]
        var left = self, right = self
        left.text = String(String.UnicodeScalarView(scalars[..<count]))
        right.text = String(String.UnicodeScalarView(scalars[count...]))
        let leftEnd = max(box.x, min(split, x)), rightStart = min(box.maxX, max(split, x))
        left.box = Box(x: box.x, y: box.y, width: leftEnd - box.x, height: box.height)
        right.box = Box(x: rightStart, y: box.y, width: box.maxX - rightStart, height: box.height)
        left.glyphEdges = Array(edges[...count])
        right.glyphEdges = Array(edges[count...])
        return (left, right)
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

/// What a paragraph is on its page. The JSON spells these as DESIGN.md lists them.
public enum ParagraphRole: String, Codable, Sendable, Hashable, CaseIterable {
    case title, heading, body, caption, pageHeader, pageFooter, pageNumber, footnote

    /// Running page furniture: printed on every page, kept but out of the body's reading order.
    public var isFurniture: Bool { self == .pageHeader || self == .pageFooter || self == .pageNumber }
}

/// A paragraph: a block of lines, in reading order among the page's blocks.
public struct Paragraph: Codable, Sendable, Hashable {
    public var order: Int
    public var text: String
    public var box: Box
    /// Title, heading, body text, page furniture… (additive field; `body` when read from older exports).
    public var role: ParagraphRole
    /// A heading's level, 1 = largest (a title is level 1); nil for every other role.
    public var level: Int?
    /// The size of the paragraph's type in points: the PDF's font size on born-digital pages, estimated from
    /// the letters' height on scans. Nil when unknown. Additive field.
    public var fontSize: Double?
    /// Whether the paragraph is set in bold type; nil when unknown. Additive field.
    public var bold: Bool?

    public init(order: Int, text: String, box: Box, role: ParagraphRole = .body, level: Int? = nil,
                fontSize: Double? = nil, bold: Bool? = nil) {
        self.order = order
        self.text = text
        self.box = box
        self.role = role
        self.level = level
        self.fontSize = fontSize
        self.bold = bold
    }

    enum CodingKeys: String, CodingKey { case order, text, box, role, level, fontSize, bold }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        order = try c.decode(Int.self, forKey: .order)
        text = try c.decode(String.self, forKey: .text)
        box = try c.decode(Box.self, forKey: .box)
        role = try c.decodeIfPresent(ParagraphRole.self, forKey: .role) ?? .body
        level = try c.decodeIfPresent(Int.self, forKey: .level)
        fontSize = try c.decodeIfPresent(Double.self, forKey: .fontSize)
        bold = try c.decodeIfPresent(Bool.self, forKey: .bold)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(order, forKey: .order)
        try c.encode(text, forKey: .text)
        try c.encode(box, forKey: .box)
        try c.encode(role, forKey: .role)
        try c.encode(level, forKey: .level) // explicit null, as DESIGN.md lists the key
        try c.encodeIfPresent(fontSize, forKey: .fontSize)
        try c.encodeIfPresent(bold, forKey: .bold)
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

/// The type a piece of text is set in, as a born-digital page states it.
public struct TextStyle: Sendable, Hashable {
    /// The font size in points.
    public var pointSize: Double
    public var bold: Bool

    public init(pointSize: Double, bold: Bool) {
        self.pointSize = pointSize
        self.bold = bold
    }

    /// The style of a run of text from the styles of its pieces, each weighed by its characters: the most common
    /// size (to a tenth of a point), bold when at least `boldShare` of the characters are (a heading is bold
    /// throughout; a paragraph opening with a bold phrase is not bold). Nil when no piece has a style.
    public static func prevailing(_ pieces: [(TextStyle, Int)], boldShare: Double = 0.5) -> TextStyle? {
        let total = pieces.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return nil }
        var counts: [Int: Int] = [:]
        for (style, weight) in pieces { counts[Int((style.pointSize * 10).rounded()), default: 0] += weight }
        let size = counts.max { $0.value < $1.value || ($0.value == $1.value && $0.key < $1.key) }!.key
        let bold = pieces.filter(\.0.bold).reduce(0) { $0 + $1.1 }
        return TextStyle(pointSize: Double(size) / 10, bold: Double(bold) >= boldShare * Double(total))
    }

    /// Whether a font's name names a bold face ("DejaVuSans-Bold", "Arial,Bold", "Roboto-SemiBold", "Heavy").
    public static func isBoldFace(_ fontName: String) -> Bool {
        let name = fontName.lowercased()
        return ["bold", "black", "heavy", "semibold", "demi"].contains { name.contains($0) }
    }
}
