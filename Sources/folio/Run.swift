import ArgumentParser
import FolioOCR
import FolioPipeline
import FolioStore
import Foundation

extension FolioCommand {
    /// `folio run`: process files and folders into the store.
    struct Run: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Process files and folders of photos, scans and PDFs into the store.",
            discussion: "Reads PNG, JPEG, TIFF, PDF, HEIC/HEIF, AVIF, WebP, GIF, BMP, JPEG 2000 and PNM, each "
                + "known by its content, not its name. Documents already in the store (same content) are "
                + "skipped; failures are recorded, and the rest of the batch completes.")

        @Argument(help: "Files and folders to process (folders recursively).")
        var inputs: [String] = []

        @Option(help: "Pipeline name (receipts, tables, archive) or a .yml file.")
        var pipeline: String?

        @OptionGroup var storeOptions: StoreOptions

        @Option(help: "Worker processes (default: the number of cores).")
        var workers: Int?

        @Option(help: "OCR mode: accurate or fast (default: the pipeline's).")
        var mode: OCRMode?

        @Option(help: "Folder holding .traineddata models (overrides TESSDATA_PREFIX).")
        var tessdata: String?

        @Flag(help: "Process again documents stored as failed or partial.")
        var retryFailed = false

        @Option(help: "Also write each processed page image into this folder as <document id>_p<page>.png.")
        var savePages: String?

        func validate() throws {
            if inputs.isEmpty { throw ValidationError("give at least one file or folder to process") }
            if let workers, workers < 1 || workers > 256 { throw ValidationError("--workers must be from 1 to 256") }
        }

        func run() throws {
            var config: PipelineConfig
            do { config = try PipelineLoader.load(pipeline) } catch { throw CLIFailure("\(error)") }
            if let mode { config.mode = mode }
            if config.stages.contains(.ocr) {
                do {
                    if config.resolvedEngine == .ppocr {
                        try PPOCREngine.check(config.ocrConfiguration(dataPath: "", targetTextHeight: nil))
                        _ = try NeuralModels.locate()
                        // Tesseract's folder still serves the orientation check (osd.traineddata).
                        if let tessdata { _ = try ModelLocator.folder(for: config.mode, languages: ["osd"], explicit: tessdata) }
                    } else {
                        _ = try ModelLocator.folder(for: config.mode, languages: config.languages, explicit: tessdata)
                    }
                } catch {
                    throw CLIFailure("\(error)")
                }
            }
            for input in inputs where !FileManager.default.fileExists(atPath: input) {
                throw CLIFailure("\(input): no such file or folder")
            }
            let store = try storeOptions.open()
            let storePath = URL(fileURLWithPath: storeOptions.store).standardizedFileURL.path
            // One run at a time on a store; a second is refused before it records a run.
            let lock: StoreRunLock
            do { lock = try StoreRunLock(storePath: storePath) } catch { throw CLIFailure("\(error)") }
            defer { withExtendedLifetime(lock) {} }
            let workerCount = workers ?? ProcessInfo.processInfo.activeProcessorCount
            let runID: Int64
            do {
                runID = try store.beginRun(pipeline: config.name, mode: config.mode.rawValue, inputs: inputs)
            } catch {
                throw CLIFailure("\(error)")
            }
            lock.record(runID: runID)
            let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            let printer = ProgressPrinter()
            let runner = BatchRunner(
                config: config,
                options: BatchOptions(workers: workerCount, workerExecutable: executable, tessdata: tessdata,
                                      retryFailed: retryFailed, savePagesDirectory: savePages,
                                      excludedPaths: [storePath, storePath + "-wal", storePath + "-shm",
                                                      storePath + "-journal", lock.path]),
                sink: StoreSink(store: store, runID: runID, pipeline: config.name),
                progress: { printer.update($0) })
            let signals = InterruptSignals { signal in
                FileHandle.standardError.write(Data(("\nfolio: \(signal == SIGINT ? "interrupted" : "terminated"); "
                    + "finishing the pages in progress (again to stop at once)\n").utf8))
                runner.interrupt()
            }
            let summary: BatchSummary
            do {
                summary = try runner.run(inputs: inputs)
            } catch {
                printer.finish()
                try? store.finishRun(id: runID, counts: RunCounts(), status: .interrupted)
                throw CLIFailure("\(error)")
            }
            printer.finish()
            try? store.finishRun(id: runID, counts: RunCounts(
                documentsSeen: summary.documentsSeen, documentsProcessed: summary.documentsProcessed,
                documentsSkipped: summary.documentsSkipped,
                documentsFailed: summary.documentsFailed + summary.documentsPartial,
                pagesProcessed: summary.pagesProcessed), status: summary.interrupted ? .interrupted : .completed)
            print(RunReport(runID: runID, config: config, workers: workerCount, store: storeOptions.store,
                            summary: summary).text)
            if let signal = signals.received { throw ExitCode(128 + signal) }
            if summary.documentsFailed + summary.documentsPartial > 0 { throw ExitCode(ExitStatus.someFailed) }
        }
    }
}

extension OCRMode: ExpressibleByArgument {}
