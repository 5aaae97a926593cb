import Foundation

/// Another way to read a page whose first reading is unsure, tried in accurate mode only. Measured on sroie-dev
/// (see `docs/accuracy.md`, "OCR accuracy against raw Tesseract").
///
/// Tesseract's adaptive Otsu threshold (`thresholding_method` 1) as a further alternative rescued two faint
/// sroie pages (+0.002 F1) but took up to 17 s on a noisy photo, whose speckle it turns into thousands of
/// components; it is not used.
enum ReadingAlternative: CaseIterable {
    /// Read as one block, scans smoothed first (Gaussian, sigma 1 px): keeps text that full-page layout
    /// analysis dropped or split, and on scans joins the dots of dot-matrix and dithered print and quietens
    /// JPEG noise. Rectified photos are already smooth (camera blur, interpolation) and are not smoothed again:
    /// on the generated photos that reads better (mean F1 0.675 against 0.671 smoothed), on sroie scans
    /// smoothing is far better (0.781 against 0.770 unsmoothed).
    case smoothedBlock

    /// Tried only when the surest reading so far is below this confidence.
    var triggerConfidence: Double {
        switch self {
        case .smoothedBlock: 0.75
        }
    }

    /// Gaussian smoothing applied before reading, in pixels of standard deviation (0: none).
    func smoothingSigma(photographed: Bool) -> Double {
        switch self {
        case .smoothedBlock: photographed ? 0 : 1
        }
    }

    var segmentation: OCRConfiguration.Segmentation {
        switch self {
        case .smoothedBlock: .block
        }
    }
}
