import FolioPipeline
import Foundation

/// The summary `folio run` prints when it ends.
struct RunReport {
    let runID: Int64
    let config: PipelineConfig
    let workers: Int
    let store: String
    let summary: BatchSummary

    var text: String {
        let s = summary
        let rate = s.seconds > 0 ? Double(s.pagesProcessed) / s.seconds : 0
        var lines = [
            "Folio run \(runID) · pipeline \(config.name) (\(config.mode.rawValue)) · \(workers) worker\(workers == 1 ? "" : "s")",
            "  documents: \(s.documentsSeen) found · \(s.documentsProcessed) processed · \(s.documentsSkipped) already stored",
            "  results:   \(s.documentsOK) ok · \(s.documentsPartial) partial · \(s.documentsFailed) failed",
            String(format: "  pages:     %d in %.1f s (%.2f pages/s)", s.pagesProcessed, s.seconds, rate),
        ]
        if !s.problems.isEmpty {
            lines.append("  problems:")
            for problem in s.problems { lines.append("    \(problem.message)") }
        }
        lines.append("  store:     \(store)")
        return lines.joined(separator: "\n")
    }
}
