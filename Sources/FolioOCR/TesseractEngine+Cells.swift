import CTesseract
import FolioImaging
import FolioModel

extension TesseractEngine {
    /// The words in each of `boxes` of `image` (page pixels), each box read on its own as one block of text.
    /// A table's cells read in one pass over the page lose short entries: the layout analysis takes them for
    /// noise between the rules, or runs two cells into one line. Words keep Tesseract's own confidence.
    public func words(in boxes: [Box], of image: Image, dpi: Double?) -> [[Word]] {
        setImage(image, dpi: dpi)
        defer { TessBaseAPIClear(handle) }
        return withSegmentation(PSM_SINGLE_BLOCK) {
            boxes.map { box in
                let left = max(0, Int(box.x)), top = max(0, Int(box.y))
                let right = min(image.width, Int(box.maxX)), bottom = min(image.height, Int(box.maxY))
                guard right - left > 4, bottom - top > 4 else { return [] }
                return words(inRectangleFrom: left, top, to: right, bottom) ?? []
            }
        }
    }
}
