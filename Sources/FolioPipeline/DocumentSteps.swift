import FolioDetect
import FolioModel
import FolioStructure

/// The steps that run on a whole document once all its pages are in, in one place for `folio run`'s coordinator
/// and the in-process `DocumentProcessor`: tables continued over pages joined, then the receipt fields.
public struct DocumentSteps: Sendable {
    /// Reads receipt fields when the pipeline has the `receipt` stage.
    public var receiptReader: ReceiptReader?

    public init(receiptReader: ReceiptReader? = nil) {
        self.receiptReader = receiptReader
    }

    /// The steps a pipeline asks for.
    public init(config: PipelineConfig) {
        receiptReader = config.stages.contains(.receipt) ? ReceiptReader(options: config.detection.options) : nil
    }

    /// Tables continued over pages become one table on their first page.
    func joined(_ pages: [Page]) -> [Page] { TableContinuation.joined(pages) }

    /// The document's receipt, or nil when the step is off or the document does not read as a receipt.
    func receipt(of pages: [Page]) -> Receipt? { receiptReader?.receipt(from: pages) }
}
