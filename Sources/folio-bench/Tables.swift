import ArgumentParser
import Foundation

extension FolioBench {
    /// Folio's table extraction against Camelot (lattice and stream), pdfplumber and img2table on those
    /// projects' own test suites, born-digital and scanned, in the same run on the same files.
    struct Tables: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Table extraction: Folio against Camelot, pdfplumber and img2table on their own test suites.",
            discussion: """
                Inputs are the suites under <data>/tables (tabula-java, camelot, img2table, pdfplumber), only the \
                files they give truth for. Each suite is scored twice: born-digital (its PDFs as given) and scans \
                (every page of those PDFs rendered to an image-only 200 dpi PDF, or --scan-dpi, with pdftoppm and img2pdf, plus the \
                suite's own images), against the same truth. Folio runs `folio run FILES --pipeline tables \
                --workers W` into a fresh store (timed, the whole run) and its tables are read back with `folio \
                export --format json`; each peer runs through scripts/bench-tables-peers.py, W files at a time \
                (timed, the whole run). Scores per set: ICDAR 2013 cell-adjacency relations (precision, recall, F1, \
                micro-averaged; texts compared by letters and digits, case-folded), tables reproduced exactly \
                (same grid, texts equal after whitespace normalisation) and, where a suite states facts rather \
                than whole tables, checks passed. Children get OMP_THREAD_LIMIT=1. docs/bench-tables.md says \
                which truth each suite gives.
                """)

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "Suites, comma-separated: tabula-java, camelot, img2table, pdfplumber (default: all).")
        var suite: String?

        @Option(help: "Score only the first N files of each suite (in name order).")
        var limit: Int?

        @Flag(help: "Do not make scanned copies of the suites' PDFs (the suites' own images are still read).")
        var noScans = false

        @Option(help: "Resolution of the scanned copies in dots per inch (300 or 150 try other scanners' settings).")
        var scanDPI = ScanRenderer.dpi

        @Flag(help: "Run Folio only.")
        var noPeers = false

        @Option(help: "Peers, comma-separated (default: camelot-lattice,camelot-stream,pdfplumber,img2table).")
        var peers: String?

        @Option(help: "Worker processes for folio, and files read at a time by each peer.")
        var workers = 2

        @Option(help: "Data root holding tables/ (default: ../shared/data from the package root).")
        var data: String?

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Option(help: "Directory for inputs, scans, stores, peer outputs and logs (default: a temporary one, removed afterwards).")
        var workDir: String?

        @Option(help: "The Python that has camelot-py, pdfplumber and img2table (scripts/bench-tables makes one).")
        var python = "python3"

        @Option(help: "The peer driver (default: scripts/bench-tables-peers.py of this package).")
        var peerScript: String?

        @Option(help: "Seconds a peer may spend on one file before it is recorded as failed on it.")
        var peerTimeout: Double = 300

        @Option(help: "The pdftoppm executable (poppler-utils).")
        var pdftoppm = "pdftoppm"

        @Option(help: "The img2pdf executable.")
        var img2pdf = "img2pdf"

        @Flag(help: "List every tool's missed tables and failed checks, not only Folio's.")
        var allMisses = false

        func validate() throws {
            _ = try chosenSuites()
            _ = try chosenPeers()
            if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
            guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
            guard peerTimeout > 0 else { throw ValidationError("--peer-timeout must be positive") }
            guard (50...1200).contains(scanDPI) else { throw ValidationError("--scan-dpi must be from 50 to 1200") }
        }

        func run() throws {
            let dataRoot = data.map { URL(fileURLWithPath: $0) } ?? Accuracy.defaultDataRoot
            let tablesRoot = dataRoot.appendingPathComponent("tables")
            let peerList = noPeers ? [] : try chosenPeers()
            var report = TablesReport(
                date: ISO8601DateFormatter().string(from: Date()), cores: ProcessInfo.processInfo.activeProcessorCount,
                workers: workers, dataRoot: dataRoot.path, folio: folio, peers: peerList.map(\.rawValue),
                scanDPI: noScans ? nil : scanDPI)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: tablesRoot.path, isDirectory: &isFolder), isFolder.boolValue else {
                let reason = "\(tablesRoot.path) is absent, so there is nothing to score (pass --data DIR holding tables/)"
                BenchIO.log("skipping the table benchmark: \(reason)")
                report.skipped = [reason]
                print(report.text(allMisses: allMisses))
                if let json { try BenchIO.writeJSON(report, to: json) }
                return
            }

            let tools = SetTools(
                folio: FolioTables(folio: try ChildProcess.executable(folio)),
                peers: peerList.isEmpty ? nil : PeerTables(python: try ChildProcess.executable(python),
                                                           script: try peerScriptURL(), timeout: peerTimeout),
                peerList: peerList,
                renderer: noScans ? nil : ScanRenderer(pdftoppm: try ChildProcess.executable(pdftoppm),
                                                       img2pdf: try ChildProcess.executable(img2pdf), dpi: scanDPI))
            let work = try BenchIO.workDirectory(workDir, isStale: { TableSuite(rawValue: $0) != nil })
            var finished = false
            defer { BenchIO.finish(work, workDir: workDir, finished: finished) }

            for suite in try chosenSuites() {
                let folder = tablesRoot.appendingPathComponent(suite.rawValue)
                guard FileManager.default.fileExists(atPath: folder.path) else {
                    report.skipped.append("\(suite.rawValue): \(folder.path) is absent")
                    continue
                }
                let truth = try suite.truth(folder: folder, tablesRoot: tablesRoot)
                report.skipped += truth.skipped
                var truths = truth.truths.sorted { $0.url.lastPathComponent < $1.url.lastPathComponent }
                if let limit { truths = Array(truths.prefix(limit)) }
                report.truth += truths.map {
                    .init(suite: suite, file: $0.path, pages: $0.pages.map { $0.index + 1 }, source: $0.source)
                }
                for variant in TableVariant.allCases {
                    let setWork = work.appendingPathComponent(suite.rawValue).appendingPathComponent(variant.rawValue)
                    let items = try tools.stage(truths, variant: variant, work: setWork)
                    guard !items.isEmpty else { continue }
                    report.sets.append(try tools.measure(items, suite: suite, variant: variant, workers: workers,
                                                         work: setWork))
                }
            }

            print(report.text(allMisses: allMisses))
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
        }

        private func chosenSuites() throws -> [TableSuite] {
            guard let suite else { return TableSuite.allCases }
            return try names(suite, option: "--suite", as: TableSuite.self)
        }

        private func chosenPeers() throws -> [Peer] {
            guard let peers else { return Peer.allCases }
            return try names(peers, option: "--peers", as: Peer.self)
        }

        /// The values of a comma-separated option, in their declared order.
        private func names<Value: RawRepresentable & CaseIterable & Equatable>(
            _ text: String, option: String, as: Value.Type) throws -> [Value] where Value.RawValue == String {
            let chosen = try text.split(separator: ",").map { name in
                let trimmed = name.trimmingCharacters(in: .whitespaces)
                guard let value = Value(rawValue: trimmed) else {
                    let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
                    throw ValidationError("\(option) takes \(allowed) (comma-separated), not \(trimmed)")
                }
                return value
            }
            guard !chosen.isEmpty else { throw ValidationError("\(option) needs at least one name") }
            return Value.allCases.filter(chosen.contains)
        }

        /// `--peer-script`, or `scripts/bench-tables-peers.py` of this package (this file is
        /// `Sources/folio-bench/Tables.swift`).
        private func peerScriptURL() throws -> URL {
            let url = peerScript.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../scripts/bench-tables-peers.py").standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw BenchError("the peer driver \(url.path) is missing; pass --peer-script")
            }
            return url
        }
    }
}
