import FolioImaging
import FolioModel

/// An OCR engine: what the page stages ask of Tesseract or of the neural recogniser.
public protocol TextRecognizer: AnyObject {
    /// The engine's name in messages ("Tesseract", "PP-OCRv6").
    var engineName: String { get }

    /// Reads `image`. `dpi` (when known) is the scan resolution; `photographed` says the page was rectified
    /// from a photo.
    func recognize(_ image: Image, dpi: Double?, photographed: Bool) throws -> OCRPage

    /// The words in each of `boxes` of `image` (page pixels), each box read on its own (a table cell's print,
    /// the rules around it left out: `CellInk`).
    func words(in boxes: [Box], of image: Image, dpi: Double?) throws -> [[Word]]
}

extension TesseractEngine: TextRecognizer {
    public var engineName: String { "Tesseract" }
}
