import Foundation
import FolioModel

/// The XLSX export: one `<document id>.xlsx` workbook per document, written with libxlsxwriter. A sheet per
/// table (`p<page> t<n>`, see `SheetPlan.tableSheetName`) holds its grid: merged cells merged with the text in
/// the top-left, header rows bold, plain numbers stored as numbers shown as on the page (`SpreadsheetNumber`),
/// everything else as text. A document without tables gets one `document` sheet of its text, a row per
/// transcript line with its page number.
public enum XLSXExport {
    /// The name of `document`'s file: `<id>.xlsx`.
    public static func fileName(for document: Document, in directory: URL) throws -> String {
        try ExportFile.safeName(document.id, in: directory) + ".xlsx"
    }

    /// Writes `document` to `<directory>/<id>.xlsx` (creating `directory` if needed) and returns the file's URL.
    /// The workbook is built under a hidden name and moved into place when complete, so an older file is
    /// replaced in one step and a failure leaves no half-written workbook.
    @discardableResult
    public static func write(_ document: Document, to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(try fileName(for: document, in: directory))
        try ExportFile.createDirectory(directory)
        let partial = directory.appendingPathComponent(".\(url.lastPathComponent).partial")
        do {
            let workbook = try XLSXWorkbook(path: partial.path, displayPath: url.path,
                                            title: URL(fileURLWithPath: document.source.path).lastPathComponent)
            for sheet in SheetPlan.sheets(for: document) {
                try workbook.add(sheet)
            }
            try workbook.close()
            try ExportFile.move(partial, over: url)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
        return url
    }
}
