import FolioDetect
import FolioLayout
import FolioModel
import FolioStructure
import Foundation

/// The steps that run on a whole document once all its pages are in, in one place for `folio run`'s coordinator
/// and the in-process `DocumentProcessor`: tables continued over pages joined, heading levels settled over the
/// document, then the receipt fields.
public struct DocumentSteps: Sendable {
    /// Reads receipt fields when the pipeline has the `receipt` stage.
    public var receiptReader: ReceiptReader?
    /// Settles heading levels over the document (the `layout` stage).
    public var settlesLayout: Bool
    /// Whether the pages' data were detected (the `detect` stage), and are detected again for a receipt read as
    /// printed in another country than the pipeline's region.
    public var detectsData: Bool

    public init(receiptReader: ReceiptReader? = nil, settlesLayout: Bool = false, detectsData: Bool = false) {
        self.receiptReader = receiptReader
        self.settlesLayout = settlesLayout
        self.detectsData = detectsData
    }

    /// The steps a pipeline asks for.
    public init(config: PipelineConfig) {
        receiptReader = config.stages.contains(.receipt) ? ReceiptReader(options: config.detection.options) : nil
        settlesLayout = config.stages.contains(.layout)
        detectsData = config.stages.contains(.detect)
    }

    /// Tables continued over pages become one table on their first page; headings get their document levels.
    func joined(_ pages: [Page]) -> [Page] {
        let joined = TableContinuation.joined(pages)
        return settlesLayout ? DocumentLayout.settled(joined) : joined
    }

    /// The document's receipt, or nil when the step is off or the document does not read as a receipt; and its
    /// pages, their data detected again when the receipt names another country than the pipeline's region (a
    /// Malaysian receipt's "03/04/2018" in a batch run as US is the 3rd of April in its data as in its fields).
    func receipt(of pages: [Page]) -> (receipt: Receipt?, pages: [Page]) {
        guard let reader = receiptReader, let read = reader.read(pages) else { return (nil, pages) }
        guard detectsData, read.options != reader.options else { return (read.receipt, pages) }
        let detection = PageDataDetection(options: read.options)
        return (read.receipt, pages.map { page in
            var page = page
            let start = Date()
            page.detectedData = detection.detectedData(on: page)
            page.timings["detect", default: 0] += Date().timeIntervalSince(start)
            return page
        })
    }
}
