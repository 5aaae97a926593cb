import Foundation

/// An error from exporting documents: what failed, on which file, what to do, and the underlying cause.
public struct ExportError: Error, CustomStringConvertible, LocalizedError {
    /// What kind of failure this is; stable, for programs that react to it.
    public enum Code: String, Sendable, Hashable {
        /// The output directory could not be created.
        case cannotCreateDirectory
        /// An output file could not be created or written.
        case cannotWrite
        /// A document could not be encoded (e.g. a confidence that is not a finite number).
        case encodingFailed
        /// A document id cannot be used in a file name (empty, a path separator, a leading dot...).
        case invalidFileName
    }

    /// What kind of failure this is.
    public let code: Code
    /// The file or directory this error is about.
    public let path: String
    /// A message a user can act on: what failed on which file, the cause, and what to check.
    public let message: String
    /// The error that caused this one, if any.
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
