import Foundation

/// The fuzz session's figures: per format, per invariant, each distinct failure with an example, and every
/// input's outcome (written as JSON by `--json`).
struct FuzzReport: Codable {
    /// One format's line of the table.
    struct FormatRow: Codable {
        var format: FuzzFormat
        var inputs = 0
        var ok = 0
        var partial = 0
        var failed = 0
        /// Inputs not in the store (their batch hung or could not run).
        var unrecorded = 0
        var crashes = 0
        var hangs = 0
        /// Wall-clock seconds of this format's `folio run` batches.
        var seconds = 0.0
        /// Inputs breaking at least one invariant.
        var broken = 0
    }

    /// Whether one invariant held, and how many inputs broke it.
    struct InvariantRow: Codable {
        var invariant: FuzzInvariant
        var summary: String
        var holds: Bool
        var inputs: Int
    }

    /// A distinct failure: the invariant, the message with file names and long numbers blanked, how many inputs
    /// met it, and one of them.
    struct Failure: Codable {
        var invariant: FuzzInvariant
        var message: String
        var count: Int
        var example: String
        /// The example's path under `--keep-failures`, when given.
        var kept: String?
    }

    /// A batch that was still running at the time limit, its files, and those not stored when it was killed
    /// (the suspects).
    struct Hang: Codable {
        var format: FuzzFormat
        var seconds: Double
        var files: [String]
        var unfinished: [String]
    }

    var seed: UInt64
    var perFormat: Int
    var batchSize: Int
    var workers: Int
    var formats: [FormatRow]
    var invariants: [InvariantRow]
    var failures: [Failure]
    var hangs: [Hang]
    var outcomes: [FuzzOutcome]
    var passed: Int
    var failed: Int
    /// Whether every invariant held for every input.
    var holds: Bool

    /// The report of `outcomes`, with each format's batch seconds and hung batches.
    init(seed: UInt64, perFormat: Int, batchSize: Int, workers: Int, outcomes: [FuzzOutcome],
         seconds: [FuzzFormat: Double], hangs: [Hang], keptDirectory: URL?) {
        self.seed = seed
        self.perFormat = perFormat
        self.batchSize = batchSize
        self.workers = workers
        self.outcomes = outcomes
        self.hangs = hangs
        formats = FuzzFormat.allCases.map { format in
            var row = FormatRow(format: format)
            for outcome in outcomes where outcome.format == format {
                row.inputs += 1
                switch outcome.status {
                case "ok": row.ok += 1
                case "partial": row.partial += 1
                case "failed": row.failed += 1
                default: row.unrecorded += 1
                }
                if outcome.crashed { row.crashes += 1 }
                if outcome.hung { row.hangs += 1 }
                if !outcome.passed { row.broken += 1 }
            }
            row.seconds = seconds[format] ?? 0
            return row
        }
        invariants = FuzzInvariant.allCases.map { invariant in
            let count = outcomes.filter { $0.violations.contains { $0.invariant == invariant } }.count
            return InvariantRow(invariant: invariant, summary: invariant.summary, holds: count == 0, inputs: count)
        }
        var failures: [Failure] = []
        var index: [String: Int] = [:]
        var counted = Set<String>()
        for outcome in outcomes {
            for violation in outcome.violations {
                let message = Self.normalized(violation.detail)
                let key = violation.invariant.rawValue + "\u{1F}" + message
                guard counted.insert(key + "\u{1F}" + outcome.name).inserted else { continue }
                if let at = index[key] {
                    failures[at].count += 1
                    continue
                }
                index[key] = failures.count
                failures.append(Failure(invariant: violation.invariant, message: message, count: 1, example: outcome.name,
                                        kept: keptDirectory?.appendingPathComponent(outcome.name).path))
            }
        }
        self.failures = failures.sorted { ($0.invariant.rawValue, -$0.count) < ($1.invariant.rawValue, -$1.count) }
        passed = outcomes.filter(\.passed).count
        failed = outcomes.count - passed
        holds = failed == 0
    }

    /// `detail` with input paths and names (any fuzz input's, as a crash may be recorded under an identical
    /// earlier input) replaced by `<input>` and numbers of 3+ digits by `#`, so the same failure on different
    /// files reads the same.
    static func normalized(_ detail: String) -> String {
        var text = detail
        let names = FuzzFormat.allCases.map(\.rawValue).joined(separator: "|")
        let extensions = FuzzFormat.allCases.map(\.fileExtension).joined(separator: "|")
        let inputs = "\\S*?(?:\(names))-s[0-9]+-[0-9]+-[A-Za-z0-9=@+._-]*\\.(?:\(extensions))"
        for (pattern, template) in [(inputs, "<input>"), ("[0-9]{3,}", "#")] {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            text = expression.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text),
                                                       withTemplate: template)
        }
        return text
    }
}
