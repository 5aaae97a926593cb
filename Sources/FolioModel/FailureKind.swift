/// The stage a document or page failed in: a closed set, stored and exported by its raw value.
public enum FailureStage: String, Codable, Sendable, Hashable, CaseIterable {
    /// Finding, reading and opening the file, and loading a page (decode, render, text layer).
    case load
    case boundary
    case rectify
    case lighting
    /// Turning a colour page grey.
    case grey
    /// Telling a blank page.
    case blank
    case orient
    case deskew
    case ocr
    /// Finding tables (rules, word alignment).
    case tables
    /// Reading the page's layout (roles, lists, reading order).
    case layout
    case barcodes
    /// Writing the processed page image (`--save-pages`).
    case save
    /// The worker process running the page (crashed, timed out, unreadable answer).
    case worker
    /// A fault injected by a test (`FOLIO_FAULT`).
    case fault
    /// A stage name this version does not know (written by a newer Folio).
    case other

    /// The stage named `name`, or `.other`.
    public init(named name: String) {
        self = FailureStage(rawValue: name) ?? .other
    }
}

/// Who a failure is down to: the file (it will fail the same way again) or the run (a worker killed, a page
/// timed out, the run interrupted), which the next run retries by itself.
public enum FailureCause: String, Codable, Sendable, Hashable {
    case file
    case run
}

/// An error that carries a code naming its module and kind (`input.corrupt`, `imaging.decodeFailed`,
/// `worker.crashed`), kept beside the message on the document.
public protocol CodedError: Error, CustomStringConvertible {
    /// `module.kind`, e.g. `input.truncated`.
    var qualifiedCode: String { get }
    /// What went wrong, for a person.
    var message: String { get }
}

/// The codes of failures caused by the run, not the file: retried automatically by the next run.
public enum RunFailureCodes {
    /// A worker process died (crash, out-of-memory kill) while on the page.
    public static let workerCrashed = "worker.crashed"
    /// A page ran past `limits.pageTimeoutSeconds`; its worker was stopped.
    public static let timedOut = "worker.timedOut"
    /// The worker answered something the coordinator could not read.
    public static let unreadableAnswer = "worker.unreadableAnswer"
    /// No worker process could be started for the page.
    public static let workerUnavailable = "worker.unavailable"

    /// Every code that counts as caused by the run.
    public static let all: Set<String> = [workerCrashed, timedOut, unreadableAnswer, workerUnavailable]
}
