import FolioEval

/// The outcome of the detector benchmark, printed as tables and written as JSON.
struct DetectorsReport: Codable {
    /// One `folio detect` call over a group of cases with the same options.
    struct Call: Codable {
        var arguments: [String]
        var cases: Int
        var lines: Int
        var seconds: Double
        /// "exit 0", "exit 1", "killed by signal 11", or the time limit.
        var ending: String
        var matches: Int
        /// Why its cases were not scored, when they were not.
        var error: String?
    }

    /// One timed `folio detect` run over generated text.
    struct Timing: Codable {
        var bytes: Int
        var lines: Int
        var seconds: Double
        var matches: Int
        var ending: String
        var megabytesPerSecond: Double?
        var matchesPerSecond: Double?
    }

    /// A hostile input at 1 MB and at 2 MB: linear time gives a ratio near 2, quadratic near 4.
    struct Hostile: Codable {
        var name: String
        var oneMB: Timing
        var twoMB: Timing
        /// (2 MB seconds − start-up) / (1 MB seconds − start-up); nil when the 1 MB run is too short to tell
        /// or a run did not finish.
        var ratio: Double?
    }

    struct Speed: Codable {
        /// Seconds of a call on empty input (median of three): process start-up and set-up.
        var startupSeconds: Double
        var corpus: Timing
        var hostile: [Hostile]
    }

    var date: String
    var folio: String
    var vectors: String
    /// Why nothing was scored, when nothing was.
    var skipped: String?
    /// Scored cases per suite.
    var cases: [String: Int] = [:]
    var excluded: [DetectorExclusion] = []
    var calls: [Call] = []
    var rows: [DetectorRow] = []
    var misses: [DetectorMiss] = []
    var violations: [ContractViolation] = []
    /// Cases of calls that failed (not in the rows).
    var notRun = 0
    var speed: Speed?
}
