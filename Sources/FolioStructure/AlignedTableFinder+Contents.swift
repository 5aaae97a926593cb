import FolioModel
import Foundation

/// A report's contents and index line up like a table but are none: a table of contents, or a list of tables or
/// figures, has titles down one side and page numbers flush right down the other; an index set in two columns
/// has its entries side by side.
extension AlignedTableFinder {
    /// Whether `cells` are a contents list, row by row (dot leaders aside; a leader run can join an entry's title
    /// and page number into one cell):
    /// - at least four rows end in a page number, 80 % of them or more, from the first on (a heading over the page
    ///   numbers is "Page" at most; a title above the entries ends short of them);
    /// - the page numbers never fall down the page more than once;
    /// - 70 % of the rows hold a title before the page number (a word of three letters or more);
    /// - under 30 % of the rows hold figures in a cell of their own between the first column (the entries'
    ///   numbering) and the page number;
    /// - and it shows itself a contents list: "Page" over the numbers, a heading such as "Contents" just above
    ///   (`underHeading`), dot leaders in 30 % of the rows or more, or half the rows opening with a section number
    ///   or a caption's word ("Table 2.1"). A scan's leaders are seldom read: the OCR drops rows of dots.
    /// A table whose last column counts upward has a heading over that column ("Year", "Minutes"), figures beside
    /// it, or none of those signs.
    func isContentsList(_ cells: [GridLayout.Cell], underHeading: Bool = false) -> Bool {
        let kept = cells.map { cell in (cell: cell, words: cell.words.filter { !Self.isLeader($0.text) }) }
            .filter { !$0.words.isEmpty }
        var rows = Dictionary(grouping: kept, by: \.cell.row).sorted { $0.key < $1.key }.map(\.value)
        guard rows.count >= 4 else { return false }
        func last(_ row: [(cell: GridLayout.Cell, words: [Word])]) -> Word {
            row.flatMap(\.words).max { $0.box.maxX < $1.box.maxX }!
        }
        let heading = last(rows[0])
        let headed = Self.pageHeadings.contains(heading.text.lowercased())
        if headed {
            rows[0] = rows[0].map { ($0.cell, $0.words.filter { $0 != heading }) }.filter { !$0.words.isEmpty }
            if rows[0].isEmpty { rows.removeFirst() }
        }
        guard rows.count >= 4 else { return false }
        let ends = rows.map(last)
        let numbers = ends.map { Self.pageNumber($0.text) }
        let first = numbers.firstIndex { $0 != nil } ?? numbers.count
        let listed = numbers.count - min(first, 1)
        guard first <= 1, numbers.filter({ $0 != nil }).count >= max(4, (8 * listed + 9) / 10) else { return false }
        // A title above the entries ("Contents") ends short of the page numbers; a heading over them is a table's.
        if first == 1 {
            let column = ends.indices.filter { numbers[$0] != nil }.map { ends[$0].box.x }.min() ?? 0
            guard ends[0].box.maxX < column else { return false }
        }
        let arabic = numbers.compactMap { $0 }.compactMap { $0 }
        guard 2 * arabic.count >= numbers.count, zip(arabic, arabic.dropFirst()).filter({ $1 < $0 }).count <= 1
        else { return false }
        let titled = zip(rows, ends).filter { row, page in
            row.flatMap(\.words).contains { $0 != page && $0.text.filter(\.isLetter).count >= 3 }
        }
        let figured = zip(rows, ends).filter { row, page in
            row.contains { entry in
                entry.cell.column > 0 && !entry.words.contains(page)
                    && Self.isFigure(entry.words.map(\.text).joined())
            }
        }
        guard 10 * titled.count >= 7 * rows.count, 10 * figured.count < 3 * rows.count else { return false }
        // Titles and rising numbers alone may be a table without its heading ("Ames, Ruth … 120").
        return headed || underHeading || Self.hasLeadersOrNumbering(cells)
    }

