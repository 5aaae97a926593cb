import FolioModel

extension SheetPlan {
    /// The name of the sheet of a table: `p<page> t<n>`, both counted from 1 as a reader counts them (`p1 t1`
    /// is the first table of the first page; a table continued over pages is named after its first page).
    /// Unique in a workbook because pages have distinct indices, short, and made of letters, digits and a space.
    static func tableSheetName(page: Int, table n: Int) -> String {
        "p\(page + 1) t\(n + 1)"
    }

    /// The name of the sheet of a document without tables.
    static let textSheetName = "document"

    /// The name of the sheet of a document's receipt fields and items.
    static let receiptSheetName = "receipt"

    /// The sheets of `document`'s workbook: its receipt first when it was read as one (`receipt(_:)`), then one
    /// per table in page order, or — when it has none — one sheet of its text, so that every document's workbook
    /// opens to something.
    static func sheets(for document: Document) -> [SheetPlan] {
        let tables = document.pages.flatMap { page in
            page.tables.enumerated().map { n, table in
                SheetPlan.table(table, name: tableSheetName(page: page.index, table: n))
            }
        }
        let receipt = document.receipt.flatMap(receipt(_:)).map { [$0] } ?? []
        return receipt + (tables.isEmpty ? [text(of: document)] : tables)
    }

    /// The receipt sheet: a bold `field`/`value` heading and a row per field found (amounts as numbers, the rest as
    /// text), a blank row, then a bold `item`/`quantity`/`unit price`/`amount` heading and a row per item. Nil when
    /// nothing was found.
    static func receipt(_ receipt: Receipt) -> SheetPlan? {
        let found = receipt.foundFields
        guard !found.isEmpty || !receipt.items.isEmpty else { return nil }
        var cells: [Cell] = []
        func put(_ row: Int, _ column: Int, _ text: String, number: Bool = false, bold: Bool = false) {
            guard !text.isEmpty else { return }
            cells.append(Cell(row: row, column: column, lastRow: row, lastColumn: column, text: text,
                              number: number ? SpreadsheetNumber(text) : nil, bold: bold))
        }
        put(0, 0, "field", bold: true)
        put(0, 1, "value", bold: true)
        for (offset, field) in found.enumerated() {
            put(offset + 1, 0, field.name)
            put(offset + 1, 1, field.value, number: field.isAmount)
        }
        if !receipt.items.isEmpty {
            let top = found.count + 2
            for (column, heading) in ["item", "quantity", "unit price", "amount"].enumerated() {
                put(top, column, heading, bold: true)
            }
            for (offset, item) in receipt.items.enumerated() {
                let row = top + 1 + offset
                put(row, 0, item.description)
                put(row, 1, item.quantity ?? "", number: true)
                put(row, 2, item.unitPrice ?? "", number: true)
                put(row, 3, item.amount ?? "", number: true)
            }
        }
        return SheetPlan(name: receiptSheetName, cells: cells)
    }

    /// A table's sheet: its grid (see `TableGrid.Layout`), merged cells merged with the text in the top-left,
    /// header rows in bold and kept as text, other cells numbers when `SpreadsheetNumber` says they are.
    static func table(_ table: Table, name: String) -> SheetPlan {
        let layout = TableGrid.layout(of: table)
        let cells = layout.cells.map { cell in
            let header = cell.row < table.headerRowCount
            return Cell(row: cell.row, column: cell.column, lastRow: cell.row + cell.rowSpan - 1,
                        lastColumn: cell.column + cell.columnSpan - 1, text: cell.text,
                        number: header ? nil : SpreadsheetNumber(cell.text), bold: header)
        }
        return SheetPlan(name: name, cells: cells)
    }

    /// The text sheet: a bold `page`/`text` heading, then one row per line of each page's transcript with the
    /// page number (from 1); a page without text still has its row, so every page is accounted for.
    static func text(of document: Document) -> SheetPlan {
        var cells = [Cell(row: 0, column: 0, lastRow: 0, lastColumn: 0, text: "page", bold: true),
                     Cell(row: 0, column: 1, lastRow: 0, lastColumn: 1, text: "text", bold: true)]
        var row = 1
        for page in document.pages {
            let lines = page.transcript.split(separator: "\n", omittingEmptySubsequences: true)
            for line in lines.isEmpty ? [""] : lines {
                let number = String(page.index + 1)
                cells.append(Cell(row: row, column: 0, lastRow: row, lastColumn: 0, text: number,
                                  number: SpreadsheetNumber(number)))
                if !line.isEmpty {
                    cells.append(Cell(row: row, column: 1, lastRow: row, lastColumn: 1, text: String(line)))
                }
                row += 1
            }
        }
        return SheetPlan(name: textSheetName, cells: cells)
    }
}
