/// Like VNRequestTextRecognitionLevel: `accurate` reads with the `tessdata` (best, integerised) model and every
/// measure that improves accuracy; `fast` reads with Debian's tessdata_fast model and cheap preprocessing only.
public enum OCRMode: String, Sendable, Codable, CaseIterable {
    case accurate
    case fast
}
