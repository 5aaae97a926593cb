import FolioBarcodes
import FolioImaging
import FolioInput
import FolioModel
import FolioOCR
import Foundation

/// Runs a pipeline's page stages — load → OCR (or PDF text) → barcodes — for one page at a time.
/// Owns one Tesseract engine, created on first use and reused across pages; keeps the last opened document
/// so the pages of one file do not reopen it. Not thread-safe: one per worker.
public final class PageProcessor {
    public let config: PipelineConfig
    private let tessdata: String?
    private var engine: TesseractEngine?
    private var barcodeReader: BarcodeReader?
    private var openDocument: (path: String, reader: DocumentReader)?

    /// `tessdata` overrides where models are looked up (`--tessdata`).
    public init(config: PipelineConfig, tessdata: String? = nil) {
        Image.quietDiagnostics()
        self.config = config
        self.tessdata = tessdata
    }

    /// Opens the document at `path` and reports its type and page count.
    public func probe(path: String) throws(StageFailure) -> ProbeResult {
        let reader = try reader(for: path)
        return ProbeResult(mediaType: reader.mediaType, pageCount: reader.pageCount, byteCount: reader.byteCount)
    }

    /// Processes page `index` (0-based) of the document at `path`.
    public func process(path: String, page index: Int) throws(StageFailure) -> Page {
        let reader = try reader(for: path)
        let content: PageContent
        do {
            content = try reader.page(index)
        } catch {
            throw StageFailure(stage: "load", message: "\(error)")
        }
        switch content {
        case .text(let layer):
            let paragraphs = TextLayerParagraphs.group(layer.lines)
            return Page(index: index, width: layer.width, height: layer.height, dpi: layer.dpi,
                        textSource: .pdfText, transcript: paragraphs.map(\.text).joined(separator: "\n\n"),
                        confidence: layer.lines.isEmpty ? 0 : 1, lines: layer.lines, paragraphs: paragraphs)
        case .image(let image, let dpi):
            var page = Page(index: index, width: image.width, height: image.height, dpi: dpi ?? 0,
                            textSource: .ocr, transcript: "", confidence: 0, lines: [], paragraphs: [])
            if config.stages.contains(.ocr) {
                let result: OCRPage
                do {
                    result = try ocrEngine().recognize(image, dpi: dpi)
                } catch {
                    throw StageFailure(stage: "ocr", message: "\(error)")
                }
                page.lines = result.lines
                page.paragraphs = result.paragraphs
                page.transcript = result.transcript
                page.confidence = result.confidence
            }
            if config.stages.contains(.barcodes) {
                do {
                    page.barcodes = try barcodes().read(image)
                } catch {
                    throw StageFailure(stage: "barcodes", message: "\(error)")
                }
            }
            return page
        }
    }

    private func reader(for path: String) throws(StageFailure) -> DocumentReader {
        if let open = openDocument, open.path == path { return open.reader }
        openDocument = nil
        do {
            let reader = try DocumentReader(url: URL(fileURLWithPath: path), options: config.inputOptions)
            openDocument = (path, reader)
            return reader
        } catch {
            throw StageFailure(stage: "load", message: "\(error)")
        }
    }

    private func ocrEngine() throws -> TesseractEngine {
        if let engine { return engine }
        let folder = try ModelLocator.folder(for: config.mode, languages: config.languages, explicit: tessdata)
        let created = try TesseractEngine(configuration: OCRConfiguration(
            dataPath: folder, languages: config.languages, segmentation: config.segmentation))
        engine = created
        return created
    }

    private func barcodes() throws -> BarcodeReader {
        if let barcodeReader { return barcodeReader }
        let created = try BarcodeReader()
        barcodeReader = created
        return created
    }
}
