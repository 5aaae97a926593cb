import Foundation

extension FolioRunner {
    /// Runs `folio run PDF --store STORE --workers N` like `run(pdf:workers:store:)`, sampling the memory of
    /// the coordinator and its worker processes every `interval` seconds. Throws when folio does not exit 0.
    func runSampled(pdf: URL, workers: Int, store: URL, interval: TimeInterval) throws -> SampledProcess.Outcome {
        let log = store.deletingPathExtension()
        let arguments = ["run", pdf.path, "--store", store.path, "--workers", String(workers)] + runArguments
        let outcome = try SampledProcess.run(folio, arguments, stdout: log.appendingPathExtension("out"),
                                             stderr: log.appendingPathExtension("log"), interval: interval)
        guard outcome.status == 0 else {
            throw BenchError("folio \(arguments.joined(separator: " ")) exited \(outcome.status):\n"
                             + ChildProcess.tail(log.appendingPathExtension("log")))
        }
        return outcome
    }
}
