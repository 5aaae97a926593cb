import GRDB

extension Store {
    /// Words whose confidence is below `threshold`, least confident first, at most `limit`: where to look when
    /// checking OCR by hand.
    public func lowConfidenceWords(below threshold: Double, limit: Int = 100) throws -> [WordHit] {
        guard limit > 0 else { return [] }
        return try reading("words below confidence \(threshold)") { db in
            try Row.fetchAll(db, sql: """
                SELECT p.documentId, d.path, p.pageIndex, w.text, w.confidence, w.x, w.y, w.width, w.height
                FROM words w
                JOIN pages p ON p.id = w.pageId
                JOIN documents d ON d.id = p.documentId
                WHERE w.confidence < ?
                ORDER BY w.confidence, d.path, p.pageIndex, w.id
                LIMIT ?
                """, arguments: [threshold, limit]).map { row in
                WordHit(documentID: try row.decode(forColumn: "documentId"), path: try row.decode(forColumn: "path"),
                        pageIndex: try row.decode(forColumn: "pageIndex"), text: try row.decode(forColumn: "text"),
                        confidence: try row.decode(forColumn: "confidence"), box: try DocumentReader.box(row))
            }
        }
    }
}
