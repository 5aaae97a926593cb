import FolioModel
import Foundation

/// Where a batch puts finished documents and learns which are already done (the store, in the CLI).
public protocol DocumentSink: AnyObject {
    /// What is stored of document `id`, or nil when it is new.
    func state(ofDocument id: String) throws -> StoredDocumentState?
    /// Every stored path with the stamp its file had and the state of its document (incremental runs).
    func knownPaths() throws -> [String: StoredPath]
    /// Remembers that document `id` was also seen at `path` (with the file's stamp there).
    func addPath(_ path: String, toDocument id: String, stamp: FileStamp?) throws
    /// Stores a finished document (one transaction); `stamp` is its file's when it was read.
    func save(_ document: Document, stamp: FileStamp?) throws
}

/// A path the store has seen: its file's stamp then, and the document stored from it.
public struct StoredPath: Sendable, Hashable {
    public var stamp: FileStamp
    public var document: StoredDocumentState

    public init(stamp: FileStamp, document: StoredDocumentState) {
        self.stamp = stamp
        self.document = document
    }
}

/// How a batch runs.
public struct BatchOptions: Sendable {
    /// Number of worker processes.
    public var workers: Int
    /// The `folio` executable, started as `folio worker`.
    public var workerExecutable: URL
    /// Overrides where OCR models are looked up.
    public var tessdata: String?
    /// Also reprocess documents stored as failed or partial.
    public var retryFailed: Bool
    /// When set, each processed page image is written there as `<document id>_p<index>.png`.
    public var savePagesDirectory: String?
    /// Paths never taken as inputs (the store and its journal files, when they lie among the inputs).
    public var excludedPaths: Set<String>
    /// After an interruption, how long running pages may take to finish before their workers are killed.
    public var interruptGraceSeconds: Double

    public init(workers: Int, workerExecutable: URL, tessdata: String? = nil, retryFailed: Bool = false,
                savePagesDirectory: String? = nil, excludedPaths: Set<String> = [],
                interruptGraceSeconds: Double = 10) {
        self.excludedPaths = excludedPaths
        self.interruptGraceSeconds = interruptGraceSeconds
        self.workers = workers
        self.workerExecutable = workerExecutable
        self.tessdata = tessdata
        self.retryFailed = retryFailed
        self.savePagesDirectory = savePagesDirectory
    }
}

/// Where a batch stands; sent to the progress callback after each finished page or document.
public struct BatchProgress: Sendable {
    public var pagesDone: Int
    /// Pages known so far (grows as documents are opened).
    public var pagesTotal: Int
    public var documentsDone: Int
    public var documentsTotal: Int
    public var elapsed: TimeInterval

    /// Pages per second so far.
    public var pagesPerSecond: Double { elapsed > 0 ? Double(pagesDone) / elapsed : 0 }

    /// Estimated seconds left, when there is a rate to go by.
    public var secondsRemaining: Double? {
        let rate = pagesPerSecond
        guard rate > 0, pagesTotal >= pagesDone else { return nil }
        return Double(pagesTotal - pagesDone) / rate
    }

    /// "pages 120/480 · 1.10 pages/s · ETA 5m27s · documents 30/120".
    public var text: String {
        let eta = secondsRemaining.map { " · ETA \(Self.duration($0))" } ?? ""
        return String(format: "pages %d/%d · %.2f pages/s%@ · documents %d/%d", pagesDone, pagesTotal,
                      pagesPerSecond, eta, documentsDone, documentsTotal)
    }

    /// "45s", "5m07s", "2h05m".
    public static func duration(_ seconds: Double) -> String {
        let s = Int(seconds.rounded())
        return s >= 3600 ? String(format: "%dh%02dm", s / 3600, s % 3600 / 60)
            : s >= 60 ? String(format: "%dm%02ds", s / 60, s % 60) : "\(s)s"
    }
}

/// Progress of a run whose output goes to a log, not a terminal (a nightly job under cron or systemd): a line
/// every `interval` seconds of the run, stamped with the time, so a long run shows it is alive and how far it has
/// come. A run shorter than `interval` logs none; its summary says it all.
public struct ProgressLog: Sendable {
    public let interval: TimeInterval
    private var next: TimeInterval

    public init(interval: TimeInterval = 300) {
        self.interval = interval
        next = interval
    }

    /// The line to log for `progress`, reported at `now`, or nil when the next line is not due yet. After a quiet
    /// stretch (one page taking minutes) one line is due, not one for every interval missed.
    public mutating func line(for progress: BatchProgress, at now: Date = Date()) -> String? {
        guard progress.elapsed >= next else { return nil }
        next = ((progress.elapsed / interval).rounded(.down) + 1) * interval
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return "folio: \(formatter.string(from: now)) · \(progress.text)"
    }
}

/// What a batch did.
public struct BatchSummary: Sendable {
    /// Files found among the inputs.
    public var documentsSeen = 0
    /// Documents processed this run (new, changed, or retried).
    public var documentsProcessed = 0
    /// Documents already in the store, not processed again.
    public var documentsSkipped = 0
    /// Of those, files whose path, size and modification time were unchanged (not even read).
    public var documentsUnchanged = 0
    /// Documents processed again because a run, not their file, failed them last time.
    public var documentsRetried = 0
    /// Files whose content another file of this run already has: one document, stored once, under both paths.
    public var documentsCopied = 0
    public var documentsOK = 0
    public var documentsPartial = 0
    public var documentsFailed = 0
    /// Failed or partial documents whose every error was caused by the run (retried by the next run).
    public var documentsFailedThroughRun = 0
    /// The run was interrupted (SIGINT, SIGTERM).
    public var interrupted = false
    /// Documents not finished because the run was interrupted (the next run picks them up).
    public var documentsLeft = 0
    public var pagesProcessed = 0
    public var pagesFailed = 0
    public var seconds: TimeInterval = 0
    /// The first error of every failed or partial document.
    public var problems: [Problem] = []

    /// A failed or partial document's first error.
    public struct Problem: Sendable, Hashable {
        public var path: String
        public var message: String
        public var code: String
        /// Whether the file or the run caused the document's failure.
        public var cause: FailureCause
    }

    public init() {}
}