    /// Whether 30 % of the rows of `cells` or more hold dot leaders (three pieces or more, or a word running into
    /// "..."), or half of them open with a section number or a caption's word ("2.1", "Table 3.2").
    static func hasLeadersOrNumbering(_ cells: [GridLayout.Cell]) -> Bool {
        let rows = GridLayout.Cell.filledRows(cells).map { GridLayout.Cell.words(of: $0).map(\.text) }
        let leadered = rows.filter { words in
            words.filter(isLeader).count >= 3 || words.contains { $0.contains("...") || $0.contains("…") }
        }
        let numbered = rows.map { $0.filter { !isLeader($0) } }.filter { words in
            guard let first = words.first else { return false }
            return isEntryNumber(first) || (words.count >= 2 && captionWords.contains(first.lowercased()))
        }
        return 10 * leadered.count >= 3 * rows.count || 2 * numbered.count >= rows.count
    }

    /// Whether `row` is a contents list's heading ("Contents", "List of tables", "Inhaltsverzeichnis"), alone or with
    /// "Page" set apart beside it.
    static func isContentsHeading(_ row: TextRow) -> Bool {
        guard let first = row.chunks.first else { return false }
        let text = first.sorted { $0.box.x < $1.box.x }.map(\.text).joined(separator: " ").lowercased()
        return contentsHeadings.contains(text.hasSuffix(":") ? String(text.dropLast()) : text)
    }

    /// What heads a contents list, in the languages Folio reads most.
    static let contentsHeadings: Set<String> = [
        "contents", "table of contents", "list of tables", "list of figures", "list of charts", "list of annexes",
        "inhalt", "inhaltsverzeichnis", "tabellenverzeichnis", "abbildungsverzeichnis", "table des matières",
        "sommaire", "liste des tableaux", "liste des figures", "índice", "indice", "contenido", "contenidos",
        "sumario", "índice de tablas", "inhoud", "inhoudsopgave", "innehåll", "indholdsfortegnelse", "spis treści"]

    /// Whether one of `headings` stands over `region`: its foot within eight text heights above the region's top,
    /// over the region or ending at most ten text heights left of it (set at the margin over indented entries).
    static func lies(_ region: [TextRow], under headings: [TextRow], textHeight h: Double) -> Bool {
        guard let top = region.first?.box, let bounds = Box.enclosing(region.map(\.box)) else { return false }
        return headings.contains { heading in
            heading.box.maxY <= top.y + h / 2 && heading.box.maxY >= top.y - 8 * h
                && heading.box.x < bounds.maxX && heading.box.maxX > bounds.x - 10 * h
        }
    }

    /// Words that open an entry in a list of tables, figures or annexes ("Table 2.1", "Annex B").
    static let captionWords: Set<String> = ["table", "figure", "fig.", "chart", "map", "box", "annex", "appendix",
                                            "chapter", "part", "section", "tableau", "tabelle", "abbildung",
                                            "anhang", "kapitel", "cuadro", "gráfico", "anexo", "capítulo"]

    /// A section number: "3", "3.", "2.4", "2.4.1", "A.1", "IV".
    static func isEntryNumber(_ text: String) -> Bool {
        let core = numberCore(text)
        guard !core.isEmpty, core.count <= 10 else { return false }
        if core.allSatisfy({ "IVXL".contains($0) }) || arabicParts(core) != nil { return true }
        // A letter, a dot, then figures ("A.1", "B.2.3").
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count >= 2 && parts[0].count == 1 && parts[0].allSatisfy(\.isUppercase)
            && arabicParts(core.dropFirst(2)) != nil
    }

    /// A number without the one "." or ")" that may close it ("2.4." → "2.4").
    private static func numberCore(_ text: String) -> Substring {
        let core = Substring(text)
        return core.hasSuffix(".") || core.hasSuffix(")") ? core.dropLast() : core
    }

