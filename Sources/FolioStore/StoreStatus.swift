import FolioModel
import Foundation

/// What the store holds: what `folio status` prints.
public struct StoreStatus: Sendable, Hashable, Codable {
    /// Documents counted by status.
    public struct DocumentCounts: Sendable, Hashable, Codable {
        /// All stored documents.
        public var total: Int
        /// Documents whose every page was processed.
        public var ok: Int
        /// Documents with some pages or stages failed.
        public var partial: Int
        /// Documents nothing usable came out of.
        public var failed: Int

        /// Makes counts.
        public init(total: Int, ok: Int, partial: Int, failed: Int) {
            self.total = total
            self.ok = ok
            self.partial = partial
            self.failed = failed
        }
    }

    /// A failed document and why.
    public struct Failure: Sendable, Hashable, Codable {
        /// The document's id.
        public var documentID: String
        /// The path it was last processed from.
        public var path: String
        /// The message of its first error, or nil when none was recorded.
        public var message: String?
        /// When it was last stored.
        public var updatedAt: Date

        /// Makes a failure.
        public init(documentID: String, path: String, message: String?, updatedAt: Date) {
            self.documentID = documentID
            self.path = path
            self.message = message
            self.updatedAt = updatedAt
        }
    }

    /// Failed or partial documents grouped by the stage and code of their first error.
    public struct FailureKind: Sendable, Hashable, Codable {
        public var stage: String
        public var code: String
        /// Whether the file or the run caused it (run: retried by the next run).
        public var cause: FailureCause
        /// Documents whose first error is of this kind.
        public var documents: Int

        public init(stage: String, code: String, cause: FailureCause, documents: Int) {
            self.stage = stage
            self.code = code
            self.cause = cause
            self.documents = documents
        }
    }

    /// Failed and partial documents by the kind of their first error, most frequent first.
    public var failureKinds: [FailureKind] = []

    /// The number of runs recorded.
    public var runCount: Int
    /// Documents counted by status.
    public var documents: DocumentCounts
    /// The number of stored pages.
    public var pageCount: Int
    /// The number of stored words.
    public var wordCount: Int
    /// The number of recorded errors, over all documents.
    public var errorCount: Int
    /// The most recent run, or nil when there has been none.
    public var lastRun: RunRecord?
    /// Up to 10 failed documents, most recently stored first.
    public var recentFailures: [Failure]

    /// Makes a status.
    public init(runCount: Int, documents: DocumentCounts, pageCount: Int, wordCount: Int, errorCount: Int,
                lastRun: RunRecord?, recentFailures: [Failure]) {
        self.runCount = runCount
        self.documents = documents
        self.pageCount = pageCount
        self.wordCount = wordCount
        self.errorCount = errorCount
        self.lastRun = lastRun
        self.recentFailures = recentFailures
    }
}
