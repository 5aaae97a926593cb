import FolioModel

/// Lines of one table row joined, and a caption or note standing apart trimmed off the region.
extension AlignedTableFinder {
    /// `rows` with the lines of one table row joined. A line set closer to the line above than the table's rows
    /// usually are (a wrapped cell's lines are set tighter than rows) joins it when it is:
    /// - a continuation: first cell empty, its text only under text of the line above, that text not a number;
    /// - the other part of a row whose cells are centred on several lines: the two lines fill different
    ///   columns;
    /// - another line of the heading: neither line holds a number, and no body row has come yet.
    func joinedContinuations(_ rows: [TextRow], columns: [Double]) -> [TextRow] {
        func slot(_ word: Word) -> Int? { GridLayout.slot(word.box.x + word.box.width / 2, in: columns) }
        func filledColumns(_ row: TextRow) -> Set<Int> { Set(row.words.compactMap(slot)) }
        func hasNumber(_ row: TextRow) -> Bool { row.words.contains { HeaderRows.isNumeric($0.text) } }
        // Where each line sits: the middle of its words' middles, so one word boxed too tall (its box took in a
        // rule beside it) does not move its line.
        let middles = rows.map { row -> Double in
            let values = row.words.map { $0.box.y + $0.box.height / 2 }.sorted()
            return values.isEmpty ? row.box.y + row.box.height / 2 : values[values.count / 2]
        }
        let pitches = zip(middles, middles.dropFirst()).map { $1 - $0 }.sorted()
        let usualPitch = pitches.isEmpty ? 0 : pitches[pitches.count / 2]
        var joined: [TextRow] = []
        var bodyStarted = false
        for (index, row) in rows.enumerated() {
            if let above = joined.last, index > 0, middles[index] - middles[index - 1] < 1.15 * usualPitch {
                let close = middles[index] - middles[index - 1] < 0.85 * usualPitch
                let mine = filledColumns(row), theirs = filledColumns(above)
                let textAbove = above.words.filter { mine.contains(slot($0) ?? -1) }
                let continues = !mine.contains(0) && !mine.isEmpty && mine.isSubset(of: theirs)
                    && mine.count < theirs.count && !textAbove.contains(where: { HeaderRows.isNumeric($0.text) })
                    && (close || Self.breaksOff(rows[index - 1].words.filter { mine.contains(slot($0) ?? -1) }))
                let completes = close && mine.isDisjoint(with: theirs)
                let heading = close && !bodyStarted && !hasNumber(row) && !hasNumber(above)
                if continues || completes || heading {
                    joined[joined.count - 1] = TextRow(box: above.box.union(row.box), chunks: above.chunks + row.chunks)
                    continue
                }
            }
            if let above = joined.last, hasNumber(above) { bodyStarted = true }
            joined.append(row)
        }
        return joined
    }

    /// Whether the text of `words` (one line's words in some columns) breaks off mid-phrase: its last word
    /// ends in a comma, or in a hyphen after a letter ("Blackfin,", "inter-"). The next line's text in those
    /// columns then goes on with it though set as far apart as the rows are (up to 1.15 times their usual
    /// pitch): an infobox sets a value's wrapped lines so.
    static func breaksOff(_ words: [Word]) -> Bool {
        guard let last = words.max(by: { $0.box.maxX < $1.box.maxX })?.text else { return false }
        if last.hasSuffix(",") { return true }
        return last.count >= 3 && last.hasSuffix("-") && last.dropLast().last?.isLetter == true
    }

    /// `rows` without the rows at its head or foot that read as a note, not as rows: each runs across the
    /// columns, is one piece of text or lies in the first column (below a row running across, in the first
    /// two of four or more), and one at least runs across. A caption above
    /// or a one-line note below goes when it stands apart (further from its neighbour than the rows usually are
    /// from each other); a note of several lines below (its continuation lines, a key of abbreviations) goes
    /// however close it is set, and so does a first row opening as a caption ("Table 5").
    func trimmed(_ rows: [TextRow], columns: [Double]) -> [TextRow] {
        guard rows.count > minimumRows else { return rows }
        let pitches = zip(rows, rows.dropFirst()).map { $1.box.y - $0.box.y }.sorted()
        let usual = pitches[pitches.count / 2]
        func crosses(_ row: TextRow) -> Bool { row.hasWord(across: columns.dropFirst().dropLast()) }
        func isNoteLine(_ row: TextRow) -> Bool {
            crosses(row) || row.chunks.count == 1 || row.words.allSatisfy { $0.box.maxX < columns[1] }
        }
        // Under a line running across the columns, a note's short line may reach into the second column of a
        // wide table ("ns = Not shown; see table | 2b, footnote 1" under camelot's clockwise_table_2, scanned).
        func isShort(_ row: TextRow) -> Bool {
            columns.count >= 5 && row.words.allSatisfy { $0.box.maxX < columns[2] }
        }
        var kept = rows
        var start = kept.count
        while start > 0, isNoteLine(kept[start - 1]) || isShort(kept[start - 1]) { start -= 1 }
        if let across = kept[start...].firstIndex(where: crosses),
           let lastShort = kept[start..<across].lastIndex(where: { !isNoteLine($0) }) {
            start = lastShort + 1
        }
        let foot = kept.count - start
        if foot >= 2, kept.count - foot >= minimumRows, kept.suffix(foot).contains(where: crosses) {
            kept.removeLast(foot)
        } else if kept.count > minimumRows, let last = kept.last,
                  last.box.y - kept[kept.count - 2].box.y > 1.3 * usual, crosses(last) {
            kept.removeLast()
        }
        if kept.count > minimumRows, let first = kept.first,
           (kept[1].box.y - first.box.y > 1.3 * usual && crosses(first)) || Self.isCaption(first) {
            kept.removeFirst()
        }
        return kept
    }

    /// Whether `row` opens as a table's caption does: "Table" (or "Tab.", "Tabla", "Tableau", "Tabelle",
    /// "Tabella") and a number ("Table: 5 Public Health Outlay", "TABLE 3.2"). Set on a band over the
    /// heading, it stands no further from it than the rows do from each other.
    static func isCaption(_ row: TextRow) -> Bool {
        let words = row.words.sorted { $0.box.x < $1.box.x }
        guard words.count >= 2 else { return false }
        var label = Substring(words[0].text.lowercased())
        while let last = label.last, last == ":" || last == "." { label = label.dropLast() }
        return ["table", "tab", "tabla", "tableau", "tabelle", "tabella"].contains(String(label))
            && words[1].text.first?.isNumber == true
    }
}
