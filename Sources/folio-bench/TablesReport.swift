import FolioEval
import Foundation

/// The figures of `folio-bench tables`: one section per suite and set, printed as tables
/// (`TablesReport+Text.swift`) and written as JSON.
struct TablesReport: Codable {
    /// A truth table a tool did not reproduce exactly, and why.
    struct Miss: Codable {
        var file: String
        /// 1-based, as people count pages and tables.
        var page: Int
        var table: Int
        var cause: String
    }

    /// A check that did not hold.
    struct FailedCheck: Codable {
        var file: String
        var page: Int
        var check: String
    }

    /// A file the tool failed on (or said something about), with what it said.
    struct FileError: Codable {
        var file: String
        var error: String
    }

    /// One tool on one set.
    struct ToolScore: Codable {
        var tool: String
        var command: String
        var seconds: Double
        var pagesPerSecond: Double
        /// Cell-adjacency relations, micro-averaged over the set.
        var relations: RelationCounts
        var precision: Double
        var recall: Double
        var f1: Double
        /// Truth tables reproduced exactly (same grid, every cell's text equal after whitespace normalisation).
        var exactTables: Int
        var truthTables: Int
        var exactShare: Double
        var checksPassed: Int
        var checks: Int
        /// Tables found on scored pages that match no truth table.
        var unmatchedTables: Int
        var misses: [Miss]
        var failedChecks: [FailedCheck]
        var fileErrors: [FileError]

        /// Passed checks over all checks; 0 when the set has none.
        var checkShare: Double { checks > 0 ? Double(checksPassed) / Double(checks) : 0 }
    }

    /// One suite read one way (born-digital or scanned).
    struct SetReport: Codable {
        var suite: TableSuite
        var variant: TableVariant
        var files: [String]
        var pages: Int
        var truthTables: Int
        var checks: Int
        /// Average number of cores busy with other work while the tools ran (`MachineLoad`): above 0.1 the
        /// timings are disturbed.
        var otherCores: Double
        var tools: [ToolScore]
        /// The peer with the best F1 (the best check share where the set has no whole tables), faster first on a tie.
        var bestPeer: String?
        /// Folio's F1 (check share) over the best peer's; nil when that is 0 or there is no peer.
        var scoreRatio: Double?
        /// Folio's pages per second over the best peer's.
        var pagesPerSecondRatio: Double?
        /// Folio given the truths' areas, where the suite names them.
        var areas: AreaScore?
    }

    /// Folio on the files whose truth was cut from an area of the page, run again with that area given.
    struct AreaScore: Codable {
        var files: [String]
        /// Truth tables of those files.
        var truthTables: Int
        /// Reproduced exactly with the areas given ...
        var exactTables: Int
        /// ... and by the whole-page run.
        var wholePageExactTables: Int
        /// Exact tables of the whole set, taking these files' tables from the run with areas.
        var setExactTables: Int
        var misses: [Miss]
    }

    /// Where one file's truth came from.
    struct TruthUsed: Codable {
        var suite: TableSuite
        var file: String
        var pages: [Int]
        var source: String
    }

    var date: String
    var cores: Int
    var workers: Int
    var dataRoot: String
    var folio: String
    var peers: [String]
    var scanDPI: Int?
    var truth: [TruthUsed] = []
    /// Truth not used, suites or sets not run, and why.
    var skipped: [String] = []
    var sets: [SetReport] = []
}
