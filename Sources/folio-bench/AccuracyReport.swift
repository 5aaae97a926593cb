import Foundation

/// The outcome of an accuracy benchmark, Folio against the tesseract CLI (and RapidOCR when it ran), printed as a
/// table and written as JSON.
struct AccuracyReport: Codable {
    /// The metrics of one side on a set of words.
    struct Metrics: Codable {
        var precision: Double
        var recall: Double
        var f1: Double
        var wordAccuracy: Double
        var counts: WordCounts

        init(_ counts: WordCounts) {
            let score = counts.score
            precision = score.precision
            recall = score.recall
            f1 = score.f1
            wordAccuracy = counts.wordAccuracy
            self.counts = counts
        }
    }

    /// One side's totals: metrics micro-averaged over all words, and its speed.
    struct Side: Codable {
        /// What ran, for the record.
        var command: String
        /// Wall-clock seconds of the whole run.
        var seconds: Double
        var pagesPerSecond: Double
        var metrics: Metrics
    }

    /// One image's metrics on both sides.
    struct Image: Codable {
        var image: String
        var pages: Int
        var folio: Metrics
        var peer: Metrics
        /// RapidOCR's, when it ran.
        var rapidocr: Metrics?
    }

    var set: String
    var mode: String
    var pipeline: String?
    var workers: Int
    var cores: Int
    var images: Int
    var pages: Int
    var folio: Side
    var peer: Side
    /// Folio's F1 over the peer's.
    var f1Ratio: Double
    /// Folio's pages per second over the peer's.
    var pagesPerSecondRatio: Double
    /// The RapidOCR peer: its side, or why it was skipped or failed.
    var rapidocr: PeerOutcome
    var perImage: [Image]

    /// The human-readable summary table.
    var text: String {
        var lines = ["\(set): \(images) image(s), \(pages) page(s); mode \(mode)"
                     + (pipeline.map { ", pipeline \($0)" } ?? "") + "; \(workers) worker(s), \(cores) cores", ""]
        lines.append(row("", "Folio", "tesseract CLI", "Folio/peer"))
        let f = folio.metrics, p = peer.metrics
        lines.append(row("word precision (cf)", fixed(f.precision), fixed(p.precision)))
        lines.append(row("word recall (cf)", fixed(f.recall), fixed(p.recall)))
        lines.append(row("word F1 (cf)", fixed(f.f1), fixed(p.f1), fixed(f1Ratio)))
        lines.append(row("word accuracy", fixed(f.wordAccuracy), fixed(p.wordAccuracy)))
        lines.append(row("words matched/predicted", "\(f.counts.matched)/\(f.counts.predictedWords)",
                         "\(p.counts.matched)/\(p.counts.predictedWords)"))
        lines.append(row("truth words", "\(f.counts.truthWords)", "\(p.counts.truthWords)"))
        lines.append(row("seconds (wall)", String(format: "%.2f", folio.seconds), String(format: "%.2f", peer.seconds)))
        lines.append(row("pages/s", fixed(folio.pagesPerSecond), fixed(peer.pagesPerSecond), fixed(pagesPerSecondRatio)))
        lines += ["", "cf: case-folded multiset of whitespace tokens, micro-averaged over all words; word accuracy: "
                  + "ISRI, in order, case-sensitive.", "Folio: \(folio.command)", "peer:  \(peer.command)"]
        lines += ["", rapidocrText]
        return lines.joined(separator: "\n")
    }

    /// One row per image: F1 and word accuracy on both sides, and RapidOCR's F1 when it ran.
    var perImageText: String {
        var lines = [pad("image", 24, left: true) + pad("truth", 7) + pad("Folio F1", 10) + pad("peer F1", 10)
                     + pad("Folio acc", 11) + pad("peer acc", 10)
                     + (rapidocr.side != nil ? pad("RapidOCR F1", 13) : "")]
        for image in perImage {
            lines.append(pad(image.image, 24, left: true) + pad("\(image.folio.counts.truthWords)", 7)
                         + pad(fixed(image.folio.f1), 10) + pad(fixed(image.peer.f1), 10)
                         + pad(fixed(image.folio.wordAccuracy), 11) + pad(fixed(image.peer.wordAccuracy), 10)
                         + (image.rapidocr.map { pad(fixed($0.f1), 13) } ?? ""))
        }
        return lines.joined(separator: "\n")
    }

    private func row(_ label: String, _ folio: String, _ peer: String, _ ratio: String = "") -> String {
        pad(label, 25, left: true) + pad(folio, 12) + pad(peer, 16) + pad(ratio, 13)
    }

    func fixed(_ value: Double) -> String { String(format: "%.3f", value) }

    func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(0, width - text.count))
        return left ? text + fill : fill + text
    }
}
