import FolioEval
import Foundation

extension TableTruth {
    /// pdfplumber's suite keeps its table truth inside its tests, as single rows, columns and cells (SOURCE.md
    /// lists them; the rows it shortens are taken whole from the same tests). They become checks on page 1.
    /// Not used: the text-layout comparisons (not tables), row counts that hold only for pdfplumber's own
    /// settings (issue-336), and the robustness PDFs without assertions about tables.
    private static var pdfplumberChecks: [(file: String, source: String, checks: [TableCheck])] {
        // The test reads the two cells at column 22 of a text-strategy table; columns differ by strategy (a
        // ruled grid has two more), so the check is what they are: the state's row ends with its total.
        let nics: [TableCheck] = [.rowEnds(first: "Alabama", last: "71,137"), .rowEnds(first: "Wyoming", last: "5,017")]
        return [
            ("nics-background-checks-2015-11.pdf", "test_nics_report: the Alabama and Wyoming rows' totals", nics),
            ("nics-background-checks-2015-11-rotated.pdf", "test_nics_report on the rotated page", nics),
            ("WARN-Report-for-7-1-2015-to-03-25-2016.pdf", "test_ca_warn_report: header and first data row", [
                .row(["NoticeDate", "Effective", "Received", "Company", "City", "No. Of", "Layoff/Closure"]),
                .row(["06/22/2015", "03/25/2016", "07/01/2015", "Maxim Integrated Product", "San Jose", "150",
                      "Closure Permanent"]),
            ]),
            ("issue-140-example.pdf", "test_table: header row, last row, UPC column", [
                .row(["Line no", "UPC code", "Location", "Item Description", "Item Quantity", "Bill Amount",
                      "Accrued Amount", "Handling Rate", "PO number"]),
                .row(["", "0085648100300", "CENTRAL KMA", "LILYS 55% DARK CHOC BAR", "415", "$ 0.61", "$ 253.15",
                      "0.0000", ""]),
                .column(["UPC code", "0085648100305", "0085648100380", "0085648100303", "0085648100300"]),
            ]),
            ("senate-expenditures.pdf", "test_table: last row of the cropped table", [
                .row(["DHAW20190070", "09/09/2019", "CITIBANK - TRAVEL CBA CARD", "08/12/2019", "08/14/2019"]),
            ]),
            ("issue-466-example.pdf", "test_table: three tables of 4 rows × 3 columns", [
                .shape(rows: 4, columns: 3), .shape(rows: 4, columns: 3), .shape(rows: 4, columns: 3),
            ]),
        ]
    }

    static func pdfplumber(folder: URL) -> SuiteTruth {
        var truths: [TableTruth] = [], skipped: [String] = []
        for entry in pdfplumberChecks {
            let pdf = folder.appendingPathComponent("pdfs").appendingPathComponent(entry.file)
            guard FileManager.default.fileExists(atPath: pdf.path) else {
                skipped.append("pdfplumber \(entry.file): not in this copy")
                continue
            }
            truths.append(TableTruth(suite: .pdfplumber, path: pdf.path, source: entry.source,
                                     pages: [Page(index: 0, tables: [], checks: entry.checks, complete: false)]))
        }
        return SuiteTruth(truths: truths, skipped: skipped)
    }
}
