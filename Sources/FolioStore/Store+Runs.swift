import Foundation
import GRDB

extension Store {
    /// Records the start of a run and returns its id (status `running`).
    public func beginRun(pipeline: String, mode: String, inputs: [String]) throws -> Int64 {
        let inputsJSON = try JSONText.encode(inputs, what: "run inputs", path: path)
        return try writing("a new run") { db in
            try db.execute(sql: """
                INSERT INTO runs (startedAt, pipeline, mode, inputs, status) VALUES (?, ?, ?, ?, ?)
                """, arguments: [Date(), pipeline, mode, inputsJSON, RunStatus.running.rawValue])
            return db.lastInsertedRowID
        }
    }

    /// Records the end of run `id` with what it did; throws `StoreError.Code.notFound` for an unknown run.
    public func finishRun(id: Int64, counts: RunCounts, status: RunStatus = .completed) throws {
        try writing("the end of run \(id)") { db in
            try db.execute(sql: """
                UPDATE runs SET finishedAt = ?, documentsSeen = ?, documentsProcessed = ?, documentsSkipped = ?,
                    documentsFailed = ?, pagesProcessed = ?, status = ?
                WHERE id = ?
                """, arguments: [Date(), counts.documentsSeen, counts.documentsProcessed, counts.documentsSkipped,
                                 counts.documentsFailed, counts.pagesProcessed, status.rawValue, id])
            if db.changesCount == 0 {
                throw StoreError(.notFound, path: path, summary: "no run \(id) in the store at \(path)",
                                 hint: "finish the id returned by beginRun, on the same store")
            }
        }
    }

    /// The run with id `id`, or nil when there is none.
    public func run(id: Int64) throws -> RunRecord? {
        try reading("run \(id)") { db in
            try Row.fetchOne(db, sql: "SELECT * FROM runs WHERE id = ?", arguments: [id]).map { try runRecord($0) }
        }
    }

    /// Every run, oldest first.
    public func runs() throws -> [RunRecord] {
        try reading("the runs") { db in
            try Row.fetchAll(db, sql: "SELECT * FROM runs ORDER BY id").map { try runRecord($0) }
        }
    }

    /// Builds a `RunRecord` from a `runs` row.
    func runRecord(_ row: Row) throws -> RunRecord {
        let id: Int64 = try row.decode(forColumn: "id")
        let statusText: String = try row.decode(forColumn: "status")
        guard let status = RunStatus(rawValue: statusText) else {
            throw StoreError(.corruptData, path: path,
                             summary: "run \(id) in the store at \(path) has an unknown status '\(statusText)'",
                             hint: "was the store edited by hand or written by a newer Folio?")
        }
        let inputsJSON: String = try row.decode(forColumn: "inputs")
        return RunRecord(
            id: id,
            startedAt: try row.decode(forColumn: "startedAt"),
            finishedAt: try row.decode(forColumn: "finishedAt"),
            pipeline: try row.decode(forColumn: "pipeline"),
            mode: try row.decode(forColumn: "mode"),
            inputs: try JSONText.decode([String].self, from: inputsJSON, what: "inputs of run \(id)", path: path),
            counts: RunCounts(documentsSeen: try row.decode(forColumn: "documentsSeen"),
                              documentsProcessed: try row.decode(forColumn: "documentsProcessed"),
                              documentsSkipped: try row.decode(forColumn: "documentsSkipped"),
                              documentsFailed: try row.decode(forColumn: "documentsFailed"),
                              pagesProcessed: try row.decode(forColumn: "pagesProcessed")),
            status: status)
    }
}
