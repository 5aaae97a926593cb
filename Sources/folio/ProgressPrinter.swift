import FolioPipeline
import Foundation

/// Progress on stderr. On a terminal, one line kept up to date: pages done / total, pages per second, ETA and
/// documents. Into a log (stderr not a terminal: a nightly job), the same as a line of its own every five minutes
/// of a long run, stamped with the time (`ProgressLog`).
final class ProgressPrinter: @unchecked Sendable {
    private let terminal = isatty(STDERR_FILENO) != 0
    private var log = ProgressLog()
    private var lastPrint = Date.distantPast
    private var printed = false

    func update(_ p: BatchProgress) {
        guard terminal else {
            if let line = log.line(for: p) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
            return
        }
        guard Date().timeIntervalSince(lastPrint) > 0.2 || p.documentsDone == p.documentsTotal else { return }
        lastPrint = Date()
        FileHandle.standardError.write(Data("\r\u{1B}[K\(p.text)".utf8))
        printed = true
    }

    func finish() {
        if terminal && printed { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }
}
