import Foundation

extension TablesReport {
    /// The human-readable report: a table per set, Folio against its best peer, then what Folio missed (every
    /// tool's misses with `allMisses`), then what was skipped.
    func text(allMisses: Bool) -> String {
        var sections = sets.map { $0.lines(allMisses: allMisses, scanDPI: scanDPI).joined(separator: "\n") }
        if !skipped.isEmpty { sections.append((["skipped:"] + skipped.map { "  \($0)" }).joined(separator: "\n")) }
        return sections.joined(separator: "\n\n")
    }
}

extension TablesReport.SetReport {
    fileprivate func lines(allMisses: Bool, scanDPI: Int?) -> [String] {
        let resolution = variant == .scans ? scanDPI.map { " (\($0) dpi)" } ?? "" : ""
        var lines = ["\(suite.rawValue) · \(variant.rawValue)\(resolution): \(files.count) file(s), \(pages) page(s), "
                     + "\(truthTables) truth table(s), \(checks) check(s)"
                     + (otherCores < 0.1 ? "" : String(format: "  [other work used %.2f cores meanwhile: timings disturbed]",
                                                       otherCores))]
        let header = ["tool", "F1", "precision", "recall", "exact", "checks", "seconds", "pages/s", "failed files"]
        lines += ReportColumns.render(header: header, rows: tools.map { $0.cells(hasTables: truthTables > 0,
                                                                               hasChecks: checks > 0) })
        if let bestPeer, let folio = tools.first(where: { $0.tool == FolioTables.tool }) {
            let measure = truthTables > 0 ? "F1" : "checks"
            let score = scoreRatio.map(fixed) ?? "n/a (the best peer scores 0)"
            let speed = pagesPerSecondRatio.map(fixed) ?? "n/a"
            lines.append("Folio / best peer (\(bestPeer)): \(measure) \(score), pages/s \(speed)"
                         + (folio.fileErrors.isEmpty ? "" : "; folio failed on \(folio.fileErrors.count) file(s)"))
        }
        for tool in tools where tool.tool == FolioTables.tool || allMisses {
            lines += tool.missLines
        }
        if let areas {
            lines.append("Folio given the truths' areas (tables.areas) on the \(areas.files.count) file(s) whose truth was cut "
                         + "from one: exact \(areas.exactTables)/\(areas.truthTables) (whole pages: "
                         + "\(areas.wholePageExactTables)/\(areas.truthTables)); the set's exact tables with them: "
                         + "\(areas.setExactTables)/\(truthTables)")
            if !areas.misses.isEmpty {
                lines.append("  \(FolioTables.areaTool) missed \(areas.misses.count) table(s):")
                lines += areas.misses.map { "    \($0.file) p\($0.page) t\($0.table): \($0.cause)" }
            }
        }
        return lines
    }
}

extension TablesReport.ToolScore {
    fileprivate func cells(hasTables: Bool, hasChecks: Bool) -> [String] {
        [tool,
         hasTables ? fixed3(f1) : "-", hasTables ? fixed3(precision) : "-", hasTables ? fixed3(recall) : "-",
         hasTables ? "\(exactTables)/\(truthTables) \(fixed(exactShare))" : "-",
         hasChecks ? "\(checksPassed)/\(checks)" : "-",
         fixed(seconds), fixed(pagesPerSecond), fileErrors.isEmpty ? "" : String(fileErrors.count)]
    }

    /// Every missed table and failed check, one a line.
    fileprivate var missLines: [String] {
        guard !misses.isEmpty || !failedChecks.isEmpty else { return [] }
        var lines = ["  \(tool) missed \(misses.count) table(s) and \(failedChecks.count) check(s):"]
        lines += misses.map { "    \($0.file) p\($0.page) t\($0.table): \($0.cause)" }
        lines += failedChecks.map { "    \($0.file) p\($0.page): check failed: \($0.check)" }
        return lines
    }
}

private func fixed(_ value: Double) -> String { String(format: "%.2f", value) }

private func fixed3(_ value: Double) -> String { String(format: "%.3f", value) }
