import Foundation

/// The outcome of a throughput benchmark, printed as a table and written as JSON.
struct ThroughputReport: Codable {
    /// Timings of one configuration (a number of workers).
    struct Row: Codable {
        var workers: Int
        /// Median wall-clock seconds over the repetitions.
        var seconds: Double
        /// Every repetition's seconds.
        var runs: [Double]
        var pages: Int
        var pagesPerSecond: Double
        /// Throughput relative to the first row (the first `--workers` value).
        var speedup: Double
    }

    /// Word accuracy (ISRI, order-preserving) and bag-of-words F1 against the truth.
    struct Accuracy: Codable {
        var wordAccuracy: Double
        var wordF1: Double
    }

    var pdf: String
    var pages: Int
    var cores: Int
    var repetitions: Int
    var folio: [Row]
    /// Throughput of the last workers value over the first (workers 2 / workers 1 by default).
    var ratio: Double
    var peer: [Row]?
    var peerRatio: Double?
    var folioAccuracy: Accuracy?
    var peerAccuracy: Accuracy?
    var minRatio: Double?
    /// Whether `ratio` reached `minRatio` (nil without a target).
    var passed: Bool?

    /// The rows for `timings` (workers → seconds of each repetition) over `pages` pages.
    static func rows(_ timings: [(workers: Int, runs: [Double])], pages: Int) -> [Row] {
        var rows = timings.map { timing in
            let seconds = median(timing.runs)
            return Row(workers: timing.workers, seconds: seconds, runs: timing.runs, pages: pages,
                       pagesPerSecond: seconds > 0 ? Double(pages) / seconds : 0, speedup: 1)
        }
        let base = rows.first?.pagesPerSecond ?? 0
        for index in rows.indices { rows[index].speedup = base > 0 ? rows[index].pagesPerSecond / base : 0 }
        return rows
    }

    /// The middle value (mean of the two middle values for an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The human-readable report.
    var text: String {
        var lines = ["\(pdf): \(pages) pages, \(cores) cores, median of \(repetitions) run(s)", ""]
        lines += table("folio run", folio)
        if let peer {
            lines.append("")
            lines += table("tesseract CLI (--oem 1 --psm 3; page extraction not timed)", peer)
        }
        lines.append("")
        let first = folio.first?.workers ?? 1, last = folio.last?.workers ?? 1
        var ratioLine = "ratio workers \(last) / workers \(first): folio \(format(ratio))"
        if let peerRatio { ratioLine += ", tesseract CLI \(format(peerRatio))" }
        lines.append(ratioLine)
        for (name, accuracy) in [("folio", folioAccuracy), ("tesseract CLI", peerAccuracy)] {
            guard let accuracy else { continue }
            lines.append("\(name) word accuracy \(format(accuracy.wordAccuracy)), F1 \(format(accuracy.wordF1))")
        }
        if let minRatio, let passed {
            lines.append(passed ? "PASS: ratio \(format(ratio)) >= \(format(minRatio))"
                                : "FAIL: ratio \(format(ratio)) < \(format(minRatio))")
        }
        return lines.joined(separator: "\n")
    }

    private func table(_ title: String, _ rows: [Row]) -> [String] {
        var lines = [title, "workers   seconds   pages   pages/s   speedup"]
        for row in rows {
            lines.append(pad(String(row.workers), 7) + pad(String(format: "%.2f", row.seconds), 10)
                         + pad(String(row.pages), 8) + pad(String(format: "%.3f", row.pagesPerSecond), 10)
                         + pad(String(format: "%.2f", row.speedup), 10))
        }
        return lines
    }

    private func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
