import FolioModel

/// Why a document or one of its pages could not be read. Messages say what is wrong with the file and,
/// where there is one, what to do; the caller prefixes the file's path.
public struct InputError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Code: String, Sendable {
        case notFound
        case unreadable
        case empty
        case unsupportedType
        case tooLarge
        case corrupt
        case truncated
        case encrypted
        case pageOutOfRange
        /// Part of the page could be read (a damaged JPEG): a warning on an otherwise processed page.
        case damaged
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

extension InputError: CodedError {
    public var qualifiedCode: String { "input.\(code.rawValue)" }
}
