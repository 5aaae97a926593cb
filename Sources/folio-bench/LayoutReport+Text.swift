import FolioEval
import Foundation

extension LayoutReport {
    /// The human-readable report: the table, the speed ratios, then (with `misses`) what Folio missed — every
    /// tool's with `allMisses` — then what was skipped.
    func text(misses: Bool, allMisses: Bool) -> String {
        var sections: [String] = []
        if !rows.isEmpty {
            let documents = rows.map(\.documents).max() ?? 0, pages = rows.map(\.pages).max() ?? 0
            var heading = "layout-dev: \(documents) document(s)" + (pages > 0 ? ", \(pages) page(s)" : "")
            if rows.contains(where: { $0.tool == FolioLayout.tool }) {
                heading += "; folio --pipeline \(pipeline) --workers \(workers)"
            }
            if let scanDPI, rows.contains(where: { $0.variant == .scans }) { heading += "; scans \(scanDPI) dpi grey" }
            if let peerVersion { heading += "\npeer: \(peerVersion)" }
            let header = ["tool", "list P", "R", "F1", "level", "mType", "marker", "head P", "R", "F1", "level",
                          "tau all", "1-col", "2-col", "cover", "s/page"]
            var lines = [heading] + ReportColumns.render(header: header, rows: rows.map(\.cells))
            if !speedRatios.isEmpty {
                lines.append("s/page Folio / \(PeerLayout.tool): "
                             + speedRatios.map { "\($0.variant.rawValue) " + String(format: "%.2f", $0.folioOverPeer) }.joined(separator: ", "))
            }
            for row in rows {
                if let note = row.note { lines.append("\(row.label): \(note)") }
            }
            for row in rows where row.otherCores >= 0.1 {
                lines.append(String(format: "%@: other work used %.2f cores meanwhile: timings disturbed",
                                    row.label, row.otherCores))
            }
            for row in rows where !row.errors.isEmpty {
                lines.append("\(row.label): \(row.errors.count) document(s) not read or with messages: "
                             + row.errors.keys.sorted().prefix(3).joined(separator: ", "))
            }
            sections.append(lines.joined(separator: "\n"))
        }
        if misses || allMisses {
            for row in rows where row.tool == FolioLayout.tool || allMisses {
                sections.append(row.missLines.joined(separator: "\n"))
            }
        }
        if !skipped.isEmpty { sections.append((["skipped:"] + skipped.map { "  \($0)" }).joined(separator: "\n")) }
        return sections.joined(separator: "\n\n")
    }
}

extension LayoutReport.Row {
    var label: String { variant == .predictions ? tool : "\(tool) \(variant.rawValue)" }

    fileprivate var cells: [String] {
        [label,
         optional(score.itemPrecision), optional(score.itemRecall), fixed(score.itemF1),
         optional(score.itemLevel), optional(score.itemMarkerType), optional(score.itemMarker),
         optional(score.headingPrecision), optional(score.headingRecall), fixed(score.headingF1),
         optional(score.headingLevel),
         optional(score.tauAll), optional(score.tauOneColumn), optional(score.tauTwoColumns), optional(score.cover),
         String(format: "%.2f", secondsPerPage)]
    }

    /// Per document: missed and wrong items and headings; then the five worst-ordered documents.
    fileprivate var missLines: [String] {
        var lines = ["\(label): misses per document (L = list level, h = heading level)"]
        for document in documentScores {
            let parts = [("missed items", document.missedItems), ("wrong items", document.wrongItems),
                         ("missed headings", document.missedHeadings), ("wrong headings", document.wrongHeadings)]
            guard parts.contains(where: { !$0.1.isEmpty }) || !document.read else { continue }
            lines.append("  \(document.name)" + (document.read ? "" : " (not read)"))
            for (title, entries) in parts where !entries.isEmpty {
                lines.append("    \(title) (\(entries.count)):")
                lines += entries.map { "      \($0)" }
            }
        }
        let worst = documentScores.sorted { ($0.tau ?? -2, $0.name) < ($1.tau ?? -2, $1.name) }.prefix(5)
        lines.append("  worst reading order:")
        lines += worst.map { document in
            let cover = document.truthBlocks > 0 ? Double(document.coveredBlocks) / Double(document.truthBlocks) : 0
            return "    \(document.name) (\(document.columns) col): tau \(optional(document.tau)), cover \(fixed(cover)) "
                + "(\(document.coveredBlocks)/\(document.truthBlocks) truth blocks, \(document.predictedBlocks) predicted)"
        }
        return lines
    }
}

private func fixed(_ value: Double) -> String { String(format: "%.3f", value) }

private func optional(_ value: Double?) -> String { value.map(fixed) ?? "-" }
