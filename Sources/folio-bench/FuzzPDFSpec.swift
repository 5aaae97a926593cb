/// The recipe of a hand-built PDF: every value the structural damage changes is a field, so a damaged PDF
/// is built with a correct cross-reference table around the bad value (the damage, not a broken xref, is
/// what the reader meets first).
struct FuzzPDFSpec {
    /// What the page holds and how the objects are stored.
    enum Layout: String {
        /// Helvetica text (a text layer), classic xref table.
        case text
        /// One gray JPEG image painted over the page (a scan), classic xref table.
        case scan
        /// Helvetica text with the page tree in an object stream and a cross-reference stream (PDF 1.5).
        case objectStream = "objstm"
    }

    var layout: Layout
    /// The JPEG painted by `.scan` pages.
    var jpeg: [UInt8] = []
    var mediaBox = "[0 0 216 144]"
    var count = "1"
    var kids = "[3 0 R]"
    /// Extra page dictionary entries (e.g. `/Rotate 45`).
    var pageExtras = ""
    /// The content stream's `/Length` value; nil writes the true length.
    var contentLength: String? = nil
    /// The image's `/Length` value; nil writes the true length.
    var imageLength: String? = nil
    var imageWidth = "300"
    var imageHeight = "200"
    var bitsPerComponent = "8"
    var colorSpace = "/DeviceGray"
    var imageFilter = "/DCTDecode"
}
