import FolioModel

/// What the engine read on one page image.
public struct OCRPage: Sendable, Hashable {
    public var lines: [Line]
    public var paragraphs: [Paragraph]
    /// Lines joined by newlines, paragraphs separated by a blank line.
    public var transcript: String
    /// Character-weighted mean word confidence, 0...1.
    public var confidence: Double

    public init(lines: [Line], paragraphs: [Paragraph], transcript: String, confidence: Double) {
        self.lines = lines
        self.paragraphs = paragraphs
        self.transcript = transcript
        self.confidence = confidence
    }
}
