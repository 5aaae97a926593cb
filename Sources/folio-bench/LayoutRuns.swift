import FolioEval
import Foundation

/// How the layout benchmark's inputs are read: the PDFs as given, or their 200 dpi scanned copies; or, for a
/// row scored from a prediction file (`--predictions`), unknown.
enum LayoutVariant: String, Codable, CaseIterable {
    case pdf
    case scans
    case predictions
}

/// One tool's run over one variant's files: what it found per document in the neutral form, and its time.
struct LayoutRun {
    var tool: String
    var variant: LayoutVariant
    var command: String
    /// Wall-clock seconds of the whole run.
    var seconds: Double
    /// By document name; a document missing here was not read.
    var documents: [String: LayoutDocument]
    /// By document name: why the tool gave nothing, or what it said.
    var errors: [String: String]
    /// Something a reader of the figures should know about the run (how many pages the peer OCR'd).
    var note: String?
}

/// Runs `folio run FILES --pipeline P --store S --workers W` (timed: the whole run) and converts its JSON export
/// to the neutral form (`LayoutDocument(folio:name:)`).
struct FolioLayout {
    static let tool = "folio"

    let runner: FolioRunner
    let workers: Int

    init(folio: URL, pipeline: String, workers: Int) {
        runner = FolioRunner(folio: folio, runArguments: ["--pipeline", pipeline])
        self.workers = workers
    }

    func run(_ inputs: [URL], variant: LayoutVariant, work: URL) throws -> LayoutRun {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let batch = try runner.runBatch(inputs, workers: workers, store: work.appendingPathComponent("folio.sqlite"))
        let exported = try FolioRunner.documentsByFileName(
            try runner.exportJSON(store: batch.store, into: work.appendingPathComponent("folio-export")))
        var documents: [String: LayoutDocument] = [:], errors: [String: String] = [:]
        for input in inputs {
            let name = LayoutDocument.name(forFile: input.lastPathComponent)
            guard let document = exported[input.lastPathComponent] else {
                errors[name] = "no document in the store"
                continue
            }
            if document.status == .failed {
                errors[name] = "failed: " + document.errors.map(\.message).joined(separator: "; ")
                continue
            }
            documents[name] = LayoutDocument(folio: document, name: name)
        }
        let command = "folio run FILES --store STORE --workers \(workers) " + runner.runArguments.joined(separator: " ")
        return LayoutRun(tool: Self.tool, variant: variant, command: command, seconds: batch.seconds,
                         documents: documents, errors: errors)
    }
}

/// Runs pymupdf4llm through `scripts/bench-layout-peer.py` in the benchmark's Python environment, `workers` files
/// at a time (timed: the whole run, Python's start and imports included).
struct PeerLayout {
    static let tool = "pymupdf4llm"

    let python: URL
    let script: URL
    let workers: Int

    /// The peer's run; a driver that fails as a whole gives every file its error and does not stop the benchmark.
    func run(_ inputs: [URL], variant: LayoutVariant, work: URL) throws -> LayoutRun {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let output = work.appendingPathComponent("peer.json"), log = work.appendingPathComponent("peer.log")
        let arguments = [script.path, "--out", output.path, "--markdown", work.appendingPathComponent("markdown").path,
                         "--workers", String(workers)] + inputs.map(\.path)
        let result = try ChildProcess.run(python, arguments, stdout: work.appendingPathComponent("peer.out"), stderr: log)
        let command = "bench-layout-peer.py --workers \(workers) FILES"
        guard result.status == 0, let report = try? JSONDecoder().decode(DriverReport.self, from: Data(contentsOf: output))
        else {
            let reason = "the peer driver exited \(result.status): "
                + ChildProcess.tail(log, lines: 3).replacingOccurrences(of: "\n", with: " ")
            BenchIO.log("\(Self.tool) \(variant.rawValue): \(reason)")
            var errors: [String: String] = [:]
            for input in inputs { errors[LayoutDocument.name(forFile: input.lastPathComponent)] = reason }
            return LayoutRun(tool: Self.tool, variant: variant, command: command, seconds: result.seconds,
                             documents: [:], errors: errors)
        }
        var documents: [String: LayoutDocument] = [:], errors: [String: String] = [:]
        for document in report.documents { documents[document.name] = document }
        for file in report.files {
            if let error = file.error { errors[file.name] = error }
        }
        let ocrPages = report.files.map(\.ocrPages).reduce(0, +)
        return LayoutRun(tool: Self.tool, variant: variant, command: "\(report.command); \(command) (\(report.version))",
                         seconds: result.seconds, documents: documents, errors: errors,
                         note: "OCR ran on \(ocrPages) page(s)")
    }

    /// The driver's JSON report: the neutral documents and a line per file.
    private struct DriverReport: Decodable {
        struct File: Decodable {
            var name: String
            var error: String?
            var ocrPages: Int
        }

        var version: String
        var command: String
        var documents: [LayoutDocument]
        var files: [File]
    }
}
