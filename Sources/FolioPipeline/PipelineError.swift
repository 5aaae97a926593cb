import FolioModel

/// Why a pipeline could not be loaded or a batch could not run. Messages name the file, the key and what is
/// allowed, or the document and page.
public struct PipelineError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is.
    public enum Code: String, Sendable {
        case pipelineNotFound
        case invalidPipeline
        case workerFailed
        case invalidInput
    }

    public var code: Code
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}

extension PipelineError: CodedError {
    public var qualifiedCode: String { "pipeline.\(code.rawValue)" }
}
