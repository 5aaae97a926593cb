import ArgumentParser
import FolioEval
import Foundation

extension FolioBench {
    /// The data detectors, black-box through `folio detect`, scored on peer projects' test vectors, and timed.
    struct Detectors: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Data detectors: folio detect scored on isemail, linkify-it, libphonenumber, datefinder, "
                + "dateparser and price-parser vectors, and timed.",
            discussion: """
                Reads <data>/detectors-dev (docs/bench-detect.md says how each suite is read and what is left \
                out), groups the cases by the options they need (kinds, region, date order, currency) and runs \
                one `folio detect --lines ...` per group with all the group's lines on standard input. Prints \
                precision, recall and F1 per kind, suite and subset, the currency figure of money, any breach of \
                the output contract and the first misses per kind. Then times folio detect on about 10 MB of \
                generated mixed text and on hostile lines (digits, repeated punctuation) at 1 MB and 2 MB. \
                Exits 0 with a message when the vectors are absent.
                """)

        @Option(help: "The folio executable.")
        var folio = ".build/release/folio"

        @Option(help: "Data root holding detectors-dev/ (default: ../shared/data from the package root).")
        var data: String?

        @Option(help: "Write the full report (every row, miss and exclusion) as JSON to this file.")
        var json: String?

        @Flag(help: "List every miss, not only the first of each kind.")
        var allMisses = false

        @Flag(help: "Do not time folio detect on generated text.")
        var noSpeed = false

        @Option(help: "Megabytes of mixed text for the speed figure.")
        var speedMegabytes = 10

        @Option(help: "Seconds one folio detect call may take before it is killed.")
        var timeout: Double = 600

        @Option(help: "Directory for the calls' inputs, outputs and logs (default: a temporary one, removed after).")
        var workDir: String?

        func validate() throws {
            guard timeout > 0 else { throw ValidationError("--timeout must be positive") }
            guard speedMegabytes >= 1 else { throw ValidationError("--speed-megabytes must be at least 1") }
        }

        func run() throws {
            let dataRoot = data.map { URL(fileURLWithPath: $0) } ?? Accuracy.defaultDataRoot
            let folder = dataRoot.appendingPathComponent("detectors-dev")
            var report = DetectorsReport(date: ISO8601DateFormatter().string(from: Date()), folio: folio,
                                         vectors: folder.path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                report.skipped = "\(folder.path) is absent, so there is nothing to score "
                    + "(pass --data DIR holding detectors-dev/)"
                BenchIO.log("skipping the detector benchmark: \(report.skipped ?? "")")
                print(report.text(allMisses: allMisses))
                if let json { try BenchIO.writeJSON(report, to: json) }
                return
            }
            let executable = try ChildProcess.executable(folio)
            let vectors = try DetectorVectors.load(folder)
            for testCase in vectors.cases { report.cases[testCase.suite.rawValue, default: 0] += 1 }
            report.excluded = vectors.excluded

            let work = try BenchIO.workDirectory(workDir, isStale: { $0.hasPrefix("call-") || $0.hasPrefix("speed-") })
            var finished = false
            defer { BenchIO.finish(work, workDir: workDir, finished: finished) }
            try DetectorRunner(folio: executable, work: work, timeout: timeout).score(vectors.cases, into: &report)
            if !noSpeed {
                report.speed = try DetectorSpeed(folio: executable, work: work, timeout: timeout,
                                                 mixedBytes: speedMegabytes * DetectorSpeed.megabyte).measure()
            }
            print(report.text(allMisses: allMisses))
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
        }
    }
}
