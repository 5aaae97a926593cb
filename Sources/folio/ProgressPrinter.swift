import FolioPipeline
import Foundation

/// Progress on stderr — pages done / total, pages per second, ETA — only when stderr is a terminal.
final class ProgressPrinter: @unchecked Sendable {
    private let enabled = isatty(STDERR_FILENO) != 0
    private var lastPrint = Date.distantPast
    private var printed = false

    func update(_ p: BatchProgress) {
        guard enabled, Date().timeIntervalSince(lastPrint) > 0.2 || p.documentsDone == p.documentsTotal else { return }
        lastPrint = Date()
        let eta = p.secondsRemaining.map { " · ETA \(Self.duration($0))" } ?? ""
        let line = String(format: "pages %d/%d · %.2f pages/s%@ · documents %d/%d", p.pagesDone, p.pagesTotal,
                          p.pagesPerSecond, eta, p.documentsDone, p.documentsTotal)
        FileHandle.standardError.write(Data("\r\u{1B}[K\(line)".utf8))
        printed = true
    }

    func finish() {
        if enabled && printed { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? "\(s / 3600)h\(s % 3600 / 60)m" : s >= 60 ? "\(s / 60)m\(s % 60)s" : "\(s)s"
    }
}
