import Foundation

/// Another way to read a page whose first reading is unsure, tried in accurate mode only. Measured on sroie-dev
/// (see README, "Accuracy against raw Tesseract").
///
/// Tesseract's adaptive Otsu threshold (`thresholding_method` 1) as a further alternative rescued two faint
/// sroie pages (+0.002 F1) but took up to 17 s on a noisy photo, whose speckle it turns into thousands of
/// components; it is not used.
enum ReadingAlternative: CaseIterable {
    /// Smoothed (Gaussian, sigma 1 px) and read as one block: joins the dots of dot-matrix and dithered print,
    /// quietens JPEG noise, and keeps text that full-page layout analysis dropped or split.
    case smoothedBlock

    /// Tried only when the surest reading so far is below this confidence.
    var triggerConfidence: Double {
        switch self {
        case .smoothedBlock: 0.75
        }
    }

    /// Gaussian smoothing applied before reading, in pixels of standard deviation (0: none).
    var smoothingSigma: Double {
        switch self {
        case .smoothedBlock: 1
        }
    }

    var segmentation: OCRConfiguration.Segmentation {
        switch self {
        case .smoothedBlock: .block
        }
    }
}
