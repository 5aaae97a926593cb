import FolioModel

/// Why an image could not be decoded or transformed.
public struct ImagingError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Code: String, Sendable {
        case decodeFailed
        case tooLarge
        case unsupportedDepth
        case operationFailed
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

extension ImagingError: CodedError {
    public var qualifiedCode: String { "imaging.\(code.rawValue)" }
}
