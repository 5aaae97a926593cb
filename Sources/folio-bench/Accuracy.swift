import ArgumentParser
import FolioModel
import FolioOCR
import Foundation

extension FolioBench {
    /// Compares Folio's text with the tesseract CLI's (and RapidOCR's, when asked) on the same images in the same
    /// run: case-folded word precision, recall and F1, word accuracy, and pages per second.
    struct Accuracy: ParsableCommand {
        /// A named data set under the data root.
        enum DataSet: String, ExpressibleByArgument, CaseIterable {
            case phototest, sroie
            /// tesseract-test's pages with truth: phototest, eurotext and two UNLV magazine pages set in columns.
            case tesseractTest = "tesseract-test"
        }

        static let configuration = CommandConfiguration(
            abstract: "Word F1, word accuracy and pages per second of folio run against the tesseract CLI.",
            discussion: """
                Folio reads a temporary copy of the images with `folio run --workers W` into a fresh store (timed \
                wall-clock, store included) and its text is read back with `folio export --format json`. The peer \
                runs `tesseract IMG - --oem 1 --psm 3` with the model folder of the same mode, W processes at a time. \
                With --rapidocr-python, the RapidOCR package runs too (scripts/bench-rapidocr-peer.py: W processes, \
                one ONNX Runtime and OpenCV thread each, the package's default models and settings), timed \
                wall-clock over the whole set; a RapidOCR failure is reported, not fatal. Children get \
                OMP_THREAD_LIMIT=1. Totals are micro-averaged over all words and scored the same way for every side.
                """)

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "A named data set: phototest, sroie, or tesseract-test (its four pages with truth, two of them scanned magazine pages in columns).")
        var set: DataSet?

        @Option(help: "A folder of images (PNG, JPEG, TIFF) to read instead of --set.")
        var images: String?

        @Option(help: "With --images: the folder holding <image file name>.txt truth files.")
        var truthDir: String?

        @Option(help: "Data root holding ocr/tesseract-test/ and sroie-dev/ (default: ../shared/data from the package root).")
        var data: String?

        @Option(help: "Take only the first N images (in name order).")
        var limit: Int?

        @Option(help: "Worker processes for folio and parallel tesseract processes (default: the number of cores).")
        var workers: Int?

        @Option(help: "OCR mode for folio (accurate or fast); the peer uses the same model.")
        var mode = "accurate"

        @Option(help: "Passed to folio run as --pipeline.")
        var pipeline: String?

        @Option(help: "The tesseract executable.")
        var tesseract = "tesseract"

        @Option(help: "The peer's --tessdata-dir (default: the folder Folio uses for --mode).")
        var peerTessdata: String?

        @Option(help: """
            The Python of an environment holding rapidocr and onnxruntime (scripts/bench-accuracy makes one); \
            without it the RapidOCR peer is skipped.
            """)
        var rapidocrPython: String?

        @Option(help: """
            Report the RapidOCR peer as failed for this reason instead of running it (scripts/bench-accuracy \
            passes it when the peer's environment cannot be made).
            """)
        var rapidocrUnavailable: String?

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Flag(help: "Print a row per image.")
        var perImage = false

        @Option(help: "Directory for the input copy, store, exports and logs (default: a temporary one, removed afterwards).")
        var workDir: String?

        func validate() throws {
            if (set == nil) == (images == nil) { throw ValidationError("give either --set or --images") }
            if images != nil, truthDir == nil { throw ValidationError("--images needs --truth-dir") }
            if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
            if let workers, workers < 1 { throw ValidationError("--workers must be at least 1") }
            if OCRMode(rawValue: mode) == nil { throw ValidationError("--mode must be accurate or fast") }
        }

