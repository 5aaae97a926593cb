import FolioEval
import Foundation

/// The figures of `folio-bench layout`: one row per tool and variant, printed as a table
/// (`LayoutReport+Text.swift`) and written as JSON.
struct LayoutReport: Codable {
    /// One tool on one variant's files.
    struct Row: Codable {
        var tool: String
        var variant: LayoutVariant
        var command: String
        var documents: Int
        var pages: Int
        var seconds: Double
        var secondsPerPage: Double
        /// Cores' worth of CPU other processes used during the run (timings are disturbed above ~0.1).
        var otherCores: Double
        var score: LayoutScore
        /// Per document, with what was missed.
        var documentScores: [LayoutDocumentScore]
        /// Documents the tool failed on (or said something about), with what it said.
        var errors: [String: String]
        /// Where the neutral predictions were written (kept with --work-dir).
        var predictions: String?
        /// Something a reader of the figures should know about the run.
        var note: String?
    }

    /// Folio's seconds per page over the peer's, per variant.
    struct SpeedRatio: Codable {
        var variant: LayoutVariant
        var folioOverPeer: Double
    }

    var date: String
    var cores: Int
    var workers: Int
    var data: String
    var pipeline: String
    var scanDPI: Int?
    var peerVersion: String?
    var rows: [Row] = []
    var speedRatios: [SpeedRatio] = []
    var skipped: [String] = []

    /// Folio's s/page over the peer's for each variant both ran on.
    mutating func compareSpeeds() {
        speedRatios = [LayoutVariant.pdf, .scans].compactMap { variant in
            guard let folio = rows.first(where: { $0.tool == FolioLayout.tool && $0.variant == variant }),
                  let peer = rows.first(where: { $0.tool == PeerLayout.tool && $0.variant == variant }),
                  peer.secondsPerPage > 0 else { return nil }
            return SpeedRatio(variant: variant, folioOverPeer: folio.secondsPerPage / peer.secondsPerPage)
        }
    }
}
