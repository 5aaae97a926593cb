import FolioModel
import GRDB

extension Store {
    /// How many failed documents `status()` lists.
    static let recentFailureLimit = 10

    /// Counts of runs, documents (by status), pages, words and errors, the last run, and the latest failures.
    public func status() throws -> StoreStatus {
        try reading("the store status") { db in
            func count(_ sql: String) throws -> Int { try Int.fetchOne(db, sql: sql) ?? 0 }
            let lastRun = try Row.fetchOne(db, sql: "SELECT * FROM runs ORDER BY id DESC LIMIT 1").map { try runRecord($0) }
            let failures = try Row.fetchAll(db, sql: """
                SELECT d.id, d.path, d.updatedAt,
                    (SELECT message FROM errors e WHERE e.documentId = d.id ORDER BY e.id LIMIT 1) AS message
                FROM documents d
                WHERE d.status = 'failed'
                ORDER BY d.updatedAt DESC, d.path
                LIMIT ?
                """, arguments: [Self.recentFailureLimit]).map { row in
                StoreStatus.Failure(documentID: try row.decode(forColumn: "id"), path: try row.decode(forColumn: "path"),
                                    message: try row.decode(forColumn: "message"),
                                    updatedAt: try row.decode(forColumn: "updatedAt"))
            }
            let documents = StoreStatus.DocumentCounts(
                total: try count("SELECT COUNT(*) FROM documents"),
                ok: try count("SELECT COUNT(*) FROM documents WHERE status = 'ok'"),
                partial: try count("SELECT COUNT(*) FROM documents WHERE status = 'partial'"),
                failed: try count("SELECT COUNT(*) FROM documents WHERE status = 'failed'"))
            let kinds = try Row.fetchAll(db, sql: """
                SELECT e.stage, e.code, COUNT(*) AS documents FROM documents d
                JOIN errors e ON e.id = (SELECT MIN(id) FROM errors WHERE documentId = d.id)
                WHERE d.status != 'ok'
                GROUP BY e.stage, e.code ORDER BY documents DESC, e.stage, e.code
                """).map { row in
                let code: String = try row.decode(forColumn: "code")
                return StoreStatus.FailureKind(stage: try row.decode(forColumn: "stage"), code: code,
                                               cause: RunFailureCodes.all.contains(code) ? .run : .file,
                                               documents: try row.decode(forColumn: "documents"))
            }
            var status = StoreStatus(runCount: try count("SELECT COUNT(*) FROM runs"), documents: documents,
                               pageCount: try count("SELECT COUNT(*) FROM pages"),
                               wordCount: try count("SELECT COUNT(*) FROM words"),
                               errorCount: try count("SELECT COUNT(*) FROM errors"),
                               lastRun: lastRun, recentFailures: failures)
            status.failureKinds = kinds
            return status
        }
    }
}