        func run() throws {
            var samples = try loadSamples()
            if let limit { samples = Array(samples.prefix(limit)) }
            try AccuracySamples.checkDistinctStems(samples)
            let workerCount = workers ?? ProcessInfo.processInfo.activeProcessorCount
            let peerFolder = try peerModelFolder()
            let folioRunner = FolioRunner(folio: try ChildProcess.executable(folio),
                                          runArguments: ["--mode", mode] + (pipeline.map { ["--pipeline", $0] } ?? []))
            let peer = TesseractBatch(tesseract: try ChildProcess.executable(tesseract),
                                      extraArguments: ["--tessdata-dir", peerFolder])
            let work = try workDirectory()
            var finished = false
            defer {
                if !finished {
                    BenchIO.log("input copy, store and logs kept in \(work.path)")
                } else if workDir == nil {
                    try? FileManager.default.removeItem(at: work)
                }
            }
            let inputs = try stage(samples, into: work.appendingPathComponent("input"))

            BenchIO.log("folio run: \(samples.count) image(s), --workers \(workerCount) --mode \(mode)")
            let store = work.appendingPathComponent("store.sqlite")
            let folioSeconds = try folioRunner.run(pdf: work.appendingPathComponent("input"), workers: workerCount,
                                                   store: store)
            let documents = try folioRunner.documentsByFileName(store: store,
                                                                exportDirectory: work.appendingPathComponent("export"))
            BenchIO.log("tesseract CLI: \(samples.count) image(s), \(workerCount) at a time, --tessdata-dir \(peerFolder)")
            let peerRun = try peer.recognise(inputs, workers: workerCount, outputs: work.appendingPathComponent("peer"))
            let rapidRun = recogniseWithRapidOCR(inputs, workers: workerCount,
                                                 outputs: work.appendingPathComponent("rapidocr"))
            let rapidTexts = try? rapidRun?.get().texts

            var rows: [AccuracyReport.Image] = []
            var folioTotal = WordCounts.zero, peerTotal = WordCounts.zero, rapidTotal = WordCounts.zero, pages = 0
            for (index, sample) in samples.enumerated() {
                guard let document = documents[sample.name] else {
                    throw BenchError("folio stored no document for \(sample.name) (is its content a duplicate of "
                                     + "another image's? Folio skips those)")
                }
                let folioText = document.pages.sorted { $0.index < $1.index }.map(\.transcript).joined(separator: "\n")
                let folioCounts = WordCounts(predicted: folioText, truth: sample.truth)
                let peerCounts = WordCounts(predicted: peerRun.texts[index], truth: sample.truth)
                let rapidCounts = rapidTexts.map { WordCounts(predicted: $0[index], truth: sample.truth) }
                folioTotal = folioTotal + folioCounts
                peerTotal = peerTotal + peerCounts
                rapidTotal = rapidTotal + (rapidCounts ?? .zero)
                pages += document.source.pageCount
                rows.append(.init(image: sample.name, pages: document.source.pageCount,
                                  folio: .init(folioCounts), peer: .init(peerCounts),
                                  rapidocr: rapidCounts.map { .init($0) }))
            }

            let folioSide = AccuracyReport.Side(
                command: "folio run INPUT --store STORE --workers \(workerCount) " + folioRunner.runArguments.joined(separator: " "),
                seconds: folioSeconds, pagesPerSecond: rate(pages, folioSeconds), metrics: .init(folioTotal))
            let peerSide = AccuracyReport.Side(
                command: "tesseract IMG - " + peer.arguments(for: URL(fileURLWithPath: "IMG")).dropFirst(2)
                    .joined(separator: " ") + " (\(workerCount) at a time)",
                seconds: peerRun.seconds, pagesPerSecond: rate(pages, peerRun.seconds), metrics: .init(peerTotal))
            let report = AccuracyReport(
                set: set?.rawValue ?? images ?? "", mode: mode, pipeline: pipeline, workers: workerCount,
                cores: ProcessInfo.processInfo.activeProcessorCount, images: samples.count, pages: pages,
                folio: folioSide, peer: peerSide,
                f1Ratio: peerSide.metrics.f1 > 0 ? folioSide.metrics.f1 / peerSide.metrics.f1 : 0,
                pagesPerSecondRatio: peerSide.pagesPerSecond > 0 ? folioSide.pagesPerSecond / peerSide.pagesPerSecond : 0,
                rapidocr: rapidocrOutcome(rapidRun, metrics: .init(rapidTotal), pages: pages, workers: workerCount,
                                          folio: folioSide),
                perImage: rows)

            if perImage { print(report.perImageText + "\n") }
            print(report.text)
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
        }

