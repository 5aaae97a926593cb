/// A page whose transcript matches a full-text search.
public struct SearchHit: Sendable, Hashable, Codable {
    /// The id of the document the page belongs to.
    public var documentID: String
    /// The path the document was last processed from.
    public var path: String
    /// The page's index, as in `Page.index`.
    public var pageIndex: Int
    /// A short extract of the transcript around the matches, each match wrapped in `[` and `]`.
    public var snippet: String
    /// The FTS5 BM25 rank: lower (more negative) is a better match; hits come best first.
    public var rank: Double

    /// Makes a hit.
    public init(documentID: String, path: String, pageIndex: Int, snippet: String, rank: Double) {
        self.documentID = documentID
        self.path = path
        self.pageIndex = pageIndex
        self.snippet = snippet
        self.rank = rank
    }
}
