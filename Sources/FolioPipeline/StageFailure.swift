/// A page or document stage that failed: which stage and why (the caller adds file and page).
public struct StageFailure: Error, Sendable, Codable, Hashable, CustomStringConvertible {
    /// The stage's name: `load`, `ocr`, `barcodes`, `worker`...
    public var stage: String
    public var message: String

    public init(stage: String, message: String) {
        self.stage = stage
        self.message = message
    }

    public var description: String { "\(stage): \(message)" }
}
