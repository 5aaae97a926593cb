import FolioEval
import FolioStructure
import Foundation

/// What a suite says one file's tables are, on the pages it scores. Every loader (`TableTruth+<suite>.swift`)
/// uses only truth the suite's folder holds and says where each came from.
struct TableTruth {
    /// One scored page (0-based index) of the file.
    struct Page {
        var index: Int
        /// Whole tables as rows of cell texts (a merged cell's text in its top-left position).
        var tables: [[[String]]]
        /// Facts about the page's tables where the suite does not give them whole.
        var checks: [TableCheck] = []
        /// True when `tables` are all the tables of the page, so that any other table found there is an error;
        /// false when the suite's truth covers an area of the page or only some of its tables.
        var complete: Bool
    }

    var suite: TableSuite
    /// The input file as the suite gives it.
    var path: String
    /// The truth's origin: file(s), page, area and extraction mode, for the report.
    var source: String
    var pages: [Page]
    /// The areas of its pages the suite's tool was pointed at to make the truth (tabula's `--area`), as Folio's
    /// `tables.areas` takes them; empty when the truth covers whole pages or its area is not given in numbers.
    var areas: [TableArea] = []

    var url: URL { URL(fileURLWithPath: path) }

    /// True for an image (PNG, JPEG) rather than a PDF: it belongs to the scans set only.
    var isImage: Bool { !path.lowercased().hasSuffix(".pdf") }
}

/// The truth of a suite, and the truth files or tests it could not use and why.
struct SuiteTruth {
    var truths: [TableTruth]
    var skipped: [String]
}

extension TableSuite {
    /// Loads this suite's truth from `folder` (`<data>/tables/<suite>`); `tablesRoot` is `<data>/tables`, where
    /// suites find each other's copies of shared PDFs.
    func truth(folder: URL, tablesRoot: URL) throws -> SuiteTruth {
        switch self {
        case .tabula: return try TableTruth.tabula(folder: folder)
        case .camelot: return try TableTruth.camelot(folder: folder, tablesRoot: tablesRoot)
        case .img2table: return try TableTruth.img2table(folder: folder)
        case .pdfplumber: return TableTruth.pdfplumber(folder: folder)
        }
    }
}
