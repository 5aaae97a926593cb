import FolioModel
import Foundation

/// Where a batch puts finished documents and learns which are already done (the store, in the CLI).
public protocol DocumentSink: AnyObject {
    /// The stored status of document `id`, or nil when it is new.
    func status(ofDocument id: String) throws -> DocumentStatus?
    /// Remembers that document `id` was also seen at `path`.
    func addPath(_ path: String, toDocument id: String) throws
    /// Stores a finished document (one transaction).
    func save(_ document: Document) throws
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

    public init(workers: Int, workerExecutable: URL, tessdata: String? = nil, retryFailed: Bool = false,
                savePagesDirectory: String? = nil) {
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
}

/// What a batch did.
public struct BatchSummary: Sendable {
    /// Files found among the inputs.
    public var documentsSeen = 0
    /// Documents processed this run (new, changed, or retried).
    public var documentsProcessed = 0
    /// Documents already in the store, not processed again.
    public var documentsSkipped = 0
    public var documentsOK = 0
    public var documentsPartial = 0
    public var documentsFailed = 0
    public var pagesProcessed = 0
    public var pagesFailed = 0
    public var seconds: TimeInterval = 0
    /// `(path, first error message)` of every failed or partial document.
    public var problems: [(path: String, message: String)] = []

    public init() {}
}
