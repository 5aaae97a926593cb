import Foundation
import FolioModel

/// The Markdown export: one `<document id>.md` per document. Each page's blocks in reading order — titles and
/// headings as `#` headings of their level, paragraphs, lists nested with their markers, tables as pipe tables
/// — and a `<!-- page N -->` comment (1-based) before every page after the first. Page headers, footers and
/// page numbers are left out. Paragraphs lying inside a table are the table's text and are not repeated. Text
/// that would read as Markdown syntax is escaped. A document read as a receipt ends with its fields and items
/// after a `<!-- receipt -->` comment (`receiptBlocks`).
public enum MarkdownExport {
    /// `document` as Markdown.
    public static func markdown(of document: Document) -> String {
        var blocks: [String] = []
        for (position, page) in document.pages.sorted(by: { $0.index < $1.index }).enumerated() {
            if position > 0 { blocks.append("<!-- page \(page.index + 1) -->") }
            blocks += self.blocks(of: page)
        }
        if let receipt = document.receipt { blocks += receiptBlocks(receipt) }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// A receipt's fields as a table of the fields found (amounts as read, in the receipt's currency, which has a row
    /// of its own), then its items as a table, under a "Receipt" heading: the page text of a till roll reads
    /// prices apart from their items, each on a line of its own.
    static func receiptBlocks(_ receipt: Receipt) -> [String] {
        // The field names capitalised as a heading would be: "Merchant", "Subtotal".
        let found = receipt.foundFields.map { ($0.name.prefix(1).uppercased() + $0.name.dropFirst(), $0.value) }
        var blocks = ["<!-- receipt -->", "## Receipt"]
        if !found.isEmpty {
            blocks.append((["| Field | Value |", "| --- | --- |"] + found.map { "| \($0.0) | \(cellText($0.1)) |" })
                .joined(separator: "\n"))
        }
        if !receipt.items.isEmpty {
            let rows = receipt.items.map { item in
                "| " + [item.description, item.quantity ?? "", item.unitPrice ?? "", item.amount ?? ""].map(cellText)
                    .joined(separator: " | ") + " |"
            }
            blocks.append((["| Item | Quantity | Unit price | Amount |", "| --- | --- | --- | --- |"] + rows)
                .joined(separator: "\n"))
        }
        return found.isEmpty && receipt.items.isEmpty ? [] : blocks
    }

    /// A page's blocks in reading order: paragraphs, lists and tables by their `order` when the layout stage
    /// numbered them all; otherwise (orders shared, as pages read without the stage have them) each table placed
    /// before the first paragraph or list that starts below its top.
    static func blocks(of page: Page) -> [String] {
        let tables = page.tables.sorted { $0.box.y < $1.box.y }
        func insideTable(_ box: Box) -> Bool {
            let cx = box.x + box.width / 2, cy = box.y + box.height / 2
            return tables.contains { $0.box.x <= cx && cx <= $0.box.maxX && $0.box.y <= cy && cy <= $0.box.maxY }
        }
        var flow: [(order: Int, top: Double, text: String)] = []
        for paragraph in page.paragraphs where !paragraph.role.isFurniture && !insideTable(paragraph.box) {
            let text = paragraphText(paragraph)
            if !text.isEmpty { flow.append((paragraph.order, paragraph.box.y, text)) }
        }
        for list in page.lists where !insideTable(list.box) {
            flow.append((list.order, list.box.y, listText(list)))
        }
        let orders = flow.map(\.order) + tables.map(\.order)
        if Set(orders).count == orders.count {
            flow += tables.map { ($0.order, $0.box.y, tableText($0)) }
            return flow.sorted { $0.order < $1.order }.map(\.text)
        }
        flow.sort { $0.order < $1.order }
        var result: [String] = []
        var pending = tables
        for block in flow {
            while let table = pending.first, table.box.y <= block.top {
                result.append(tableText(table))
                pending.removeFirst()
            }
            result.append(block.text)
        }
        result += pending.map(tableText)
        return result
    }

    /// A paragraph as Markdown: a title or heading on one line after `#`s of its level, other paragraphs' lines
    /// joined into one Markdown paragraph; escaped.
    static func paragraphText(_ paragraph: Paragraph) -> String {
        switch paragraph.role {
        case .title, .heading:
            let text = paragraph.text.split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.joined(separator: " ")
            guard !text.isEmpty else { return "" }
            let level = min(6, max(1, paragraph.role == .title ? 1 : paragraph.level ?? 1))
            return String(repeating: "#", count: level) + " " + escaped(text)
        default:
            return paragraphText(paragraph.text)
        }
    }

    /// A paragraph's lines joined into one Markdown paragraph, escaped.
    static func paragraphText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { escaped(String($0).trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A list as Markdown items: bullets as "-", decimal numbers as they are printed ("3." keeps the numbering
    /// going), other markers ("b.", "IV.") kept at the start of a "-" item. A nested item is indented to the text
    /// of the item it is under.
    static func listText(_ list: ListBlock) -> String {
        var contentColumns: [Int] = [] // where the text of the open item at each level starts
        return list.items.map { item in
            let level = min(max(0, item.level), contentColumns.count)
            contentColumns.removeSubrange(level...)
            let indent = String(repeating: " ", count: level == 0 ? 0 : contentColumns[level - 1])
            let text = escaped(item.text.replacingOccurrences(of: "\n", with: " "))
            let prefix: String
            switch item.markerType {
            case "bullet": prefix = indent + "-"
            case "decimal": prefix = indent + item.marker.filter(\.isNumber) + (item.marker.hasSuffix(")") && !item.marker.hasPrefix("(") ? ")" : ".")
            default: prefix = indent + "- " + escaped(item.marker)
            }
            contentColumns.append(indent.count + (item.markerType == "bullet" || item.markerType == "decimal" ? prefix.count - indent.count : 1) + 1)
            return prefix + " " + text
        }.joined(separator: "\n")
    }

    /// A table as a pipe table: its heading rows (the first row when none is told apart) above the rule, a
    /// merged cell's text repeated in every position it covers.
    static func tableText(_ table: Table) -> String {
        let layout = TableGrid.layout(of: table)
        guard layout.rowCount > 0, layout.columnCount > 0 else { return "" }
        var grid = Array(repeating: Array(repeating: "", count: layout.columnCount), count: layout.rowCount)
        for cell in layout.cells {
            for row in cell.row..<(cell.row + cell.rowSpan) {
                for column in cell.column..<(cell.column + cell.columnSpan) { grid[row][column] = cell.text }
            }
        }
        let headerRows = max(1, min(table.headerRowCount, layout.rowCount))
        // Several heading rows become one: each column's headings joined, top to bottom.
        let header = (0..<layout.columnCount).map { column in
            var parts: [String] = []
            for row in 0..<headerRows where !grid[row][column].isEmpty && parts.last != grid[row][column] {
                parts.append(grid[row][column])
            }
            return parts.joined(separator: " ")
        }
        func line(_ cells: [String]) -> String {
            "| " + cells.map(cellText).joined(separator: " | ") + " |"
        }
        var lines = [line(header), "|" + String(repeating: " --- |", count: layout.columnCount)]
        for row in headerRows..<layout.rowCount { lines.append(line(grid[row])) }
        return lines.joined(separator: "\n")
    }

    /// A cell's text inside a pipe table: pipes escaped, lines joined with `<br>`.
    static func cellText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { escaped(String($0)).replacingOccurrences(of: "|", with: "\\|") }
            .joined(separator: "<br>")
    }

    /// Text with the characters that would start Markdown structure escaped: a leading `#`s or `-`, `+`, `*`, `>`
    /// followed by a space, or a number followed by `.` or `)` and a space (`2024. A good year`), and `*`, `_`,
    /// backticks, brackets and backslashes anywhere. "3.50" and "-5" stay as they are.
    static func escaped(_ text: String) -> String {
        var out = ""
        for ch in text {
            if "\\`*_[]<".contains(ch) { out.append("\\") }
            out.append(ch)
        }
        let chars = Array(out)
        func spaceOrEnd(at i: Int) -> Bool { i >= chars.count || chars[i] == " " }
        if let first = chars.first {
            let hashes = chars.prefix { $0 == "#" }.count
            if hashes > 0, spaceOrEnd(at: hashes) { return "\\" + out }
            if "-+>".contains(first), spaceOrEnd(at: 1) { return "\\" + out }
        }
        let digits = chars.prefix { $0.isNumber }.count
        if digits > 0, digits < chars.count, chars[digits] == "." || chars[digits] == ")", spaceOrEnd(at: digits + 1) {
            return String(chars[..<digits]) + "\\" + String(chars[digits...])
        }
        return out
    }

    /// The name of `document`'s file: `<id>.md`.
    public static func fileName(for document: Document, in directory: URL) throws -> String {
        try ExportFile.safeName(document.id, in: directory) + ".md"
    }

    /// Writes `document` to `<directory>/<id>.md` (replacing an older file atomically) and returns its URL.
    @discardableResult
    public static func write(_ document: Document, to directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(try fileName(for: document, in: directory))
        try ExportFile.createDirectory(directory)
        try ExportFile.write(Data(markdown(of: document).utf8), to: url)
        return url
    }
}
