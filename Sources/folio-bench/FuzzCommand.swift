import ArgumentParser
import Foundation

extension FolioBench {
    /// Feeds Folio seeded, reproducible damaged and degenerate PNG, JPEG, TIFF, PDF, WebP, GIF, BMP, JPEG 2000, PNM,
    /// HEIC and AVIF files through the real `folio run` and checks that every batch survives them.
    struct Fuzz: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Run seeded damaged and degenerate PNG/JPEG/TIFF/PDF/WebP/GIF/BMP/JP2/PNM/HEIC/AVIF inputs through "
                + "folio run and check invariants.",
            discussion: """
                Per format, --per-format inputs: small valid seeds (and degenerate images: 1×1, 65535×1, 1-bit and \
                16-bit TIFF, blank pages) as they are, and seeds damaged byte-wise and format-aware. Formats: png, \
                jpeg, tiff, pdf, webp, gif, bmp, jp2, pnm, heic, avif (--only webp keeps one). Inputs go \
                through `folio run` in batches (a fresh folder each, one store per session, mode fast, 60 s page \
                timeout). After each batch: (a) every input is recorded, (b) failed/partial documents carry an \
                error message, (c) no worker crashed, (d) no run hung past --batch-timeout, (e) the store passes \
                integrity_check, (f) folio run exits 0 or 3. Exit status 0 when all hold, 2 otherwise. An input's \
                file name encodes format, seed, index and damage; --seed S --only NAME regenerates it.
                """)

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "Inputs per format.")
        var perFormat: Int

        @Option(help: "Session seed: the same seed gives the same inputs.")
        var seed: UInt64

        @Option(help: "Folder for inputs, store, pipeline and logs, kept (default: a temporary one, removed when every invariant holds).")
        var out: String?

        @Option(help: "Files per folio run.")
        var batch = 200

        @Option(help: "Passed to folio run as --workers.")
        var workers = 2

        @Option(help: "Copy each input breaking an invariant here, with a .txt of what happened beside it.")
        var keepFailures: String?

        @Option(help: "Write the figures as JSON to this file.")
        var json: String?

        @Option(help: "Seconds a folio run may take before it counts as a hang and is killed.")
        var batchTimeout = 600.0

        @Option(help: "Crashing inputs run again alone (with backtraces) to learn why they crashed; 0 for none.")
        var triage = 100

        @Option(help: "Only inputs whose file name starts with this (e.g. png-s1-007); repeatable.")
        var only: [String] = []

        @Option(help: "The sqlite3 command-line shell.")
        var sqlite3 = "sqlite3"

        @Option(help: "The fixtures folder whose ocr/*.png pages are also seeds.")
        var fixtures = "Fixtures"

        @Option(help: "The pipeline copied (with mode fast, 60 s page timeout) for the runs.")
        var pipelineTemplate = "pipelines/receipts.yml"

        func validate() throws {
            guard perFormat >= 1 else { throw ValidationError("--per-format must be at least 1") }
            guard batch >= 1 else { throw ValidationError("--batch must be at least 1") }
            guard (1...64).contains(workers) else { throw ValidationError("--workers must be from 1 to 64") }
            guard batchTimeout > 0 else { throw ValidationError("--batch-timeout must be positive") }
            guard triage >= 0 else { throw ValidationError("--triage must be 0 or more") }
        }

        func run() throws {
            let folioURL = try ChildProcess.executable(folio)
            let sqliteURL = try ChildProcess.executable(sqlite3)
            let work = try BenchIO.workDirectory(out) { $0 == "fuzz.sqlite" || $0.hasPrefix("batch-") }
            let scratch = work.appendingPathComponent("scratch")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            let seeds = try FuzzSeeds.make(fixturesDirectory: URL(fileURLWithPath: fixtures), scratch: scratch)
            let pipeline = work.appendingPathComponent("fuzz-pipeline.yml")
            try FuzzPipelineFile.write(from: URL(fileURLWithPath: pipelineTemplate), to: pipeline)
            let runner = FuzzBatch(folio: folioURL, sqlite3: sqliteURL, store: work.appendingPathComponent("fuzz.sqlite"),
                                   pipeline: pipeline, workers: workers, timeout: batchTimeout)
            let keeper = keepFailures.map { FuzzFailureKeeper(directory: URL(fileURLWithPath: $0)) }

            var outcomes: [FuzzOutcome] = []
            var seconds: [FuzzFormat: Double] = [:]
            var hangs: [FuzzReport.Hang] = []
            var triageLeft = triage
            for format in FuzzFormat.allCases {
                let inputs = (0..<perFormat).compactMap {
                    FuzzMutator.input(format, index: $0, seed: seed, seeds: seeds[format] ?? [])
                }.filter { input in only.isEmpty || only.contains { input.name.hasPrefix($0) } }
                for (number, start) in stride(from: 0, to: inputs.count, by: batch).enumerated() {
                    let chunk = Array(inputs[start..<min(start + batch, inputs.count)])
                    let folder = work.appendingPathComponent("batch-\(format.rawValue)-\(number + 1)")
                    let result = try runner.run(chunk, folder: folder, triageLimit: triageLeft)
                    triageLeft -= result.triaged
                    seconds[format, default: 0] += result.seconds
                    if result.ending == .timedOut {
                        let unfinished = result.outcomes.filter { $0.status == "unrecorded" }.map(\.name)
                        hangs.append(FuzzReport.Hang(format: format, seconds: result.seconds, files: chunk.map(\.name),
                                                     unfinished: unfinished))
                    }
                    let broken = result.outcomes.filter { !$0.passed }
                    BenchIO.log("\(format.rawValue) batch \(number + 1): \(chunk.count) files, \(result.ending.description), "
                        + String(format: "%.1f s", result.seconds) + ", \(broken.count) breaking an invariant")
                    if let keeper {
                        for outcome in broken {
                            try keeper.keep(outcome, from: folder.appendingPathComponent("inputs/\(outcome.name)"),
                                            runEnding: result.ending.description, runLog: result.log)
                        }
                    }
                    outcomes += result.outcomes
                }
            }

            let report = FuzzReport(seed: seed, perFormat: perFormat, batchSize: batch, workers: workers, outcomes: outcomes,
                                    seconds: seconds, hangs: hangs,
                                    keptDirectory: keepFailures.map { URL(fileURLWithPath: $0) })
            if let json { try BenchIO.writeJSON(report, to: json) }
            if out == nil {
                if report.holds || keepFailures != nil {
                    try? FileManager.default.removeItem(at: work)
                } else {
                    BenchIO.log("inputs, store and logs kept in \(work.path)")
                }
            }
            print(report.text)
            if !report.holds { throw ExitCode(2) }
        }
    }
}
