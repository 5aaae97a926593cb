import Foundation

/// Another way to read a page whose first reading is unsure, tried in accurate mode only. Each is measured on
/// sroie-dev (see README, "Accurate-mode OCR").
enum ReadingAlternative: CaseIterable {
    /// Smoothed (Gaussian, sigma 1 px) and read as one block: joins the dots of dot-matrix and dithered print,
    /// quietens JPEG noise, and keeps text that full-page layout analysis dropped or split.
    case smoothedBlock
    /// Tesseract's adaptive Otsu binarisation and read as one block: recovers faint print on pages whose
    /// global threshold loses it.
    case adaptiveThresholdBlock

    /// Tried only when the surest reading so far is below this confidence.
    var triggerConfidence: Double {
        switch self {
        case .smoothedBlock: 0.75
        case .adaptiveThresholdBlock: 0.5
        }
    }

    /// Gaussian smoothing applied before reading, in pixels of standard deviation (0: none).
    var smoothingSigma: Double {
        switch self {
        case .smoothedBlock: 1
        case .adaptiveThresholdBlock: 0
        }
    }

    /// Tesseract's `thresholding_method` for this reading (0 is its default global Otsu).
    var thresholdingMethod: String {
        switch self {
        case .smoothedBlock: "0"
        case .adaptiveThresholdBlock: "1"
        }
    }

    var segmentation: OCRConfiguration.Segmentation { .block }
}
