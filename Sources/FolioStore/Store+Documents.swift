import Foundation
import FolioModel
import GRDB

extension Store {
    /// The status of the stored document `id`, or nil when the store does not hold it.
    public func documentStatus(id: String) throws -> DocumentStatus? {
        try reading("the status of document \(id)") { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT status FROM documents WHERE id = ?", arguments: [id]) else {
                return nil
            }
            return try DocumentReader(db: db, path: path).status(row, documentID: id)
        }
    }

    /// The stored document `id`, whole (pages, text, structure, errors, receipt), or nil when it is not stored.
    public func document(id: String) throws -> Document? {
        try reading("document \(id)") { db in
            try DocumentReader(db: db, path: path).document(id: id)
        }
    }

    /// The ids of every stored document, ordered by path (then id).
    public func documentIDs() throws -> [String] {
        try reading("the document ids") { db in
            try String.fetchAll(db, sql: "SELECT id FROM documents ORDER BY path, id")
        }
    }

    /// Calls `body` with every stored document, ordered by path, loading one document at a time so memory
    /// stays flat however large the store. All documents come from one consistent snapshot; errors thrown by
    /// `body` (or met reading a document) stop the iteration and are rethrown unchanged.
    public func forEachDocument(_ body: (Document) throws -> Void) throws {
        try forEachReadableDocument(body) { _, error in throw error }
    }

    /// Calls `body` with every stored document that can be read, ordered by path, and `unreadable` with the id
    /// and error of each one that cannot (a damaged row): one bad document costs itself, not the export. An
    /// error thrown by either closure stops the iteration and is rethrown.
    public func forEachReadableDocument(_ body: (Document) throws -> Void,
                                        unreadable: (String, any Error) throws -> Void) throws {
        var stopError: (any Error)?
        try reading("the documents") { db in
            let reader = DocumentReader(db: db, path: path)
            for id in try String.fetchAll(db, sql: "SELECT id FROM documents ORDER BY path, id") {
                do {
                    let document: Document?
                    do {
                        document = try reader.document(id: id)
                    } catch {
                        try unreadable(id, error)
                        continue
                    }
                    if let document { try body(document) }
                } catch {
                    stopError = error
                    return
                }
            }
        }
        if let stopError { throw stopError }
    }

    /// One summary per stored document, ordered by path.
    public func summaries() throws -> [DocumentSummary] {
        try reading("the document summaries") { db in
            let reader = DocumentReader(db: db, path: path)
            return try Row.fetchAll(db, sql: """
                SELECT d.*,
                    (SELECT COUNT(*) FROM errors e WHERE e.documentId = d.id) AS errorCount,
                    (SELECT message FROM errors e WHERE e.documentId = d.id ORDER BY e.id LIMIT 1) AS firstError,
                    (SELECT AVG(confidence) FROM pages p WHERE p.documentId = d.id) AS meanConfidence
                FROM documents d
                ORDER BY d.path, d.id
                """).map { row in
                let id: String = try row.decode(forColumn: "id")
                return DocumentSummary(id: id, path: try row.decode(forColumn: "path"),
                                       mediaType: MediaType(rawValue: try row.decode(forColumn: "mediaType")),
                                       byteCount: try row.decode(forColumn: "byteCount"),
                                       pageCount: try row.decode(forColumn: "pageCount"),
                                       status: try reader.status(row, documentID: id),
                                       errorCount: try row.decode(forColumn: "errorCount"),
                                       firstError: try row.decode(forColumn: "firstError"),
                                       confidence: try row.decode(forColumn: "meanConfidence"),
                                       createdAt: try row.decode(forColumn: "createdAt"))
            }
        }
    }
}
