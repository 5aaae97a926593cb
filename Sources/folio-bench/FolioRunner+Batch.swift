import Foundation

extension FolioRunner {
    /// What a batch run of `folio run` left behind.
    struct BatchRun {
        /// 0 when every document succeeded, 3 when some failed or were partial (they are in the store).
        var status: Int32
        var seconds: Double
        var store: URL
    }

    /// Runs `folio run FILES... --store STORE --workers N` into a store that must not exist yet, and accepts a
    /// run where some documents failed (exit 3): those are scored as failures. Logs go next to the store.
    /// Throws when folio could not run at all (any other exit status).
    func runBatch(_ files: [URL], workers: Int, store: URL) throws -> BatchRun {
        let log = store.deletingPathExtension()
        let arguments = ["run"] + files.map(\.path) + ["--store", store.path, "--workers", String(workers)]
            + runArguments
        let result = try ChildProcess.run(folio, arguments, stdout: log.appendingPathExtension("out"),
                                          stderr: log.appendingPathExtension("log"))
        guard result.status == 0 || result.status == 3 else {
            throw BenchError("folio run (\(files.count) files, \(runArguments.joined(separator: " "))) exited "
                             + "\(result.status):\n" + ChildProcess.tail(log.appendingPathExtension("log")))
        }
        return BatchRun(status: result.status, seconds: result.seconds, store: store)
    }
}
