import GRDB

extension Store {
    /// Pages whose transcript contains every word of `query`, best matches first, at most `limit`.
    /// Matching ignores case and diacritics; a trailing `*` on a word matches it as a prefix. Any text is a
    /// valid query: operators and punctuation are searched as plain words, and text without a single letter
    /// or digit finds nothing.
    public func search(_ query: String, limit: Int = 50) throws -> [SearchHit] {
        guard limit > 0, let match = FTSQuery.make(query) else { return [] }
        return try reading("search results for '\(query)'") { db in
            try Row.fetchAll(db, sql: """
                SELECT p.documentId, d.path, p.pageIndex,
                    snippet(pages_fts, 0, '[', ']', '…', 12) AS snippet, pages_fts.rank AS rank
                FROM pages_fts
                JOIN pages p ON p.id = pages_fts.rowid
                JOIN documents d ON d.id = p.documentId
                WHERE pages_fts MATCH ?
                ORDER BY pages_fts.rank, d.path, p.pageIndex
                LIMIT ?
                """, arguments: [match, limit]).map { row in
                SearchHit(documentID: try row.decode(forColumn: "documentId"), path: try row.decode(forColumn: "path"),
                          pageIndex: try row.decode(forColumn: "pageIndex"), snippet: try row.decode(forColumn: "snippet"),
                          rank: try row.decode(forColumn: "rank"))
            }
        }
    }
}
