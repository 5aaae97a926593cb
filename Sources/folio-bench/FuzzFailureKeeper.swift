import Foundation

/// Copies the inputs that broke an invariant (crashes, hangs and the rest) into a folder, each with a `.txt`
/// beside it holding what went wrong, the stored errors and how its `folio run` ended.
struct FuzzFailureKeeper {
    let directory: URL

    /// Keeps `outcome`'s input, read from `source`; `runEnding` and `runLog` describe its batch's run.
    func keep(_ outcome: FuzzOutcome, from source: URL, runEnding: String, runLog: String) throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let target = directory.appendingPathComponent(outcome.name)
        try? FileManager.default.removeItem(at: target)
        do {
            try FileManager.default.copyItem(at: source, to: target)
        } catch {
            throw BenchError("cannot copy \(source.path) to \(target.path): \(error)")
        }
        var text = ["\(outcome.name): status \(outcome.status)\(outcome.crashed ? ", crashed" : "")\(outcome.hung ? ", hung" : "")"]
        text += outcome.violations.map { "broke (\($0.invariant.rawValue)) \($0.invariant.summary): \($0.detail)" }
        text += outcome.errors.map { "error: \($0)" }
        if let trace = outcome.crashTrace { text.append("run again alone, the worker reported:\n\(trace)") }
        text.append("folio run: \(runEnding)")
        if !runLog.isEmpty { text.append("folio run output (last lines):\n\(runLog)") }
        let note = directory.appendingPathComponent(outcome.name + ".txt")
        do {
            try (text.joined(separator: "\n") + "\n").write(to: note, atomically: true, encoding: .utf8)
        } catch {
            throw BenchError("cannot write \(note.path): \(error)")
        }
    }
}
