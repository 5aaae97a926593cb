import FolioDetect
import FolioLayout
import FolioModel
import FolioStructure

/// The steps that run on a whole document once all its pages are in, in one place for `folio run`'s coordinator
/// and the in-process `DocumentProcessor`: tables continued over pages joined, heading levels settled over the
/// document, then the receipt fields.
public struct DocumentSteps: Sendable {
    /// Reads receipt fields when the pipeline has the `receipt` stage.
    public var receiptReader: ReceiptReader?
    /// Settles heading levels over the document (the `layout` stage).
    public var settlesLayout: Bool

    public init(receiptReader: ReceiptReader? = nil, settlesLayout: Bool = false) {
        self.receiptReader = receiptReader
        self.settlesLayout = settlesLayout
    }

    /// The steps a pipeline asks for.
    public init(config: PipelineConfig) {
        receiptReader = config.stages.contains(.receipt) ? ReceiptReader(options: config.detection.options) : nil
        settlesLayout = config.stages.contains(.layout)
    }

    /// Tables continued over pages become one table on their first page; headings get their document levels.
    func joined(_ pages: [Page]) -> [Page] {
        let joined = TableContinuation.joined(pages)
        return settlesLayout ? DocumentLayout.settled(joined) : joined
    }

    /// The document's receipt, or nil when the step is off or the document does not read as a receipt.
    func receipt(of pages: [Page]) -> Receipt? { receiptReader?.receipt(from: pages) }
}
