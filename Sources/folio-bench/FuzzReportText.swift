import Foundation

extension FuzzReport {
    /// The report as printed: the table per format, the invariant verdicts, each distinct failure with an
    /// example file, hung batches, and last the line `fuzz: N passed, M failed`.
    var text: String {
        var lines = ["folio-bench fuzz · seed \(seed) · \(perFormat) inputs per format · batches of up to \(batchSize) · "
            + "\(workers) workers"]
        let header = ["format", "inputs", "ok", "partial", "failed", "unrec", "crashes", "hangs", "seconds", "broken"]
        lines.append(row(header))
        var total = FormatRow(format: .png)
        for format in formats {
            lines.append(row(cells(format, name: format.format.rawValue)))
            total.inputs += format.inputs
            total.ok += format.ok
            total.partial += format.partial
            total.failed += format.failed
            total.unrecorded += format.unrecorded
            total.crashes += format.crashes
            total.hangs += format.hangs
            total.seconds += format.seconds
            total.broken += format.broken
        }
        lines.append(row(cells(total, name: "total")))
        lines.append("(unrec: not in the store; broken: inputs breaking an invariant)")
        lines.append("invariants: \(holds ? "all hold" : "BROKEN")")
        for invariant in invariants {
            let verdict = invariant.holds ? "holds " : "BROKEN"
            let count = invariant.holds ? "" : " — \(invariant.inputs) input\(invariant.inputs == 1 ? "" : "s")"
            lines.append("  (\(invariant.invariant.rawValue)) \(verdict) \(invariant.summary)\(count)")
        }
        if !failures.isEmpty {
            lines.append("distinct failures:")
            for failure in failures {
                lines.append("  (\(failure.invariant.rawValue)) \(failure.count)× \(failure.message)")
                lines.append("      e.g. \(failure.kept ?? failure.example)")
            }
        }
        for hang in hangs {
            let shown = hang.files.prefix(10).joined(separator: ", ")
            let more = hang.files.count > 10 ? " … (\(hang.files.count) in all)" : ""
            lines.append("hang: \(hang.format.rawValue) batch killed after \(String(format: "%.0f", hang.seconds)) s; "
                + "unfinished: \(hang.unfinished.joined(separator: ", ")); batch: " + shown + more)
        }
        lines.append("fuzz: \(passed) passed, \(failed) failed")
        return lines.joined(separator: "\n")
    }

    private func cells(_ format: FormatRow, name: String) -> [String] {
        [name, String(format.inputs), String(format.ok), String(format.partial), String(format.failed),
         String(format.unrecorded), String(format.crashes), String(format.hangs), String(format: "%.1f", format.seconds),
         String(format.broken)]
    }

    private func row(_ cells: [String]) -> String {
        cells.enumerated().map { index, cell in
            index == 0 ? cell.padding(toLength: 7, withPad: " ", startingAt: 0)
                : String(repeating: " ", count: max(0, 8 - cell.count)) + cell
        }.joined()
    }
}
