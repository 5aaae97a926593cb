import Foundation
import FolioModel
import GRDB

extension Store {
    /// A stored path's last stamp and the state of the document stored from it.
    public struct KnownPath: Sendable, Hashable {
        public var stamp: FileStamp
        public var document: StoredDocumentState
    }

    /// SQL for a document's state, given `d` (documents) in the query.
    static let documentStateColumns = """
        d.id, d.status, d.attempts,
        (SELECT COUNT(*) FROM errors e WHERE e.documentId = d.id) AS errorCount,
        (SELECT COUNT(*) FROM errors e WHERE e.documentId = d.id AND e.code IN (\(
            RunFailureCodes.all.sorted().map { "'\($0)'" }.joined(separator: ", ")))) AS runErrorCount
        """

    func documentState(_ row: Row, db: Database) throws -> StoredDocumentState {
        let id: String = try row.decode(forColumn: "id")
        let errors: Int = try row.decode(forColumn: "errorCount")
        let runErrors: Int = try row.decode(forColumn: "runErrorCount")
        return StoredDocumentState(id: id, status: try DocumentReader(db: db, path: path).status(row, documentID: id),
                                   failedThroughRun: errors > 0 && runErrors == errors,
                                   attempts: try row.decode(forColumn: "attempts"))
    }

    /// The state of the stored document `id`, or nil when the store does not hold it.
    public func documentState(id: String) throws -> StoredDocumentState? {
        try reading("the state of document \(id)") { db in
            try Row.fetchOne(db, sql: "SELECT \(Self.documentStateColumns) FROM documents d WHERE d.id = ?",
                             arguments: [id]).map { try documentState($0, db: db) }
        }
    }

    /// Every stored path with a stamp, and the document last stored from it (one query, for incremental runs
    /// over large archives).
    public func knownPaths() throws -> [String: KnownPath] {
        try reading("the stored paths") { db in
            var result: [String: KnownPath] = [:]
            let rows = try Row.fetchCursor(db, sql: """
                SELECT p.path, p.byteCount, p.modifiedAt, \(Self.documentStateColumns)
                FROM document_paths p JOIN documents d ON d.id = p.documentId
                WHERE p.byteCount IS NOT NULL AND p.modifiedAt IS NOT NULL
                ORDER BY d.updatedAt, p.rowid
                """)
            while let row = try rows.next() {
                let stamp = FileStamp(byteCount: try row.decode(forColumn: "byteCount"),
                                      modifiedAt: try row.decode(forColumn: "modifiedAt"))
                result[try row.decode(forColumn: "path")] = KnownPath(stamp: stamp, document: try documentState(row, db: db))
            }
            return result
        }
    }

    /// Stored paths that no longer exist on disk (files moved or deleted since they were stored), sorted.
    public func vanishedPaths() throws -> [String] {
        let paths = try reading("the stored paths") { db in
            try String.fetchAll(db, sql: "SELECT DISTINCT path FROM document_paths ORDER BY path")
        }
        return paths.filter { !FileManager.default.fileExists(atPath: $0) }
    }
}
