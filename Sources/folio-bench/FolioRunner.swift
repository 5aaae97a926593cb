import Foundation

/// Runs the `folio` CLI: timed `folio run` into a fresh store, and `folio export` to read the text back.
struct FolioRunner {
    let folio: URL
    /// Extra `folio run` arguments (`--mode`, `--pipeline`).
    let runArguments: [String]

    /// Runs `folio run PDF --store STORE --workers N` into a store that must not exist yet; returns wall-clock
    /// seconds. Logs go next to the store. Throws when folio does not exit 0.
    func run(pdf: URL, workers: Int, store: URL) throws -> Double {
        let log = store.deletingPathExtension()
        let arguments = ["run", pdf.path, "--store", store.path, "--workers", String(workers)] + runArguments
        let result = try ChildProcess.run(folio, arguments, stdout: log.appendingPathExtension("out"),
                                          stderr: log.appendingPathExtension("log"))
        guard result.status == 0 else {
            let meaning = result.status == 3 ? "some documents failed" : "the run failed"
            throw BenchError("folio \(arguments.joined(separator: " ")) exited \(result.status) (\(meaning)):\n"
                             + ChildProcess.tail(log.appendingPathExtension("log")))
        }
        return result.seconds
    }

    /// The page transcripts of the one document in `store`, through `folio export --format json`.
    func transcripts(store: URL, exportDirectory: URL) throws -> [String] {
        let files = try exportJSON(store: store, into: exportDirectory)
        guard files.count == 1, let file = files.first else {
            throw BenchError("folio export wrote \(files.count) JSON documents; expected 1")
        }
        let document = try JSONDecoder().decode(ExportedDocument.self, from: Data(contentsOf: file))
        return document.pages.sorted { $0.index < $1.index }.map(\.transcript)
    }

    /// Runs `folio export --format json` of `store` into `exportDirectory` and returns the JSON files written.
    func exportJSON(store: URL, into exportDirectory: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: exportDirectory, withIntermediateDirectories: true)
        let arguments = ["export", "--format", "json", "--out", exportDirectory.path, "--store", store.path]
        let result = try ChildProcess.run(folio, arguments, stdout: exportDirectory.appendingPathComponent("export.out"),
                                          stderr: exportDirectory.appendingPathComponent("export.log"))
        guard result.status == 0 else {
            throw BenchError("folio export exited \(result.status):\n"
                             + ChildProcess.tail(exportDirectory.appendingPathComponent("export.log")))
        }
        return try FileManager.default.contentsOfDirectory(atPath: exportDirectory.path)
            .filter { $0.hasSuffix(".json") }
            .sorted()
            .map { exportDirectory.appendingPathComponent($0) }
    }

    /// The part of the JSON export this benchmark reads.
    private struct ExportedDocument: Decodable {
        struct Page: Decodable {
            var index: Int
            var transcript: String
        }
        var pages: [Page]
    }
}
