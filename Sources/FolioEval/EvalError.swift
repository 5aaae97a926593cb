import Foundation

/// A failure loading evaluation data: what went wrong, with which file, and the underlying cause.
public struct EvalError: Error, Sendable, CustomStringConvertible {
    /// The kind of failure.
    public enum Code: String, Sendable {
        /// A file or directory the data set needs is missing.
        case missingFile
        /// A file could not be read or decoded.
        case unreadable
        /// A file's content does not have the expected shape.
        case malformed
    }

    /// The kind of failure.
    public var code: Code
    /// The file concerned.
    public var path: String
    /// What happened and what to do, for a person.
    public var message: String
    /// The error that caused this one, if any.
    public var underlying: (any Error)?

    /// An error of `code` about the file at `path`.
    public init(_ code: Code, path: String, message: String, underlying: (any Error)? = nil) {
        self.code = code
        self.path = path
        self.message = message
        self.underlying = underlying
    }

    public var description: String {
        let cause = underlying.map { " (\($0))" } ?? ""
        return "\(path): \(message)\(cause)"
    }
}
