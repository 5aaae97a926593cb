import Foundation

/// What the fuzz reads back from Folio's store after a batch, through the `sqlite3` command-line shell (GRDB
/// is not a dependency of folio-bench). Rows are read as JSON objects, so extra columns do no harm.
struct FuzzStore {
    /// One stored document.
    struct Document {
        var id: String
        var status: String
    }

    /// One row of `errors`; `code` is read when a future schema adds that column.
    struct ErrorRow {
        var documentID: String
        var page: Int?
        var stage: String
        var message: String
        var code: String?
    }

    /// Everything the invariants look at.
    struct Snapshot {
        /// Document id for every path in `document_paths` or `documents.path`.
        var documentForPath: [String: String]
        var documents: [String: Document]
        var errors: [String: [ErrorRow]]
        /// Whether `errors` has a `code` column.
        var hasErrorCode: Bool
        /// `PRAGMA integrity_check`'s answer (`ok` when sound).
        var integrity: String
    }

    let sqlite3: URL
    let path: URL

    /// Reads the snapshot.
    func snapshot() throws -> Snapshot {
        var documentForPath: [String: String] = [:]
        for row in try query("SELECT path, documentId AS id FROM document_paths UNION ALL SELECT path, id FROM documents") {
            if let path = row["path"] as? String, let id = row["id"] as? String { documentForPath[path] = id }
        }
        var documents: [String: Document] = [:]
        for row in try query("SELECT id, status FROM documents") {
            if let id = row["id"] as? String { documents[id] = Document(id: id, status: row["status"] as? String ?? "") }
        }
        let columns = try query("PRAGMA table_info(errors)").compactMap { $0["name"] as? String }
        var errors: [String: [ErrorRow]] = [:]
        for row in try query("SELECT * FROM errors ORDER BY id") {
            guard let id = row["documentId"] as? String else { continue }
            let code = row["code"].flatMap { $0 is NSNull ? nil : "\($0)" }
            errors[id, default: []].append(ErrorRow(documentID: id, page: row["page"] as? Int, stage: row["stage"] as? String ?? "",
                                                    message: row["message"] as? String ?? "", code: code))
        }
        let integrity = try query("PRAGMA integrity_check").compactMap { $0["integrity_check"] as? String }
        return Snapshot(documentForPath: documentForPath, documents: documents, errors: errors,
                        hasErrorCode: columns.contains("code"), integrity: integrity.joined(separator: "; "))
    }

    /// The rows of `sql` as JSON objects (an empty result prints nothing).
    private func query(_ sql: String) throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = sqlite3
        process.arguments = ["-json", "-bail", "-cmd", ".timeout 10000", path.path, sql]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchError("cannot start \(sqlite3.path): \(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError("sqlite3 \(path.path) \"\(sql)\" exited \(process.terminationStatus): \(message)")
        }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return [] }
        guard let rows = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]] else {
            throw BenchError("sqlite3 printed something other than JSON rows for \"\(sql)\": \(text.prefix(200))")
        }
        return rows
    }
}
