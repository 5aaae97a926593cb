import Foundation
import FolioModel

/// The Markdown export: one `<document id>.md` per document. Each page's paragraphs in reading order, its lists
/// nested with their markers, its tables as pipe tables where they stand on the page, and a `<!-- page N -->`
/// comment (1-based) before every page after the first. Paragraphs lying inside a table are the table's text
/// and are not repeated. Text that would read as Markdown syntax is escaped.
public enum MarkdownExport {
    /// `document` as Markdown.
    public static func markdown(of document: Document) -> String {
        var blocks: [String] = []
        for (position, page) in document.pages.sorted(by: { $0.index < $1.index }).enumerated() {
            if position > 0 { blocks.append("<!-- page \(page.index + 1) -->") }
            blocks += self.blocks(of: page)
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// A page's blocks in reading order: paragraphs and lists by their `order`, each table placed before the
    /// first of them that starts below its top.
    static func blocks(of page: Page) -> [String] {
        let tables = page.tables.sorted { $0.box.y < $1.box.y }
        func insideTable(_ box: Box) -> Bool {
            let cx = box.x + box.width / 2, cy = box.y + box.height / 2
            return tables.contains { $0.box.x <= cx && cx <= $0.box.maxX && $0.box.y <= cy && cy <= $0.box.maxY }
        }
        var flow: [(order: Int, top: Double, text: String)] = []
        for paragraph in page.paragraphs where !insideTable(paragraph.box) {
            let text = paragraphText(paragraph.text)
            if !text.isEmpty { flow.append((paragraph.order, paragraph.box.y, text)) }
        }
        for list in page.lists where !insideTable(list.box) {
            flow.append((list.order, list.box.y, listText(list)))
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

    /// A paragraph's lines joined into one Markdown paragraph, escaped.
    static func paragraphText(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { escaped(String($0).trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// A list as Markdown items, two spaces of indent per level; numbered markers kept, bullets as "-".
    static func listText(_ list: ListBlock) -> String {
        list.items.map { item in
            let indent = String(repeating: "  ", count: max(0, item.level))
            let marker = item.markerType == "bullet" ? "-" : item.marker
            return indent + marker + " " + escaped(item.text.replacingOccurrences(of: "\n", with: " "))
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
