import FolioPipeline
import Foundation

/// The summary `folio run` prints when it ends.
struct RunReport {
    let runID: Int64
    let config: PipelineConfig
    let workers: Int
    let store: String
    let summary: BatchSummary

    /// How many of the failed and partial documents the run caused (retried next time), when any did.
    static func causes(failedThroughRun: Int, failed: Int) -> String {
        guard failedThroughRun > 0 else { return "" }
        if failedThroughRun == failed { return " (all through the run: retried by the next run)" }
        return " (\(failedThroughRun) through the run, retried by the next run; \(failed - failedThroughRun) through "
            + "the file)"
    }

    /// The files the run found twice over (the same bytes under another path), when there are any: each is
    /// stored once, under every path, so the counts before it would not add up to the files found without it.
    static func copies(_ count: Int) -> String {
        guard count > 0 else { return "" }
        return " · \(count) \(count == 1 ? "copy" : "copies") (the same content as another file: stored once, under each path)"
    }

    var text: String {
        let s = summary
        let rate = s.seconds > 0 ? Double(s.pagesProcessed) / s.seconds : 0
        var lines = [
            "Folio run \(runID) · pipeline \(config.name) (\(config.mode.rawValue)) · \(workers) worker\(workers == 1 ? "" : "s")",
            "  documents: \(s.documentsSeen) found · \(s.documentsProcessed) processed · \(s.documentsSkipped) already stored"
                + Self.copies(s.documentsCopied),
            "  results:   \(s.documentsOK) ok · \(s.documentsPartial) partial · \(s.documentsFailed) failed"
                + Self.causes(failedThroughRun: s.documentsFailedThroughRun,
                              failed: s.documentsFailed + s.documentsPartial),
            String(format: "  pages:     %d in %.1f s (%.2f pages/s)", s.pagesProcessed, s.seconds, rate),
        ]
        if s.documentsUnchanged > 0 || s.documentsRetried > 0 {
            lines.append("  unchanged: \(s.documentsUnchanged) files not read again (same path, size and time)"
                + (s.documentsRetried > 0 ? " · retried: \(s.documentsRetried) documents a run had failed" : ""))
        }
        if !s.problems.isEmpty {
            lines.append("  problems:")
            for problem in s.problems {
                let cause = problem.cause == .run ? " [run: retried next time]" : ""
                lines.append("    \(TerminalText.safe(problem.message))\(cause)")
            }
        }
        if s.interrupted {
            lines.append("  interrupted: \(s.documentsLeft) document\(s.documentsLeft == 1 ? "" : "s") left; run the "
                + "same command again to resume (finished documents are stored and will be skipped)")
        }
        lines.append("  store:     \(store)")
        return lines.joined(separator: "\n")
    }
}
