import Foundation

extension UnattendedReport {
    /// The human-readable report: a table per part that ran, then the parts skipped.
    var text: String {
        var sections: [[String]] = []
        if let cli { sections.append(cli.lines) }
        if let ocrmypdf { sections.append(ocrmypdf.lines) }
        if let scaling { sections.append(scaling.lines) }
        if let memory { sections.append(memory.lines) }
        if !skipped.isEmpty { sections.append(skipped.map { "skipped: \($0)" }) }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }
}

extension UnattendedReport.CLIComparison {
    fileprivate var lines: [String] {
        ["(a) Throughput, fast mode: \(images) receipt scans, \(workers) at a time" + load.note,
         "    models: Folio \(folioTessdata), CLI \(cliTessdata)"]
            + ReportColumns.render(header: ["", "seconds", "pages", "pages/s"], rows: [folio, cli].map(\.cells))
            + ["Folio / CLI pages per second: \(fixed(ratio)) (goal >= \(fixed(goal)): \(verdict(met)))"]
    }
}

extension UnattendedReport.OCRmyPDFComparison {
    fileprivate var lines: [String] {
        ["(b) Folio vs OCRmyPDF \(ocrmypdfVersion): \(pdf.summary)" + load.note]
            + ReportColumns.render(header: ["", "seconds", "pages", "pages/s"], rows: [folio, ocrmypdf].map(\.cells))
            + ["OCRmyPDF seconds / Folio seconds: \(fixed(speedup)) (goal >= \(fixed(goal)): \(verdict(met)))"]
    }
}

extension UnattendedReport.Scaling {
    fileprivate var lines: [String] {
        let rows = self.rows.map { row in
            [String(row.workers), fixed(row.seconds), String(row.pages), String(format: "%.3f", row.pagesPerSecond),
             fixed(row.speedup)]
        }
        return ["(c) Scaling: folio run over \(pdf.summary)" + load.note]
            + ReportColumns.render(header: ["workers", "seconds", "pages", "pages/s", "speedup"], rows: rows)
    }
}

extension UnattendedReport.Memory {
    fileprivate var lines: [String] {
        let rows = self.rows.map { row in
            [String(row.pdf.pages), fixed(row.seconds), String(format: "%.3f", row.pagesPerSecond),
             String(format: "%.1f", row.totalMiB), String(format: "%.1f", row.coordinatorMiB),
             String(format: "%.1f", row.largestWorkerMiB), String(row.workerProcesses), String(row.samples)]
        }
        var lines = ["(d) Peak memory of the coordinator and its workers, --workers \(workers), sampled every "
                     + "\(intervalMilliseconds) ms" + load.note]
        if let first = self.rows.first {
            lines.append("    scanned PDFs of the first \(first.pdf.distinctImages) scans repeated, \(first.pdf.dpi) dpi")
        }
        lines += ReportColumns.render(header: ["pages", "seconds", "pages/s", "all MiB", "coordinator MiB",
                                           "largest worker MiB", "workers", "samples"], rows: rows)
        guard let first = self.rows.first, let last = self.rows.last, self.rows.count > 1 else { return lines }
        let span = "\(last.pdf.pages)/\(first.pdf.pages)"
        lines.append("\(span): all \(fixed(totalRatio)), coordinator \(fixed(coordinatorRatio)), largest worker "
                     + "\(fixed(largestWorkerRatio)) (goal: \(last.pdf.pages) pages < \(Int(goalMiB)) MiB and "
                     + "<= \(fixed(goalRatio))x \(first.pdf.pages) pages: \(verdict(met)))")
        lines.append(String(format: "growth %d -> %d pages: coordinator %+.1f MiB, largest worker %+.1f MiB",
                            first.pdf.pages, last.pdf.pages, last.coordinatorMiB - first.coordinatorMiB,
                            last.largestWorkerMiB - first.largestWorkerMiB))
        return lines
    }
}

extension UnattendedReport.Timing {
    fileprivate var cells: [String] {
        [command, fixed(seconds), String(pages), String(format: "%.3f", pagesPerSecond)]
            + (runs.count > 1 ? ["runs " + runs.map(fixed).joined(separator: " ")] : [])
    }
}

extension UnattendedReport.Load {
    /// Blank when nothing else ran; otherwise a warning that the timings may be disturbed.
    fileprivate var note: String {
        otherCores < 0.1 ? "" : String(format: "  [other work used %.2f cores meanwhile: timings disturbed]", otherCores)
    }
}

extension ScanPDF {
    fileprivate var summary: String {
        String(format: "%d-page scanned PDF (%d scans, %.1f MB, %d dpi)", pages, distinctImages,
               Double(bytes) / 1e6, dpi)
    }
}

private func fixed(_ value: Double) -> String { String(format: "%.2f", value) }

private func verdict(_ met: Bool) -> String { met ? "met" : "NOT met" }
