import CTesseract
import FolioModel

extension TesseractEngine {
    /// Runs `body` with Tesseract's page segmentation set to `mode`; the configured mode is restored afterwards.
    func withSegmentation<T>(_ mode: TessPageSegMode, _ body: () throws -> T) rethrows -> T {
        TessBaseAPISetPageSegMode(handle, mode)
        defer { TessBaseAPISetPageSegMode(handle, TessPageSegMode(UInt32(configuration.segmentation.tesseractValue))) }
        return try body()
    }

    /// The words Tesseract reads in the rectangle from (`left`, `top`) to (`right`, `bottom`) of the image it
    /// holds, with the current segmentation; nil when recognition fails.
    func words(inRectangleFrom left: Int, _ top: Int, to right: Int, _ bottom: Int) -> [Word]? {
        TessBaseAPISetRectangle(handle, Int32(left), Int32(top), Int32(right - left), Int32(bottom - top))
        guard TessBaseAPIRecognize(handle, nil) == 0, let iterator = TessBaseAPIGetIterator(handle) else { return nil }
        defer { TessResultIteratorDelete(iterator) }
        return TesseractLayoutReader.read(iterator, candidates: configuration.candidates).lines.flatMap(\.words)
    }
}
