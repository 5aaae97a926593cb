/// Like VNRequestTextRecognitionLevel: `accurate` reads with the `tessdata` (best, integerised) model and every
/// measure that improves accuracy; `fast` reads with Debian's tessdata_fast model and cheap preprocessing only.
public enum OCRMode: String, Sendable, Codable, CaseIterable {
    case accurate
    case fast
}

/// Which OCR engine reads a page: Tesseract's LSTM, or PaddleOCR's PP-OCRv6 detector and recogniser (ONNX).
/// A pipeline that names none gets its mode's: `accurate` → `ppocr`, `fast` → `tesseract`.
public enum OCREngineKind: String, Sendable, Codable, CaseIterable {
    case tesseract
    case ppocr

    public static func `default`(for mode: OCRMode) -> OCREngineKind {
        mode == .accurate ? .ppocr : .tesseract
    }
}
