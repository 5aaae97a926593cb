/// A valid document the fuzz feeds as it is and mutates: a small generated page, a fixture, or a degenerate
/// image.
struct FuzzSeed {
    /// Short name used in input file names (`text`, `1x1`, `multipage`…).
    var name: String
    var format: FuzzFormat
    var bytes: [UInt8]
    /// For hand-built PDFs, the recipe, so structural damage can rebuild the file with other values.
    var pdf: FuzzPDFSpec? = nil
    /// A degenerate shape (1×1, 65535×1…): fed as it is, and damaged less often than pages with text.
    var degenerate = false
}
