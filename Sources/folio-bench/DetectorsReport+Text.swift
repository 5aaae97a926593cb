import FolioEval
import Foundation

extension DetectorsReport {
    /// Misses listed per kind unless `--all-misses`.
    static let missesShown = 12

    /// The human-readable report: the table, the currency figure, contract violations, misses, speed.
    func text(allMisses: Bool) -> String {
        var lines = ["Detectors: folio detect (\(folio)) on \(vectors), \(date)"]
        if let skipped {
            lines.append("skipped: \(skipped)")
            return lines.joined(separator: "\n")
        }
        let total = cases.values.reduce(0, +)
        let seconds = calls.map(\.seconds).reduce(0, +)
        lines.append("\(total) cases in \(calls.count) calls (\(String(format: "%.1f", seconds)) s); "
            + "\(excluded.map(\.count).reduce(0, +)) vectors not scored (docs/bench-detect.md, --json for the list)")
        if notRun > 0 {
            lines.append("NOT RUN: \(notRun) cases of failed calls:")
            lines += calls.compactMap(\.error).map { "  \($0)" }
        }
        lines.append("")
        lines += table()
        lines += currencyLines()
        if !violations.isEmpty {
            lines.append("")
            lines.append("Contract violations: \(violations.count) (first 5)")
            lines += violations.prefix(5).map { "  \($0.problem): \($0.match)  [\($0.arguments)]" }
        }
        lines += missLines(all: allMisses)
        lines += speedLines()
        return lines.joined(separator: "\n")
    }

    private func table() -> [String] {
        let shown = rows.filter { row in
            row.subset == nil || row.suite.map(Self.suitesWithSubsetRows.contains) == true
        }
        // Kind and suite share the first column, which alone is left-aligned.
        let kindWidth = shown.map(\.kind.rawValue.count).reduce("kind".count, max)
        func label(_ kind: String, _ place: String) -> String {
            kind + String(repeating: " ", count: kindWidth + 2 - kind.count) + place
        }
        let body = shown.map { row -> [String] in
            let place = row.suite == nil ? "all" : row.subset.map { "  \($0)" } ?? row.suite?.rawValue ?? ""
            let counts = row.counts
            return [label(row.kind.rawValue, place), "\(row.cases)", "\(counts.truePositives)",
                    "\(counts.falsePositives)", "\(counts.falseNegatives)", Self.ratio(row.precision),
                    Self.ratio(row.recall), Self.ratio(row.f1)]
        }
        return ReportColumns.render(header: [label("kind", "suite"), "cases", "TP", "FP", "FN", "P", "R", "F1"],
                                    rows: body)
    }

    /// Suites whose subsets get rows of their own in the printed table (all are in the JSON).
    static let suitesWithSubsetRows: Set<DetectorSuite> = [.isemail, .phoneExamples, .phoneMatcher, .priceParser]

    private func currencyLines() -> [String] {
        guard let row = rows.first(where: { $0.kind == .money && $0.suite == nil }), let currency = row.currency else {
            return []
        }
        return ["", "money currency, among amount-right matches: \(currency.right)/\(currency.scored) right "
            + "(\(Self.ratio(Self.share(currency.right, of: currency.scored)))); unambiguous symbols and no currency: "
            + "\(currency.unambiguousRight)/\(currency.unambiguousScored); not scored: \(currency.unscored)"]
    }

    private func missLines(all: Bool) -> [String] {
        guard !misses.isEmpty else { return [] }
        var lines = ["", all ? "Misses:" : "Misses (first \(Self.missesShown) per kind; --all-misses for all):"]
        for kind in DetectorKind.allCases {
            let ofKind = misses.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            lines.append("  \(kind.rawValue): \(ofKind.count)")
            for miss in all ? ofKind : Array(ofKind.prefix(Self.missesShown)) {
                let got = miss.got.isEmpty ? "nothing" : miss.got.joined(separator: "; ")
                lines.append("    \(miss.caseID) \(miss.reason.rawValue): \(Self.quoted(miss.input)) expected "
                    + "\(miss.expected), got \(got)")
            }
        }
        return lines
    }

    private func speedLines() -> [String] {
        guard let speed else { return [] }
        let startup = String(format: "%.3f", speed.startupSeconds)
        var lines = ["", "Speed (folio detect --lines, every kind; start-up \(startup) s):"]
        let corpus = speed.corpus
        lines.append("  mixed text \(Self.megabytes(corpus.bytes)), \(corpus.lines) lines: \(Self.timing(corpus)), "
            + "\(corpus.matches) matches (\(Self.number(corpus.matchesPerSecond, digits: 0)) matches/s)")
        for hostile in speed.hostile {
            let ratio = hostile.ratio.map { String(format: "%.2f", $0) } ?? "n/a"
            lines.append("  \(hostile.name): 1 MB \(Self.timing(hostile.oneMB)); 2 MB \(Self.timing(hostile.twoMB)); "
                + "time ratio 2 MB / 1 MB (less start-up) \(ratio) (2 is linear)")
        }
        return lines
    }

    private static func timing(_ timing: Timing) -> String {
        guard timing.ending == "exit 0" else {
            return timing.seconds > 0 ? "\(String(format: "%.2f", timing.seconds)) s, \(timing.ending)" : timing.ending
        }
        return "\(String(format: "%.2f", timing.seconds)) s (\(number(timing.megabytesPerSecond, digits: 2)) MB/s)"
    }

    private static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

    static func ratio(_ value: Double?) -> String { value.map { String(format: "%.3f", $0) } ?? "-" }

    private static func number(_ value: Double?, digits: Int) -> String {
        value.map { String(format: "%.\(digits)f", $0) } ?? "n/a"
    }

    static func share(_ part: Int, of whole: Int) -> Double? { whole == 0 ? nil : Double(part) / Double(whole) }

    /// The input quoted, with control characters escaped and long inputs cut.
    private static func quoted(_ input: String) -> String {
        let escaped = input.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
        }.joined()
        return "\"" + (escaped.count > 120 ? escaped.prefix(117) + "…" : escaped) + "\""
    }
}
