import Foundation

/// Runs one batch: writes its inputs into a fresh folder, runs `folio run` on the folder into the session's
/// store with a wall-clock bound, and checks the invariants.
struct FuzzBatch {
    /// The `folio` executable and the arguments every run shares.
    let folio: URL
    let sqlite3: URL
    let store: URL
    let pipeline: URL
    let workers: Int
    /// Seconds a run may take before it counts as a hang and is killed.
    let timeout: Double

    /// What a batch produced.
    struct Result {
        var outcomes: [FuzzOutcome]
        var seconds: Double
        var ending: FuzzProcess.Ending
        /// The last lines of `folio run`'s standard output and error.
        var log: String
        /// Crashing inputs run again alone.
        var triaged: Int
    }

    /// Runs `inputs` in `folder` (created; must not exist); up to `triageLimit` crashing inputs are run again alone to
    /// learn why they crashed.
    func run(_ inputs: [FuzzInput], folder: URL, triageLimit: Int) throws -> Result {
        let files = folder.appendingPathComponent("inputs")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        var placed: [(input: FuzzInput, path: String)] = []
        for input in inputs {
            let url = files.appendingPathComponent(input.name)
            do {
                try Data(input.bytes).write(to: url)
            } catch {
                throw BenchError("cannot write fuzz input \(url.path): \(error)")
            }
            placed.append((input, url.standardizedFileURL.path))
        }
        var environment = ChildProcess.environment
        environment["OMP_THREAD_LIMIT"] = "1"
        let output = folder.appendingPathComponent("folio-run.out"), errors = folder.appendingPathComponent("folio-run.log")
        let arguments = ["run", files.path, "--store", store.path, "--pipeline", pipeline.path, "--workers", String(workers)]
        let (ending, seconds) = try FuzzProcess.run(folio, arguments, environment: environment, stdout: output,
                                                    stderr: errors, timeout: timeout)
        let log = [ChildProcess.tail(output, lines: 8), ChildProcess.tail(errors, lines: 8)]
            .filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
            .joined(separator: "\n")
        let snapshot: Swift.Result<FuzzStore.Snapshot, BenchError>
        do {
            snapshot = .success(try FuzzStore(sqlite3: sqlite3, path: store).snapshot())
        } catch let error as BenchError {
            snapshot = .failure(error)
        } catch {
            snapshot = .failure(BenchError("\(error)"))
        }
        var outcomes = FuzzInvariants.check(placed, ending: ending, runLog: ChildProcess.tail(errors, lines: 3),
                                            snapshot: snapshot)
        let triage = FuzzCrashTriage(folio: folio, pipeline: pipeline, timeout: timeout)
        let crashed = outcomes.indices.filter { outcomes[$0].violations.contains { $0.invariant == .noCrash } }
        for index in crashed.prefix(max(0, triageLimit)) {
            let file = files.appendingPathComponent(outcomes[index].name)
            guard let found = try triage.triage(file, in: folder.appendingPathComponent("triage")) else { continue }
            outcomes[index].crashTrace = found.trace
            for violation in outcomes[index].violations.indices
            where outcomes[index].violations[violation].invariant == .noCrash {
                outcomes[index].violations[violation].detail += " — \(found.signature)"
            }
        }
        return Result(outcomes: outcomes, seconds: seconds, ending: ending, log: log,
                      triaged: min(crashed.count, max(0, triageLimit)))
    }
}