    /// The parts of a number in arabic figures, one to three each, parted by dots ("2.4.1" → [2, 4, 1]), or nil.
    private static func arabicParts(_ core: Substring) -> [Int]? {
        let parts = core.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.allSatisfy({ part in
            (1...3).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isNumber }
        }) else { return nil }
        return parts.compactMap { Int($0) }
    }

    /// Whether `cells` are a contents list without page numbers, as a web page sets one (Wikipedia's "Contents"
    /// box, a bulleted outline of the sections): at least three rows, and 80 % of them or more open with a section
    /// number in arabic figures ("1.1", "2", "3.2.1") that rises down the page, hold a title (a word of three
    /// letters or more) and no cell of figures after it. Asked only under a heading such as "Contents": numbered
    /// rows of words alone may be a table of clauses or steps.
    static func isNumberedOutline(_ cells: [GridLayout.Cell]) -> Bool {
        let rows = GridLayout.Cell.filledRows(cells)
        guard rows.count >= 3 else { return false }
        var previous: [Int]? = nil, entries = 0
        for row in rows {
            let words = GridLayout.Cell.words(of: row).filter { !isLeader($0.text) }
            guard let first = words.first, let number = sectionNumber(first.text) else { continue }
            // The title after the number, and no figures in a cell of their own (the number's cell comes first).
            let rest = words.dropFirst()
            guard rest.contains(where: { $0.text.filter(\.isLetter).count >= 3 }),
                  !row.dropFirst().contains(where: { isFigure($0.words.map(\.text).joined()) }) else { continue }
            if let previous, !previous.lexicographicallyPrecedes(number) { return false }
            entries += 1
            previous = number
        }
        return 10 * entries >= 8 * rows.count
    }

    /// The parts of a section number in arabic figures ("1.1" → [1, 1], "2." → [2]), or nil.
    static func sectionNumber(_ text: String) -> [Int]? {
        guard let parts = arabicParts(numberCore(text)), parts.count <= 4 else { return nil }
        return parts
    }

    /// Whether `cells` are an index: at least six cells, and 70 % of them or more an entry and its pages ("Housing,
    /// 21, 25-27", "rents, 14"), the pages after the first comma.
    func isIndex(_ cells: [GridLayout.Cell]) -> Bool {
        let texts = cells.filter { !$0.words.isEmpty }
            .map { $0.words.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }.map(\.text).joined(separator: " ") }
        guard texts.count >= 6 else { return false }
        let entries = texts.filter { text in
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
                .map { $0.trimmingCharacters(in: .whitespaces) }
            return parts.count >= 2 && parts[0].contains(where: \.isLetter)
                && parts.dropFirst().allSatisfy(Self.isPageReference)
        }
        return 10 * entries.count >= 7 * texts.count
    }

    /// A page or pages an index refers to: "21", "21-25", "21–5", "xii", "21f", "21ff".
    static func isPageReference(_ text: String) -> Bool {
        var core = Substring(text)
        if core.hasSuffix("ff") { core = core.dropLast(2) } else if core.hasSuffix("f") { core = core.dropLast() }
        let ends = core.split(omittingEmptySubsequences: false, whereSeparator: { "-–".contains($0) })
        return (1...2).contains(ends.count) && ends.allSatisfy { end in
            guard !end.isEmpty, end.count <= 6 else { return false }
            return end.allSatisfy { $0.isASCII && $0.isNumber } || end.allSatisfy { "ivxlc".contains($0) }
        }
    }

    /// What may head a contents list's page numbers.
    static let pageHeadings: Set<String> = ["page", "pages", "p.", "pp.", "pg.", "page no.", "seite", "página",
                                            "pagina", "strona", "sida", "side", "blz."]

    /// A dot leader, or a piece of one ("." "……" "·" "_____"). A dash is not: it stands for an empty cell.
    static func isLeader(_ text: String) -> Bool {
        (!text.isEmpty && text.allSatisfy { ".…·".contains($0) }) || (text.count >= 2 && text.allSatisfy { $0 == "_" })
    }

    /// A page reference: `.some(n)` for an arabic number up to four digits, `.some(nil)` for a roman one or one
    /// numbered within its chapter ("2-5", "A-3"), nil for anything else.
    static func pageNumber(_ text: String) -> Int?? {
        if text.count <= 4, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text), value > 0 {
            return .some(value)
        }
        if text.count <= 6, text.allSatisfy({ "ivxlcIVXLC".contains($0) }) { return .some(nil) }
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        if parts.count == 2, (1...2).contains(parts[0].count), (1...3).contains(parts[1].count),
           parts[0].allSatisfy({ $0.isASCII && ($0.isNumber || $0.isUppercase) }),
           parts[1].allSatisfy({ $0.isASCII && $0.isNumber }) {
            return .some(nil)
        }
        return nil
    }

    /// A figure: digits, with signs, separators or a currency or percent sign at most.
    static func isFigure(_ text: String) -> Bool {
        text.contains(where: \.isNumber) && text.allSatisfy { $0.isNumber || ",.%$€£()+-−–".contains($0) }
    }
}
