import CXLSXWriter
import Foundation

/// Owns a libxlsxwriter workbook while it is built: sheets are added from `SheetPlan`s, `close()` writes the
/// file. A workbook that is never closed is freed without writing anything. Errors name `displayPath`.
final class XLSXWorkbook {
    /// Excel's limit on the characters of one cell: longer text is cut to it rather than failing the export.
    static let maximumCellCharacters = 32_767
    /// Excel's sheet size, rows and columns.
    static let maximumRows = 1_048_576
    static let maximumColumns = 16_384

    /// How a cell is formatted; one libxlsxwriter format is made per distinct style.
    private struct Style: Hashable {
        var bold: Bool
        /// Text of several lines shown on several lines.
        var wrap: Bool
        /// Merged ranges are centred vertically, so a row label spanning two rows sits between them.
        var merged: Bool
        var numberFormat: String?
    }

    private var workbook: UnsafeMutablePointer<lxw_workbook>?
    private let displayPath: String
    /// Formats belong to the workbook and are freed with it.
    private var formats: [Style: UnsafeMutablePointer<lxw_format>] = [:]

    /// Starts a workbook that `close()` writes to `path`, titled `title` in its document properties.
    init(path: String, displayPath: String, title: String) throws {
        guard let workbook = workbook_new(path) else {
            throw ExportError(.cannotWrite, path: displayPath, summary: "cannot start the workbook \(displayPath)",
                              hint: "is memory short?")
        }
        self.workbook = workbook
        self.displayPath = displayPath
        try title.withCString { title in
            var properties = lxw_doc_properties()
            properties.title = UnsafeMutablePointer(mutating: title)
            try check(workbook_set_properties(workbook, &properties), "set the title of the workbook")
        }
    }

    deinit {
        if let workbook { lxw_workbook_free(workbook) }
    }

    /// Adds a worksheet holding `plan`'s cells, merges and column widths.
    func add(_ plan: SheetPlan) throws {
        guard let workbook else { throw closedError() }
        guard let sheet = workbook_add_worksheet(workbook, plan.name) else {
            throw ExportError(.encodingFailed, path: displayPath,
                              summary: "cannot add the sheet '\(plan.name)' to \(displayPath)",
                              hint: "sheet names are unique, at most 31 characters, without []:*?/\\")
        }
        for cell in plan.cells {
            try write(cell, on: sheet, named: plan.name)
        }
        for (column, width) in plan.columnWidths.enumerated() where width != SheetPlan.widthRange.lowerBound {
            try check(worksheet_set_column(sheet, lxw_col_t(column), lxw_col_t(column), width, nil),
                      "set the width of column \(column + 1) of sheet '\(plan.name)'")
        }
    }

    /// Writes the file and frees the workbook; closing twice does nothing.
    func close() throws {
        guard let workbook else { return }
        self.workbook = nil
        let error = workbook_close(workbook)
        guard error == LXW_NO_ERROR else {
            throw ExportError(.cannotWrite, path: displayPath,
                              summary: "cannot write \(displayPath): \(Self.describe(error))",
                              hint: "is the disk full or the directory read-only?")
        }
    }

    /// Writes one cell, or merges its range with the text in the top-left position.
    private func write(_ cell: SheetPlan.Cell, on sheet: UnsafeMutablePointer<lxw_worksheet>, named name: String) throws {
        let place = "row \(cell.row + 1), column \(cell.column + 1) of sheet '\(name)'"
        guard cell.row >= 0, cell.column >= 0, cell.lastRow < Self.maximumRows,
              cell.lastColumn < Self.maximumColumns else {
            throw ExportError(.encodingFailed, path: displayPath,
                              summary: "cannot write \(place) in \(displayPath): the table is larger than a "
                                  + "worksheet (\(Self.maximumRows) rows, \(Self.maximumColumns) columns)")
        }
        let row = lxw_row_t(cell.row), column = lxw_col_t(cell.column)
        let text = String(String.UnicodeScalarView(cell.text.unicodeScalars.prefix(Self.maximumCellCharacters)))
        let format = try format(for: Style(bold: cell.bold, wrap: text.contains("\n"), merged: cell.isMerged,
                                           numberFormat: cell.number?.format))
        if cell.isMerged {
            try check(worksheet_merge_range(sheet, row, column, lxw_row_t(cell.lastRow), lxw_col_t(cell.lastColumn),
                                            cell.number == nil ? text : "", format), "merge \(place)")
        }
        if let number = cell.number {
            try check(worksheet_write_number(sheet, row, column, number.value, format), "write \(place)")
        } else if !cell.isMerged {
            try check(worksheet_write_string(sheet, row, column, text, format), "write \(place)")
        }
    }

    /// The workbook's format for `style`, made on first use; nil for the default style.
    private func format(for style: Style) throws -> UnsafeMutablePointer<lxw_format>? {
        guard style != Style(bold: false, wrap: false, merged: false, numberFormat: nil) else { return nil }
        if let format = formats[style] { return format }
        guard let workbook else { throw closedError() }
        guard let format = workbook_add_format(workbook) else {
            throw ExportError(.encodingFailed, path: displayPath, summary: "cannot add a cell format to \(displayPath)",
                              hint: "is memory short?")
        }
        if style.bold { format_set_bold(format) }
        if style.wrap { format_set_text_wrap(format) }
        if style.merged { format_set_align(format, UInt8(LXW_ALIGN_VERTICAL_CENTER.rawValue)) }
        if let numberFormat = style.numberFormat { format_set_num_format(format, numberFormat) }
        formats[style] = format
        return format
    }

    /// Throws an error saying what could not be done when `error` is not `LXW_NO_ERROR`.
    private func check(_ error: lxw_error, _ doing: @autoclosure () -> String) throws {
        guard error != LXW_NO_ERROR else { return }
        throw ExportError(.encodingFailed, path: displayPath,
                          summary: "cannot \(doing()) in \(displayPath): \(Self.describe(error))")
    }

    /// The error for using the workbook after `close()`.
    private func closedError() -> ExportError {
        ExportError(.cannotWrite, path: displayPath, summary: "cannot add to \(displayPath): it is already written",
                    hint: "this is a bug in the caller: sheets were added after close()")
    }

    /// libxlsxwriter's description of `error`.
    private static func describe(_ error: lxw_error) -> String {
        lxw_strerror(error).map { String(cString: $0) } ?? "libxlsxwriter error \(error.rawValue)"
    }
}
