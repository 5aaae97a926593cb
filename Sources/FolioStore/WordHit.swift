import FolioModel

/// A stored word, located: what `Store.lowConfidenceWords(below:limit:)` returns.
public struct WordHit: Sendable, Hashable, Codable {
    /// The id of the document the word is in.
    public var documentID: String
    /// The path the document was last processed from.
    public var path: String
    /// The index of the word's page, as in `Page.index`.
    public var pageIndex: Int
    /// The word as recognised.
    public var text: String
    /// The recogniser's confidence in 0...1.
    public var confidence: Double
    /// Where the word is on its page, in page pixels.
    public var box: Box

    /// Makes a hit.
    public init(documentID: String, path: String, pageIndex: Int, text: String, confidence: Double, box: Box) {
        self.documentID = documentID
        self.path = path
        self.pageIndex = pageIndex
        self.text = text
        self.confidence = confidence
        self.box = box
    }
}
