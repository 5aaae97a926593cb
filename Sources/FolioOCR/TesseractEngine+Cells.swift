import CTesseract
import FolioImaging
import FolioModel

extension TesseractEngine {
    /// The words in each of `boxes` of `image` (page pixels), each box read on its own as one block of text.
    /// A table's cells read in one pass over the page lose short entries: the layout analysis takes them for
    /// noise between the rules, or runs two cells into one line. Boxes are shrunk by `inset` pixels on each side
    /// so their rules stay out. Words keep Tesseract's own confidence.
    public func words(in boxes: [Box], of image: Image, dpi: Double?, inset: Double) -> [[Word]] {
        setImage(image, dpi: dpi)
        defer { TessBaseAPIClear(handle) }
        return withSegmentation(PSM_SINGLE_BLOCK) {
            boxes.map { box in
                let left = max(0, Int(box.x + inset)), top = max(0, Int(box.y + inset))
                let right = min(image.width, Int(box.maxX - inset)), bottom = min(image.height, Int(box.maxY - inset))
                guard right - left > 4, bottom - top > 4 else { return [] }
                return words(inRectangleFrom: left, top, to: right, bottom) ?? []
            }
        }
    }
}
