import ArgumentParser
import Foundation

extension FolioBench {
    /// Folio's unattended batch figures in one go, each against a real peer on the same inputs in the same run:
    /// (a) pages per second against the tesseract CLI, (b) seconds against OCRmyPDF, (c) scaling from one
    /// worker to several, (d) peak memory of every Folio process against page count.
    struct Unattended: ParsableCommand {
        /// One part of the benchmark.
        enum Part: String, CaseIterable {
            case a, b, c, d
        }

        static let configuration = CommandConfiguration(
            abstract: "Throughput against the tesseract CLI and OCRmyPDF, scaling, and peak memory of folio run.",
            discussion: """
                Every folio run is `folio run INPUT --pipeline receipts --mode fast --workers N` into a fresh store. \
                Inputs are the SROIE receipt scans of sroie-dev/img: (a) the scans themselves, against \
                `tesseract IMG - --oem 1 --psm 3` (default model folder, N at a time); (b) a scanned PDF made of the \
                first --pdf-pages scans (img2pdf, JPEG bytes embedded unchanged, 300 dpi), against \
                `ocrmypdf --jobs N -l eng --output-type pdf`; (c) the same PDF with --workers 1 and N; (d) PDFs of \
                each --pages count, the first (smallest count) scans repeated, while the resident memory of folio and \
                its workers is sampled from /proc. Children get OMP_THREAD_LIMIT=1. Parts whose scans are missing \
                are skipped with a message.
                """)

        /// Passed to every `folio run`.
        static let folioArguments = ["--pipeline", "receipts", "--mode", "fast"]
        /// Goals: (a) Folio/CLI pages per second, (b) OCRmyPDF/Folio seconds, (d) MiB and growth.
        static let cliGoal = 1.2, ocrmypdfGoal = 1.5, memoryGoalMiB = 500.0, memoryGoalRatio = 1.10

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "Parts to run, comma-separated: a (vs tesseract CLI), b (vs OCRmyPDF), c (workers 1 vs N), d (memory).")
        var part = "a,b,c,d"

        @Option(help: "(a) Read only the first N scans (in name order; default all).")
        var limit: Int?

        @Option(help: "(b, c) Pages of the scanned PDF.")
        var pdfPages = 30

        @Option(help: "(d) Page counts, comma-separated; the first is the base of the ratio, the last its top.")
        var pages = "50,150,300"

        @Option(help: "Worker processes for folio (and processes at a time for the peers).")
        var workers = 2

        @Option(name: .customLong("repeat"), help: "(a, b, c) Runs of each command; the median is reported.")
        var repetitions = 1

        @Option(help: "(d) Milliseconds between memory samples.")
        var intervalMs = 50

        @Option(help: "Data root holding sroie-dev/img/ (default: ../shared/data from the package root).")
        var data: String?

        @Option(help: "The tesseract executable.")
        var tesseract = "tesseract"

        @Option(help: "The ocrmypdf executable.")
        var ocrmypdf = "ocrmypdf"

        @Option(help: "The img2pdf executable.")
        var img2pdf = "img2pdf"

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Option(help: "Directory for inputs, PDFs, stores and logs (default: a temporary one, removed afterwards).")
        var workDir: String?

        func validate() throws {
            _ = try chosenParts()
            _ = try pageCounts()
            if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
            guard pdfPages >= 1 else { throw ValidationError("--pdf-pages must be at least 1") }
            guard workers >= 1 else { throw ValidationError("--workers must be at least 1") }
            guard repetitions >= 1 else { throw ValidationError("--repeat must be at least 1") }
            guard intervalMs >= 1 else { throw ValidationError("--interval-ms must be at least 1") }
        }

        func run() throws {
            let parts = try chosenParts()
            let runner = FolioRunner(folio: try ChildProcess.executable(folio), runArguments: Self.folioArguments)
            var report = UnattendedReport(
                date: ISO8601DateFormatter().string(from: Date()), cores: ProcessInfo.processInfo.activeProcessorCount,
                folio: runner.folio.path, folioArguments: Self.folioArguments, parts: parts.map(\.rawValue))
            let work = try BenchIO.workDirectory(workDir, isStale: { $0.hasSuffix(".sqlite") })
            var finished = false
            defer { BenchIO.finish(work, workDir: workDir, finished: finished) }

            let scanFolder = (data.map { URL(fileURLWithPath: $0) } ?? Accuracy.defaultDataRoot)
                .appendingPathComponent("sroie-dev/img")
            if let scans = receiptScans(in: scanFolder) {
                try measure(parts, scans: scans, runner: runner, work: work, into: &report)
            } else {
                let reason = "\(scanFolder.path) holds no receipt scans (pass --data DIR holding sroie-dev/img/)"
                report.skipped = parts.map { "part \($0.rawValue): \(reason)" }
                BenchIO.log("skipping every part: \(reason)")
            }

            print(report.text)
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
        }

        private func measure(_ parts: [Part], scans: [URL], runner: FolioRunner, work: URL,
                             into report: inout UnattendedReport) throws {
            if parts.contains(.a) {
                report.cli = try compareWithCLI(Array(scans.prefix(limit ?? scans.count)), runner: runner, work: work)
            }
            if parts.contains(.b) || parts.contains(.c) {
                let builder = ScanPDFBuilder(img2pdf: try ChildProcess.executable(img2pdf))
                BenchIO.log("img2pdf: \(pdfPages)-page scanned PDF")
                let pdf = try builder.build(from: scans, pages: pdfPages,
                                            into: work.appendingPathComponent("scans-\(pdfPages).pdf"))
                if parts.contains(.b) { report.ocrmypdf = try compareWithOCRmyPDF(pdf, runner: runner, work: work) }
                if parts.contains(.c) { report.scaling = try scaling(pdf, runner: runner, work: work) }
            }
            if parts.contains(.d) {
                let builder = ScanPDFBuilder(img2pdf: try ChildProcess.executable(img2pdf))
                report.memory = try peakMemory(try pageCounts(), scans: scans, builder: builder, runner: runner,
                                               work: work)
            }
        }

        /// The parts of `--part`, in a-to-d order.
        private func chosenParts() throws -> [Part] {
            let names = part.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
            var chosen = Set<Part>()
            for name in names {
                guard let found = Part(rawValue: name) else {
                    throw ValidationError("--part takes a, b, c or d (comma-separated), not \(name)")
                }
                chosen.insert(found)
            }
            guard !chosen.isEmpty else { throw ValidationError("--part needs at least one of a, b, c, d") }
            return Part.allCases.filter(chosen.contains)
        }

        /// The page counts of `--pages`, as given.
        func pageCounts() throws -> [Int] {
            let counts = pages.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !counts.isEmpty, counts.allSatisfy({ ($0 ?? 0) >= 1 }) else {
                throw ValidationError("--pages takes page counts of at least 1, comma-separated (e.g. 50,150,300)")
            }
            return counts.compactMap { $0 }
        }

        /// The JPEG scans in `folder` in name order, or nil when there are none.
        private func receiptScans(in folder: URL) -> [URL]? {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
            let scans = names.filter { $0.lowercased().hasSuffix(".jpg") }.sorted()
            return scans.isEmpty ? nil : scans.map { folder.appendingPathComponent($0) }
        }
    }
}

extension UnattendedReport.Load {
    /// Starts watching the machine; the returned closure gives the load since then.
    static func watch() -> () -> UnattendedReport.Load {
        let average = MachineLoad.loadAverage(), start = MachineLoad.now()
        return { UnattendedReport.Load(loadAverageAtStart: average, otherCores: MachineLoad.now().otherCores(since: start)) }
    }
}