        private func loadSamples() throws -> [AccuracySample] {
            if let images, let truthDir {
                return try AccuracySamples.directory(images: URL(fileURLWithPath: images),
                                                     truth: URL(fileURLWithPath: truthDir))
            }
            let root = data.map { URL(fileURLWithPath: $0) } ?? Self.defaultDataRoot
            switch set {
            case .phototest: return try AccuracySamples.phototest(dataRoot: root)
            case .sroie: return try AccuracySamples.sroie(dataRoot: root)
            case .tesseractTest: return try AccuracySamples.tesseractTest(dataRoot: root)
            case nil: throw ValidationError("give either --set or --images")
            }
        }

        /// `../shared/data` next to the package root (this file is `Sources/folio-bench/Accuracy.swift`).
        static var defaultDataRoot: URL {
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/data")
                .standardizedFileURL
        }

        /// The model folder Folio uses for the mode (or `--peer-tessdata`), for the peer's `--tessdata-dir`.
        private func peerModelFolder() throws -> String {
            do {
                return try ModelLocator.folder(for: OCRMode(rawValue: mode) ?? .accurate, languages: ["eng"],
                                               explicit: peerTessdata)
            } catch {
                throw BenchError("no model for the peer: \(error)")
            }
        }

        /// Copies the images into `folder` (a fresh folder Folio reads whole) and returns the copies, in order.
        private func stage(_ samples: [AccuracySample], into folder: URL) throws -> [URL] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            return try samples.map { sample in
                let copy = folder.appendingPathComponent(sample.name)
                do {
                    try FileManager.default.copyItem(at: sample.image, to: copy)
                } catch {
                    throw BenchError("cannot copy \(sample.image.path) to \(copy.path): \(error.localizedDescription)")
                }
                return copy
            }
        }

        private func workDirectory() throws -> URL {
            try BenchIO.workDirectory(workDir, isStale: { _ in true })
        }

        private func rate(_ pages: Int, _ seconds: Double) -> Double { seconds > 0 ? Double(pages) / seconds : 0 }

        /// RapidOCR's run over `inputs` (nil when it was not asked for); a failure is the run's result, not thrown.
        private func recogniseWithRapidOCR(_ inputs: [URL], workers: Int, outputs: URL)
            -> Result<PeerRapidOCR.Run, BenchError>? {
            if let rapidocrUnavailable { return .failure(BenchError(rapidocrUnavailable)) }
            guard let rapidocrPython else { return nil }
            BenchIO.log("RapidOCR: \(inputs.count) image(s), \(workers) process(es), python \(rapidocrPython)")
            do {
                let peer = PeerRapidOCR(python: try ChildProcess.executable(rapidocrPython),
                                        script: try PeerRapidOCR.defaultScript())
                return .success(try peer.recognise(inputs, workers: workers, outputs: outputs))
            } catch {
                BenchIO.log("RapidOCR failed: \(error)")
                return .failure(error as? BenchError ?? BenchError("\(error)"))
            }
        }

        /// The report's RapidOCR entry for `run` (nil: skipped), `metrics` being its words over the whole set.
        private func rapidocrOutcome(_ run: Result<PeerRapidOCR.Run, BenchError>?, metrics: AccuracyReport.Metrics,
                                     pages: Int, workers: Int,
                                     folio: AccuracyReport.Side) -> AccuracyReport.PeerOutcome {
            switch run {
            case nil:
                return .skipped("no --rapidocr-python given (scripts/bench-accuracy passes it unless --no-rapidocr)")
            case .failure(let error):
                return .failed(error.message)
            case .success(let run):
                let command = "bench-rapidocr-peer.py --workers \(workers) IMAGES (\(run.version); \(run.models); "
                    + "one ONNX Runtime intra-op, inter-op and OpenCV thread per process)"
                return .ran(.init(command: command, seconds: run.seconds, pagesPerSecond: rate(pages, run.seconds),
                                  metrics: metrics), folio: folio)
            }
        }

    }
}
