import Foundation

/// The pipeline the fuzz runs: a copy of a repository pipeline (receipts by default, every stage on) with
/// `mode: fast` and a page timeout of 60 s, so each small input is read in tens of milliseconds and a stuck
/// page is abandoned by Folio well before the batch's own time limit.
enum FuzzPipelineFile {
    /// Writes the fuzz pipeline made from `template` to `url`.
    static func write(from template: URL, to url: URL, pageTimeoutSeconds: Int = 60) throws {
        let text: String
        do {
            text = try String(contentsOf: template, encoding: .utf8)
        } catch {
            throw BenchError("cannot read the pipeline \(template.path) to copy: \(error)")
        }
        var lines = text.components(separatedBy: "\n")
        var sawMode = false, sawTimeout = false, limitsLine: Int?
        for index in lines.indices {
            let line = lines[index]
            if line.hasPrefix("mode:") {
                lines[index] = "mode: fast"
                sawMode = true
            } else if line.hasPrefix("limits:") {
                limitsLine = index
            } else if line.trimmingCharacters(in: .whitespaces).hasPrefix("pageTimeoutSeconds:") {
                lines[index] = "  pageTimeoutSeconds: \(pageTimeoutSeconds)"
                sawTimeout = true
            }
        }
        if !sawMode { lines.insert("mode: fast", at: 0) }
        if !sawTimeout {
            if let limitsLine {
                lines.insert("  pageTimeoutSeconds: \(pageTimeoutSeconds)", at: limitsLine + 1)
            } else {
                lines += ["limits:", "  pageTimeoutSeconds: \(pageTimeoutSeconds)"]
            }
        }
        let header = "# Written by folio-bench fuzz from \(template.lastPathComponent): mode fast, "
            + "pageTimeoutSeconds \(pageTimeoutSeconds).\n"
        do {
            try (header + lines.joined(separator: "\n")).write(to: url, atomically: true, encoding: .utf8)
        } catch {
            throw BenchError("cannot write the fuzz pipeline \(url.path): \(error)")
        }
    }
}
