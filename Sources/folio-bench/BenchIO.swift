import Foundation

/// What every benchmark does the same way: its work folder, its JSON report, its progress lines.
enum BenchIO {
    /// `workDir` (created when missing) or a fresh temporary folder; refuses a folder already holding files
    /// that `isStale` recognises as a previous run's.
    static func workDirectory(_ workDir: String?, isStale: (String) -> Bool) throws -> URL {
        let url = workDir.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("folio-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let stale = try FileManager.default.contentsOfDirectory(atPath: url.path).filter(isStale)
        guard stale.isEmpty else {
            throw BenchError("\(url.path) already holds a previous run (\(stale[0])); use an empty --work-dir")
        }
        return url
    }

    /// At the end of a run in `work`: a run that did not finish keeps its folder (and says where); a finished one
    /// removes it unless the user named it (`workDir`).
    static func finish(_ work: URL, workDir: String?, finished: Bool) {
        if !finished {
            log("inputs, stores and logs kept in \(work.path)")
        } else if workDir == nil {
            try? FileManager.default.removeItem(at: work)
        }
    }

    /// Writes `report` as pretty, key-sorted JSON.
    static func writeJSON<Report: Encodable>(_ report: Report, to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            try encoder.encode(report).write(to: URL(fileURLWithPath: path))
        } catch {
            throw BenchError("cannot write \(path): \(error)")
        }
    }

    /// Progress on standard error, so standard output holds only the report.
    static func log(_ message: String) {
        FileHandle.standardError.write(Data("folio-bench: \(message)\n".utf8))
    }
}
