import FolioModel

/// A page or document stage that failed: which stage, the underlying error's code, and why (the caller adds
/// file and page).
public struct StageFailure: Error, Sendable, Codable, Hashable, CustomStringConvertible {
    public var stage: FailureStage
    /// `module.kind` of the underlying error (`input.corrupt`, `worker.crashed`); empty when not known.
    public var code: String
    public var message: String

    public init(stage: FailureStage, code: String, message: String) {
        self.stage = stage
        self.code = code
        self.message = message
    }

    /// The failure of `stage` through `error`, keeping its code when it has one.
    public init(stage: FailureStage, error: any Error) {
        if let failure = error as? StageFailure {
            self = failure
        } else if let coded = error as? any CodedError {
            self.init(stage: stage, code: coded.qualifiedCode, message: coded.message)
        } else {
            self.init(stage: stage, code: "", message: "\(error)")
        }
    }

    public var description: String { "\(stage.rawValue): \(message)" }
}
