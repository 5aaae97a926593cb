import FolioImaging

/// Flattens lighting on photographed pages and wherever it is uneven — a shadow, a gradient — and restores the
/// contrast of faded print. Evenly lit scans with dark enough ink are left as they are: measured on sroie-dev,
/// normalising them costs Tesseract accuracy, while on photographed receipts it is what makes them readable
/// (word F1 recovery 0.75 without, 0.89 with).
public struct LightingCorrector: Sendable {
    /// What was done to a page.
    public enum Correction: Sendable, Equatable {
        /// Nothing: evenly lit, ink dark enough.
        case none
        /// Background flattened and contrast stretched (photos, shadows, gradients).
        case flattened
        /// Faded ink stretched to black, paper to white (evenly lit scans of faded thermal paper).
        case contrastRestored
    }

    /// Paper brightness may vary by this fraction across the page before it is corrected.
    public var maximumUnevenness = 0.2
    /// An evenly lit page whose ink (the darkest 0.5 % of its central part) is fewer than this many grey levels
    /// darker than its paper (the 90th percentile) is faded, and its contrast is restored. Half the grey range:
    /// Tesseract's global threshold reads such pages as nothing or as noise (sroie-dev 387 and 399: word F1 0
    /// without, 0.70 and 0.73 with).
    public var minimumInkContrast = 128
    /// Below this many grey levels between the darkest 0.5 % and the paper there is no ink to restore: a blank
    /// page (paper grain and JPEG noise span ~30 levels), or one whose few marks cover less than 0.5 % of it (a
    /// page number, a signature). Such pages are left as they are: stretching them would turn grain into ink,
    /// and a page of one grey level cannot be stretched at all. The faded receipts this stage restores have
    /// 65 and 77 levels (sroie-dev 399 and 387).
    public var minimumFadedContrast = 48
    /// Pages whose shorter side is under this many pixels are left as they are: too small to hold a lighting
    /// gradient (Leptonica's background normalisation works on a quarter-size copy).
    public var minimumImageSide = 16
    /// Whether faded print on an evenly lit page is stretched to black on white. It helps Tesseract (sroie-dev
    /// word F1 0.790 → 0.796) and hurts PP-OCRv6 (0.886 without it, 0.882 with it: the network reads faded
    /// print as it is), so the pipeline turns it off when PP-OCRv6 reads the page.
    public var restoresFadedInk = true

    public init() {}

    /// The page, corrected when it is a photograph (`photographed`: its boundary was found and rectified), its
    /// lighting is uneven or its ink faded, and what was done. The page comes back grey (8-bit) unless it is
    /// too small to correct.
    public func correct(_ image: Image, photographed: Bool = false) throws -> (image: Image, correction: Correction) {
        guard min(image.width, image.height) >= minimumImageSide else { return (image, .none) }
        if try photographed || PaperBrightness.unevenness(of: image) > maximumUnevenness {
            return (try image.lightingNormalized(), .flattened)
        }
        // A colour page is greyed once here (the stages after lighting read grey levels), not again later.
        let gray = try image.depth == 8 ? image : image.grayscale()
        // Scanner borders and the edge of the paper stay outside the count (6 % off each side).
        let levels = try gray.grayLevels(at: [0.005, 0.9], inset: 0.06)
        let ink = levels[0], paper = levels[1]
        guard restoresFadedInk, paper - ink < minimumInkContrast, paper - ink >= minimumFadedContrast else {
            return (gray, .none)
        }
        return (try gray.contrastStretched(black: ink, white: paper), .contrastRestored)
    }
}

/// How unevenly the paper of a page is lit: the brightest pixels of each tile of a small copy stand for
/// the paper there; unevenness is 1 − darkest paper / brightest paper.
enum PaperBrightness {
    static func unevenness(of image: Image, tiles: Int = 6) throws -> Double {
        let small = try image.scaled(toFit: 240)
        let gray = try small.grayBytes()
        let w = small.width, h = small.height
        guard w >= tiles, h >= tiles else { return 0 }
        var levels: [Int] = []
        for ty in 0..<tiles {
            for tx in 0..<tiles {
                var values: [UInt8] = []
                for y in (ty * h / tiles)..<((ty + 1) * h / tiles) {
                    for x in (tx * w / tiles)..<((tx + 1) * w / tiles) { values.append(gray[y * w + x]) }
                }
                guard !values.isEmpty else { continue }
                values.sort()
                levels.append(Int(values[values.count * 9 / 10]))
            }
        }
        guard let brightest = levels.max(), brightest > 0 else { return 0 }
        // Ignore tiles that hold no paper at all (a dark border, a photo).
        let paper = levels.filter { $0 >= brightest / 3 }
        guard let darkest = paper.min() else { return 0 }
        return 1 - Double(darkest) / Double(brightest)
    }
}
