import Foundation

/// The figures of `folio-bench unattended`: one section per part that ran, printed as tables
/// (`UnattendedReport+Text.swift`) and written as JSON.
struct UnattendedReport: Codable {
    /// One command over one input: the median of its runs' wall-clock seconds.
    struct Timing: Codable {
        var command: String
        var seconds: Double
        /// Every run's seconds.
        var runs: [Double]
        var pages: Int
        var pagesPerSecond: Double

        /// The timing of `runs` over `pages` pages.
        init(command: String, runs: [Double], pages: Int) {
            self.command = command
            self.runs = runs
            self.pages = pages
            seconds = ThroughputReport.median(runs)
            pagesPerSecond = seconds > 0 ? Double(pages) / seconds : 0
        }
    }

    /// How undisturbed a part ran.
    struct Load: Codable {
        /// One-minute load average when the part started (includes the previous part's own work).
        var loadAverageAtStart: Double
        /// Average number of cores busy with other work while the part ran (`MachineLoad`).
        var otherCores: Double
    }

    /// (a) Folio against the tesseract CLI over the receipt scans, same model, same parallelism.
    struct CLIComparison: Codable {
        var images: Int
        var workers: Int
        /// The model folder Folio uses in fast mode, and the CLI's default one.
        var folioTessdata: String
        var cliTessdata: String
        var folio: Timing
        var cli: Timing
        /// Folio's pages per second over the CLI's.
        var ratio: Double
        var goal: Double
        var met: Bool
        var load: Load
    }

    /// (b) Folio against OCRmyPDF on the same scanned PDF, same parallelism.
    struct OCRmyPDFComparison: Codable {
        var pdf: ScanPDF
        var ocrmypdfVersion: String
        var folio: Timing
        var ocrmypdf: Timing
        /// OCRmyPDF's seconds over Folio's: how many times faster Folio is.
        var speedup: Double
        var goal: Double
        var met: Bool
        var load: Load
    }

    /// (c) Folio's pages per second with one worker and with more, over the same scanned PDF.
    struct Scaling: Codable {
        var pdf: ScanPDF
        var rows: [ThroughputReport.Row]
        /// The last row's pages per second over the first's.
        var speedup: Double
        var load: Load
    }

    /// (d) One page count's peak memory of every Folio process.
    struct MemoryRow: Codable {
        var pdf: ScanPDF
        var seconds: Double
        var pagesPerSecond: Double
        /// The largest sum of the coordinator's and its workers' resident memory in one sample.
        var totalMiB: Double
        /// The coordinator's own peak resident memory (its `VmHWM`).
        var coordinatorMiB: Double
        /// The largest worker's peak resident memory (its `VmHWM`).
        var largestWorkerMiB: Double
        /// Worker processes seen (more than `--workers` when one was replaced).
        var workerProcesses: Int
        var samples: Int
    }

    /// (d) Peak memory against page count.
    struct Memory: Codable {
        var workers: Int
        var intervalMilliseconds: Int
        var rows: [MemoryRow]
        /// The largest page count's figures over the smallest's.
        var totalRatio: Double
        var coordinatorRatio: Double
        var largestWorkerRatio: Double
        /// Goals: the largest page count under `goalMiB`, and at most `goalRatio` times the smallest's.
        var goalMiB: Double
        var goalRatio: Double
        var met: Bool
        var load: Load
    }

    var date: String
    var cores: Int
    var folio: String
    /// Passed to every `folio run` (pipeline and mode).
    var folioArguments: [String]
    var parts: [String]
    /// Parts that did not run, and why.
    var skipped: [String] = []
    var cli: CLIComparison?
    var ocrmypdf: OCRmyPDFComparison?
    var scaling: Scaling?
    var memory: Memory?
}
