import ArgumentParser
import FolioEval
import Foundation

extension FolioBench {
    /// Times `folio run` over one PDF with 1 and 2 workers (by default) and reports pages per second.
    struct Throughput: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Pages per second of `folio run` over a PDF for each --workers value, and their ratio.",
            discussion: """
                Every run uses a fresh store so nothing is skipped. Children get OMP_THREAD_LIMIT=1. With --peer, \
                the tesseract CLI reads the same pages (rendered first with pdftoppm, not timed) with the same \
                number of parallel processes, as a baseline.
                """)

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "The PDF to process.")
        var pdf: String

        @Option(help: "Worker counts to time, in order; the ratio is last over first.")
        var workers: [Int] = [1, 2]

        @Option(name: .customLong("repeat"), help: "Runs per worker count; the median is reported.")
        var repetitions = 1

        @Option(help: "Passed to folio run as --mode (accurate or fast).")
        var mode: String?

        @Option(help: "Passed to folio run as --pipeline.")
        var pipeline: String?

        @Flag(help: "Also time the tesseract CLI over the same pages.")
        var peer = false

        @Option(help: "The tesseract executable for --peer.")
        var tesseract = "tesseract"

        @Option(help: "The pdftoppm executable for --peer.")
        var pdftoppm = "pdftoppm"

        @Option(help: "Resolution of the page images rendered for --peer.")
        var peerDPI = 300

        @Option(help: "Passed to the peer tesseract as --tessdata-dir.")
        var peerTessdata: String?

        @Option(help: "Truth text of the PDF (pages separated by form-feed lines) to report word accuracy.")
        var truth: String?

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Option(help: "Exit with status 2 when the throughput ratio is below this.")
        var minRatio: Double?

        @Option(help: "Directory for stores, logs and page images (default: a temporary one, removed afterwards).")
        var workDir: String?

        func validate() throws {
            guard !workers.isEmpty, workers.allSatisfy({ $0 >= 1 }) else {
                throw ValidationError("--workers values must be at least 1")
            }
            guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
            if let mode, !["accurate", "fast"].contains(mode) {
                throw ValidationError("--mode must be accurate or fast")
            }
        }

        func run() throws {
            let pdfURL = URL(fileURLWithPath: pdf).standardizedFileURL
            let pages = try PDFPageCount.pages(of: pdfURL)
            let passThrough = (mode.map { ["--mode", $0] } ?? []) + (pipeline.map { ["--pipeline", $0] } ?? [])
            let runner = FolioRunner(folio: try ChildProcess.executable(folio), runArguments: passThrough)
            let work = try workDirectory()
            var finished = false
            defer {
                if !finished {
                    BenchIO.log("logs and stores kept in \(work.path)")
                } else if workDir == nil {
                    try? FileManager.default.removeItem(at: work)
                }
            }
            let truthPages = try truth.map { try TruthText.load(URL(fileURLWithPath: $0)) }

            var folioRuns = workers.map { (workers: $0, runs: [Double]()) }
            var firstStore: URL?
            for repetition in 1...repetitions {
                for index in workers.indices {
                    let store = work.appendingPathComponent("store-w\(workers[index])-r\(repetition).sqlite")
                    BenchIO.log("folio run --workers \(workers[index]) (run \(repetition) of \(repetitions))")
                    folioRuns[index].runs.append(try runner.run(pdf: pdfURL, workers: workers[index], store: store))
                    if firstStore == nil { firstStore = store }
                }
            }
            let folioRows = ThroughputReport.rows(folioRuns, pages: pages)
            var report = ThroughputReport(pdf: pdfURL.path, pages: pages,
                                          cores: ProcessInfo.processInfo.activeProcessorCount,
                                          repetitions: repetitions, folio: folioRows,
                                          ratio: folioRows.last?.speedup ?? 0)
            if let truthPages, let firstStore {
                do {
                    let export = work.appendingPathComponent("export")
                    let texts = try runner.transcripts(store: firstStore, exportDirectory: export)
                    report.folioAccuracy = accuracy(texts, truthPages)
                } catch {
                    BenchIO.log("folio accuracy not measured: \(error)")
                }
            }
            if peer { try measurePeer(pdf: pdfURL, pages: pages, work: work, truth: truthPages, into: &report) }
            if let minRatio {
                report.minRatio = minRatio
                report.passed = report.ratio >= minRatio
            }

            print(report.text)
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
            if report.passed == false { throw ExitCode(2) }
        }

        private func measurePeer(pdf: URL, pages: Int, work: URL, truth: [String]?,
                                 into report: inout ThroughputReport) throws {
            let peer = PeerTesseract(tesseract: try ChildProcess.executable(tesseract),
                                     pdftoppm: try ChildProcess.executable(pdftoppm), dpi: peerDPI,
                                     extraArguments: peerTessdata.map { ["--tessdata-dir", $0] } ?? [])
            BenchIO.log("pdftoppm -r \(peerDPI) -gray (not timed)")
            let images = try peer.extractPages(of: pdf, into: work.appendingPathComponent("peer-pages"))
            var runs = workers.map { (workers: $0, runs: [Double]()) }
            var firstTexts: [String]?
            for repetition in 1...repetitions {
                for index in workers.indices {
                    BenchIO.log("tesseract CLI, \(workers[index]) at a time (run \(repetition) of \(repetitions))")
                    let output = work.appendingPathComponent("peer-w\(workers[index])-r\(repetition)")
                    let result = try peer.recognise(images, workers: workers[index], outputs: output)
                    runs[index].runs.append(result.seconds)
                    if firstTexts == nil { firstTexts = result.texts }
                }
            }
            let rows = ThroughputReport.rows(runs, pages: images.count)
            report.peer = rows
            report.peerRatio = rows.last?.speedup
            if let truth, let firstTexts { report.peerAccuracy = accuracy(firstTexts, truth) }
        }

        private func accuracy(_ predicted: [String], _ truth: [String]) -> ThroughputReport.Accuracy {
            let predictedText = predicted.joined(separator: "\n"), truthText = truth.joined(separator: "\n")
            return ThroughputReport.Accuracy(
                wordAccuracy: WordMetrics.accuracy(predicted: predictedText, truth: truthText),
                wordF1: WordMetrics.f1(predicted: predictedText, truth: truthText).f1)
        }

        private func workDirectory() throws -> URL {
            try BenchIO.workDirectory(workDir, isStale: { $0.hasPrefix("store-") })
        }


    }
}
