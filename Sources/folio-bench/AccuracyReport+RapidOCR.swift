import Foundation

extension AccuracyReport {
    /// A peer the benchmark runs only when asked and survives failing: its side and Folio's standing against it
    /// when it ran, otherwise why it did not.
    struct PeerOutcome: Codable {
        enum Status: String, Codable {
            case ran, skipped, failed
        }

        var status: Status
        /// Why the peer was skipped or failed.
        var reason: String?
        var side: Side?
        /// Folio's pages per second over the peer's.
        var folioPagesPerSecondRatio: Double?
        /// Folio's F1 minus the peer's.
        var folioF1Difference: Double?

        /// The peer was not asked for.
        static func skipped(_ reason: String) -> PeerOutcome { PeerOutcome(status: .skipped, reason: reason) }

        /// The peer could not run or its run failed.
        static func failed(_ reason: String) -> PeerOutcome { PeerOutcome(status: .failed, reason: reason) }

        /// The peer ran: its side against Folio's.
        static func ran(_ side: Side, folio: Side) -> PeerOutcome {
            let rate = side.pagesPerSecond > 0 ? folio.pagesPerSecond / side.pagesPerSecond : 0
            return PeerOutcome(status: .ran, side: side, folioPagesPerSecondRatio: rate,
                               folioF1Difference: folio.metrics.f1 - side.metrics.f1)
        }
    }

    /// RapidOCR's row (precision, recall, F1, word accuracy, speed and Folio against it), or why there is none.
    var rapidocrText: String {
        guard let side = rapidocr.side else {
            return "RapidOCR: \(rapidocr.status.rawValue)" + (rapidocr.reason.map { ": \($0)" } ?? "")
        }
        let m = side.metrics
        let header = pad("", 25, left: true) + pad("precision", 10) + pad("recall", 9) + pad("F1", 9)
            + pad("word acc", 10) + pad("pages/s", 10) + pad("seconds", 10) + pad("Folio/peer p/s", 16)
            + pad("Folio-peer F1", 15)
        let row = pad("RapidOCR", 25, left: true) + pad(fixed(m.precision), 10) + pad(fixed(m.recall), 9)
            + pad(fixed(m.f1), 9) + pad(fixed(m.wordAccuracy), 10) + pad(fixed(side.pagesPerSecond), 10)
            + pad(String(format: "%.2f", side.seconds), 10) + pad(fixed(rapidocr.folioPagesPerSecondRatio ?? 0), 16)
            + pad(String(format: "%+.3f", rapidocr.folioF1Difference ?? 0), 15)
        return [header, row, "RapidOCR: \(side.command)"].joined(separator: "\n")
    }
}
