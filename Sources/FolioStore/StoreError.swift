import Foundation

/// An error from the Folio store: what failed, on which store file, what to do, and the underlying cause.
public struct StoreError: Error, CustomStringConvertible, LocalizedError {
    /// What kind of failure this is; stable, for programs that react to it.
    public enum Code: String, Sendable, Hashable {
        /// The store file could not be created or opened.
        case cannotOpen
        /// The store was written by a newer Folio and has a schema this version does not know.
        case incompatibleSchema
        /// Creating or upgrading the schema failed.
        case migrationFailed
        /// A query against the store failed.
        case readFailed
        /// A write to the store failed and was rolled back.
        case writeFailed
        /// The document given to the store is inconsistent and was not saved.
        case invalidDocument
        /// A row the caller referred to (a run, a document) does not exist.
        case notFound
        /// A stored value could not be turned back into the model (the store was edited or is damaged).
        case corruptData
        /// Another `folio run` holds the store (`StoreRunLock`).
        case busy
    }

    /// What kind of failure this is.
    public let code: Code
    /// The store file this error is about.
    public let path: String
    /// A message a user can act on: what failed on which store, the cause, and what to check.
    public let message: String
    /// The error that caused this one, if any (usually a GRDB `DatabaseError`).
    public let underlying: (any Error)?

    /// Makes an error whose message reads "`summary`: `underlying` (`hint`)"; `summary` should name `path`.
    public init(_ code: Code, path: String, summary: String, hint: String? = nil, underlying: (any Error)? = nil) {
        self.code = code
        self.path = path
        self.underlying = underlying
        var message = summary
        if let underlying { message += ": \(underlying)" }
        if let hint { message += " (\(hint))" }
        self.message = message
    }

    /// The full message, cause included.
    public var description: String { message }

    /// Same as `description`, so that `localizedDescription` carries the whole story.
    public var errorDescription: String? { message }
}
