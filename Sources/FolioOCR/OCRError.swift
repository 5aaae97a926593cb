import FolioModel

/// Why OCR could not run: a missing model, an engine that would not start, or a failed recognition.
public struct OCRError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Code: String, Sendable {
        case modelMissing
        case initFailed
        case recognitionFailed
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

extension OCRError: CodedError {
    public var qualifiedCode: String { "ocr.\(code.rawValue)" }
}
