import Foundation

/// Runs `folio run FILES --pipeline tables --store S --workers W` over a set's inputs (timed: the whole run)
/// and reads its tables back with `folio export --format json`.
struct FolioTables {
    /// Folio's name in the report, beside the peers'.
    static let tool = "folio"

    let runner: FolioRunner

    init(folio: URL) {
        runner = FolioRunner(folio: folio, runArguments: ["--pipeline", "tables"])
    }

    /// Folio's tables for `inputs`, with a fresh store and export under `work`. A document that failed is
    /// recorded with its error; an input with no document in the store is recorded as such.
    func extract(_ inputs: [URL], workers: Int, work: URL) throws -> ExtractionRun {
        let batch = try runner.runBatch(inputs, workers: workers, store: work.appendingPathComponent("folio.sqlite"))
        let documents = try ExportedTables.byFileName(
            try runner.exportJSON(store: batch.store, into: work.appendingPathComponent("folio-export")))
        var files: [String: ExtractionRun.File] = [:]
        for input in inputs {
            let name = input.lastPathComponent
            files[name] = documents[name]?.extracted ?? ExtractionRun.File(error: "no document in the store")
        }
        let command = "folio run FILES --store STORE --workers \(workers) " + runner.runArguments.joined(separator: " ")
        return ExtractionRun(tool: Self.tool, command: command, seconds: batch.seconds, files: files)
    }
}
