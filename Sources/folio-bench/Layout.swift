import ArgumentParser
import FolioEval
import Foundation

extension FolioBench {
    /// Folio's layout (headings, lists, reading order) against pymupdf4llm on the layout-dev set, born-digital
    /// and scanned, in the same run on the same files.
    struct Layout: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Layout: Folio against pymupdf4llm on headings, lists and reading order (layout-dev).",
            discussion: """
                Inputs are the PDFs of <data>/layout-dev/pdf with their truth in truth/. Each is read twice: as \
                given (born-digital) and as a 200 dpi grey scan (every page rendered with pdftoppm, put back one \
                image per page with img2pdf), so the OCR path runs. Folio runs `folio run FILES --pipeline P \
                --workers W` into a fresh store (timed, the whole run) and is read back with `folio export --format \
                json`; pymupdf4llm runs through scripts/bench-layout-peer.py, W files at a time (timed, the whole \
                run), and its Markdown is parsed by scripts/markdown-blocks.py. Both become the neutral prediction \
                form and one scorer reads them: list items and headings matched by text (NFKC, lower-cased, letters \
                and digits; difflib ratio ≥ 0.9; greedy, best first), reading order as Kendall's tau-b of the tied \
                blocks. docs/bench-layout.md defines every figure. Children get OMP_THREAD_LIMIT=1.
                """)

        @Option(help: "The folio executable (not needed with --self-check or --predictions alone).")
        var folio: String?

        @Option(help: "Score only the first N documents (in name order).")
        var limit: Int?

        @Flag(help: "Do not make and read scanned copies.")
        var noScans = false

        @Flag(help: "Run Folio only.")
        var noPeers = false

        @Option(help: "The pipeline folio runs.")
        var pipeline = "archive"

        @Option(help: "Worker processes for folio, and files read at a time by the peer.")
        var workers = 2

        @Option(help: "Data root holding layout-dev/, or the layout-dev folder itself (default: ../shared/data).")
        var data: String?

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Option(help: "Directory for scans, stores, exports, peer outputs, predictions and logs (default: a temporary one, removed afterwards).")
        var workDir: String?

        @Option(help: "The Python that has pymupdf (scripts/bench-layout makes one).")
        var python = "python3"

        @Option(help: "The peer driver (default: scripts/bench-layout-peer.py of this package).")
        var peerScript: String?

        @Option(help: "The pdftoppm executable (poppler-utils).")
        var pdftoppm = "pdftoppm"

        @Option(help: "The img2pdf executable.")
        var img2pdf = "img2pdf"

        @Option(parsing: .singleValue,
                help: "Also score this prediction file (neutral form, docs/bench-layout.md) as a row of its own; repeatable.")
        var predictions: [String] = []

        @Flag(help: "Score the truth converted to predictions: every figure must be 1 (checks the scorer); runs no tool.")
        var selfCheck = false

        @Flag(help: "List Folio's missed and wrong items and headings per document, and its worst-ordered documents.")
        var misses = false

        @Flag(help: "List every tool's misses, not only Folio's.")
        var allMisses = false

        func validate() throws {
            if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
            guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
            if folio == nil && !selfCheck && predictions.isEmpty {
                throw ValidationError("give --folio (or --self-check, or --predictions FILE)")
            }
        }

        func run() throws {
            let dataRoot = data.map { URL(fileURLWithPath: $0) } ?? Accuracy.defaultDataRoot
            let setRoot = FileManager.default.fileExists(atPath: dataRoot.appendingPathComponent("truth").path)
                ? dataRoot : dataRoot.appendingPathComponent("layout-dev")
            var report = LayoutReport(
                date: ISO8601DateFormatter().string(from: Date()), cores: ProcessInfo.processInfo.activeProcessorCount,
                workers: workers, data: setRoot.path, pipeline: pipeline,
                scanDPI: noScans ? nil : ScanRenderer.dpi, peerVersion: nil)
            let truthFolder = setRoot.appendingPathComponent("truth"), pdfFolder = setRoot.appendingPathComponent("pdf")
            guard FileManager.default.fileExists(atPath: truthFolder.path),
                  FileManager.default.fileExists(atPath: pdfFolder.path) else {
                let reason = "\(setRoot.path) is absent or has no truth/ and pdf/, so there is nothing to score "
                    + "(pass --data DIR holding layout-dev/)"
                BenchIO.log("skipping the layout benchmark: \(reason)")
                report.skipped = [reason]
                print(report.text(misses: false, allMisses: false))
                if let json { try BenchIO.writeJSON(report, to: json) }
                return
            }
            var truths = try LayoutTruth.load(folder: truthFolder)
            if let limit { truths = Array(truths.prefix(limit)) }

            if selfCheck {
                let documents = Dictionary(uniqueKeysWithValues: truths.map { ($0.name, $0.prediction) })
                let run = LayoutRun(tool: "truth", variant: .predictions, command: "truth as predictions", seconds: 0,
                                    documents: documents, errors: [:])
                let row = Self.row(run, truths: truths, pages: 0, otherCores: 0, predictions: nil)
                report.rows.append(row)
                print(report.text(misses: misses, allMisses: misses))
                let problems = row.score.imperfections
                guard problems.isEmpty else {
                    throw BenchError("self-check failed: the truth scored against itself gives " + problems.joined(separator: ", "))
                }
                BenchIO.log("self-check passed: \(truths.count) documents score 1 on every figure against themselves")
                return
            }

            let work = try BenchIO.workDirectory(workDir, isStale: { ["scanned", "scans", "pdf", "predictions"].contains($0) })
            var finished = false
            defer { BenchIO.finish(work, workDir: workDir, finished: finished) }
            let predictionFolder = work.appendingPathComponent("predictions")
            try FileManager.default.createDirectory(at: predictionFolder, withIntermediateDirectories: true)

            for path in predictions {
                let url = URL(fileURLWithPath: path)
                let decoded: LayoutPredictions
                do {
                    decoded = try JSONDecoder().decode(LayoutPredictions.self, from: Data(contentsOf: url))
                } catch {
                    throw BenchError("\(path): not a layout prediction file (\(error))")
                }
                let documents = Dictionary(decoded.documents.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
                let run = LayoutRun(tool: url.deletingPathExtension().lastPathComponent, variant: .predictions,
                                    command: "predictions from \(path)", seconds: 0, documents: documents, errors: [:])
                report.rows.append(Self.row(run, truths: truths, pages: 0, otherCores: 0, predictions: path))
            }

            if let folio {
                let pdfs = try truths.map { truth -> URL in
                    let url = pdfFolder.appendingPathComponent(truth.name + ".pdf")
                    guard FileManager.default.fileExists(atPath: url.path) else {
                        throw BenchError("\(url.path) is missing; the truth \(truth.name).json has no PDF")
                    }
                    return url
                }
                let pages = truths.map(\.pages).reduce(0, +)
                let folioTool = FolioLayout(folio: try ChildProcess.executable(folio), pipeline: pipeline, workers: workers)
                let peer = noPeers ? nil : PeerLayout(python: try ChildProcess.executable(python),
                                                      script: try peerScriptURL(), workers: workers)
                var inputs: [(LayoutVariant, [URL])] = [(.pdf, pdfs)]
                if !noScans {
                    let renderer = ScanRenderer(pdftoppm: try ChildProcess.executable(pdftoppm),
                                                img2pdf: try ChildProcess.executable(img2pdf), gray: true)
                    let scans = work.appendingPathComponent("scanned")
                    try FileManager.default.createDirectory(at: scans, withIntermediateDirectories: true)
                    BenchIO.log("rendering \(pdfs.count) PDF(s) at \(ScanRenderer.dpi) dpi (grey)")
                    let scanned = try zip(truths, pdfs).map { truth, pdf -> URL in
                        let output = scans.appendingPathComponent(truth.name + ".scan.pdf")
                        try renderer.render(pdf, pages: truth.pages, to: output, scratch: work.appendingPathComponent("render"))
                        return output
                    }
                    inputs.append((.scans, scanned))
                }
                for (variant, files) in inputs {
                    let tools: [(String, (URL) throws -> LayoutRun)] = [
                        (FolioLayout.tool, { try folioTool.run(files, variant: variant, work: $0) })
                    ] + (peer.map { peer in [(PeerLayout.tool, { try peer.run(files, variant: variant, work: $0) })] } ?? [])
                    for (tool, run) in tools {
                        BenchIO.log("\(tool) \(variant.rawValue): \(files.count) file(s), \(pages) page(s), \(workers) at a time")
                        let load = MachineLoad.now()
                        let result = try run(work.appendingPathComponent(variant.rawValue).appendingPathComponent(tool))
                        let otherCores = MachineLoad.now().otherCores(since: load)
                        let saved = predictionFolder.appendingPathComponent("\(tool)-\(variant.rawValue).json")
                        try BenchIO.writeJSON(LayoutPredictions(documents: result.documents.values.sorted { $0.name < $1.name }),
                                              to: saved.path)
                        if tool == PeerLayout.tool { report.peerVersion = result.command }
                        report.rows.append(Self.row(result, truths: truths, pages: pages, otherCores: otherCores,
                                                    predictions: workDir == nil ? nil : saved.path))
                    }
                }
            }
            report.compareSpeeds()
            print(report.text(misses: misses, allMisses: allMisses))
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
        }

        /// A run scored against every truth document.
        private static func row(_ run: LayoutRun, truths: [LayoutTruth], pages: Int, otherCores: Double,
                                predictions: String?) -> LayoutReport.Row {
            let scores = truths.map { LayoutScorer.score($0, prediction: run.documents[$0.name]) }
            return LayoutReport.Row(
                tool: run.tool, variant: run.variant, command: run.command, documents: truths.count, pages: pages,
                seconds: run.seconds, secondsPerPage: pages > 0 ? run.seconds / Double(pages) : 0,
                otherCores: otherCores, score: LayoutScore(scores), documentScores: scores, errors: run.errors,
                predictions: predictions, note: run.note)
        }

        /// `--peer-script`, or `scripts/bench-layout-peer.py` of this package (this file is
        /// `Sources/folio-bench/Layout.swift`).
        private func peerScriptURL() throws -> URL {
            let url = peerScript.map { URL(fileURLWithPath: $0) }
                ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../scripts/bench-layout-peer.py").standardizedFileURL
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw BenchError("the peer driver \(url.path) is missing; pass --peer-script")
            }
            return url
        }
    }
}
