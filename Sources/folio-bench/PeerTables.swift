import Foundation

/// The peer table extractors, each run over a set's inputs by `scripts/bench-tables-peers.py` in the
/// benchmark's Python environment.
enum Peer: String, CaseIterable {
    case camelotLattice = "camelot-lattice"
    case camelotStream = "camelot-stream"
    case pdfplumber
    case img2table
}

/// Runs the peer driver script: one timed run per peer and set, `workers` files at a time.
struct PeerTables {
    let python: URL
    let script: URL
    /// Seconds one file may take before the driver gives up on it.
    let timeout: Double

    /// The peer's tables for `inputs`; logs and the driver's JSON go in `work`. A peer failing on a file is
    /// that file's error; a driver that fails as a whole gives every file its error. Neither stops the
    /// benchmark.
    func extract(_ peer: Peer, inputs: [URL], workers: Int, work: URL) throws -> ExtractionRun {
        let output = work.appendingPathComponent("\(peer.rawValue).json")
        let log = work.appendingPathComponent("\(peer.rawValue).log")
        let arguments = [script.path, "--peer", peer.rawValue, "--out", output.path, "--workers", String(workers),
                         "--timeout", String(Int(timeout))] + inputs.map(\.path)
        let result = try ChildProcess.run(python, arguments, stdout: work.appendingPathComponent("\(peer.rawValue).out"),
                                          stderr: log)
        let command = "bench-tables-peers.py --peer \(peer.rawValue) --workers \(workers) FILES"
        guard result.status == 0, let report = try? decode(output) else {
            let reason = "the peer driver exited \(result.status): "
                + ChildProcess.tail(log, lines: 3).replacingOccurrences(of: "\n", with: " ")
            BenchIO.log("\(peer.rawValue): \(reason)")
            var files: [String: ExtractionRun.File] = [:]
            for input in inputs { files[input.lastPathComponent] = ExtractionRun.File(error: reason) }
            return ExtractionRun(tool: peer.rawValue, command: command, seconds: result.seconds, files: files)
        }
        var files: [String: ExtractionRun.File] = [:]
        for file in report.files {
            var extracted = ExtractionRun.File(error: file.error)
            for page in file.pages { extracted.pages[page.index] = page.tables.map(\.rows) }
            files[URL(fileURLWithPath: file.path).lastPathComponent] = extracted
        }
        return ExtractionRun(tool: peer.rawValue, command: "\(command) (\(report.version))", seconds: result.seconds,
                             files: files)
    }

    /// The driver's JSON report.
    private struct DriverReport: Decodable {
        struct File: Decodable {
            struct Page: Decodable {
                struct Table: Decodable { var rows: [[String]] }
                var index: Int
                var tables: [Table]
            }
            var path: String
            var error: String?
            var pages: [Page]
        }
        var version: String
        var files: [File]
    }

    private func decode(_ url: URL) throws -> DriverReport {
        try JSONDecoder().decode(DriverReport.self, from: Data(contentsOf: url))
    }
}
