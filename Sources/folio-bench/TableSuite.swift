/// A peer project's table test suite, a folder of `tables/` under the data root.
enum TableSuite: String, CaseIterable, Codable {
    case tabula = "tabula-java"
    case camelot
    case img2table
    case pdfplumber
}

/// The two sets each suite is scored on.
enum TableVariant: String, CaseIterable, Codable {
    /// PDFs as the suite gives them, read through their text layer.
    case bornDigital = "born-digital"
    /// Image-only input: every suite PDF rendered to a 200 dpi scanned PDF, and the suite's own images.
    case scans
}
