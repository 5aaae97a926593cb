import Foundation

/// What a run did, counted by the coordinator and recorded by `Store.finishRun(id:counts:status:)`.
public struct RunCounts: Sendable, Hashable, Codable {
    /// Input documents found (supported or not).
    public var documentsSeen: Int
    /// Documents processed and saved in this run, whatever their status.
    public var documentsProcessed: Int
    /// Documents skipped because the store already held them.
    public var documentsSkipped: Int
    /// Documents that ended `failed`.
    public var documentsFailed: Int
    /// Pages processed in this run.
    public var pagesProcessed: Int

    /// Makes counts; every count defaults to zero.
    public init(documentsSeen: Int = 0, documentsProcessed: Int = 0, documentsSkipped: Int = 0,
                documentsFailed: Int = 0, pagesProcessed: Int = 0) {
        self.documentsSeen = documentsSeen
        self.documentsProcessed = documentsProcessed
        self.documentsSkipped = documentsSkipped
        self.documentsFailed = documentsFailed
        self.pagesProcessed = pagesProcessed
    }
}

/// Where a run stands, as stored in the `runs.status` column.
public enum RunStatus: String, Sendable, Hashable, Codable {
    /// Begun and not finished (still going, or the process died).
    case running
    /// Went through all of its inputs.
    case completed
    /// Stopped early (a signal, or a fatal error after some documents).
    case interrupted
}

/// One row of the `runs` table.
public struct RunRecord: Sendable, Hashable, Codable {
    /// The run's id, as returned by `Store.beginRun(pipeline:mode:inputs:)`.
    public var id: Int64
    /// When the run began.
    public var startedAt: Date
    /// When the run finished, or nil while running (or if it never finished).
    public var finishedAt: Date?
    /// The pipeline's name.
    public var pipeline: String
    /// The OCR mode (`accurate` or `fast`).
    public var mode: String
    /// The inputs given on the command line.
    public var inputs: [String]
    /// What the run did (zero until finished).
    public var counts: RunCounts
    /// Where the run stands.
    public var status: RunStatus

    /// Makes a run record.
    public init(id: Int64, startedAt: Date, finishedAt: Date?, pipeline: String, mode: String, inputs: [String],
                counts: RunCounts, status: RunStatus) {
        self.id = id
        self.startedAt = startedAt
        self.finishedAt = finishedAt
        self.pipeline = pipeline
        self.mode = mode
        self.inputs = inputs
        self.counts = counts
        self.status = status
    }
}
