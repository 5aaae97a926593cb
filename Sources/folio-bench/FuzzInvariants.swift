import Foundation

/// Checks the invariants for one batch: from how `folio run` ended and what the store holds afterwards, the
/// outcome of each input of the batch.
enum FuzzInvariants {
    /// The outcomes of `inputs` (each with the path it was given to folio at) after a run that ended with
    /// `ending`; `snapshot` is the store afterwards, or the reason it could not be read.
    static func check(_ inputs: [(input: FuzzInput, path: String)], ending: FuzzProcess.Ending, runLog: String,
                      snapshot: Result<FuzzStore.Snapshot, BenchError>) -> [FuzzOutcome] {
        let hung = ending == .timedOut
        var batchViolations: [FuzzViolation] = []
        if !hung, ending != .exited(0), ending != .exited(3) {
            let last = runLog.split(separator: "\n").last.map { ": \($0)" } ?? ""
            batchViolations.append(FuzzViolation(invariant: .runExit, detail: "folio run \(ending.description)\(last)"))
        }
        let store: FuzzStore.Snapshot
        switch snapshot {
        case .success(let value):
            store = value
            if value.integrity != "ok" {
                batchViolations.append(FuzzViolation(invariant: .integrity, detail: "integrity_check: \(value.integrity)"))
            }
        case .failure(let error):
            batchViolations.append(FuzzViolation(invariant: .integrity, detail: "the store cannot be read: \(error)"))
            return inputs.map {
                FuzzOutcome(name: $0.input.name, format: $0.input.format, status: "unrecorded", crashed: false, hung: hung,
                            violations: batchViolations + (hung ? [hang(finished: false)] : []), errors: [])
            }
        }
        let coordinatorDied = if case .signaled = ending { true } else { false }
        return inputs.map { input, path in
            var violations = batchViolations
            guard let id = store.documentForPath[path], let document = store.documents[id] else {
                // A killed run leaves files unrecorded: that is the hang (and the unfinished files are its
                // suspects), not a second failure.
                violations.append(hung ? hang(finished: false)
                                       : FuzzViolation(invariant: .recorded, detail: "not recorded in the store"))
                return FuzzOutcome(name: input.name, format: input.format, status: "unrecorded",
                                   crashed: coordinatorDied, hung: hung, violations: violations, errors: [])
            }
            let rows = store.errors[id] ?? []
            if hung { violations.append(hang(finished: true)) }
            if document.status != "ok",
               !rows.contains(where: { !$0.message.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
                violations.append(FuzzViolation(invariant: .explained,
                                                detail: "stored as \(document.status) with no error message"))
            }
            let crashes = rows.filter { isCrash($0, hasCode: store.hasErrorCode) }
            for row in crashes {
                violations.append(FuzzViolation(invariant: .noCrash, detail: "\(row.stage): \(row.message)"))
            }
            return FuzzOutcome(name: input.name, format: input.format, status: document.status,
                               crashed: !crashes.isEmpty || coordinatorDied, hung: hung, violations: violations,
                               errors: rows.map { "\($0.stage)\($0.page.map { " (page \($0 + 1))" } ?? ""): \($0.message)" })
        }
    }

    /// The hang as it concerns one input of the killed batch: still unfinished (a suspect) or already stored.
    private static func hang(finished: Bool) -> FuzzViolation {
        FuzzViolation(invariant: .noHang, detail: finished
            ? "its batch's folio run was still running at the time limit and was killed (this file was already stored)"
            : "not finished when its batch's folio run was killed at the time limit")
    }

    /// Whether an error row records a worker crash: its `code` says so when the store has that column and the
    /// row has a code; otherwise its message says the worker crashed or exited unexpectedly.
    static func isCrash(_ row: FuzzStore.ErrorRow, hasCode: Bool) -> Bool {
        if hasCode, let code = row.code?.lowercased(), !code.isEmpty {
            return code.contains("crash") || code.contains("exited")
        }
        let message = row.message.lowercased()
        return message.contains("crashed") || message.contains("exited unexpectedly")
    }
}
