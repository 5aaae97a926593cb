import FolioModel

/// The text of a table cell from the words inside it: grouped into lines (words sharing most of their height),
/// lines top to bottom, words in reading order (left to right, right to left in a right-to-left script), all
/// joined with single spaces.
enum CellText {
    /// Rule strokes OCR reads as characters at a word's ends ("|BD19"): they are the cell's border.
    static let ruleMarks: Set<Character> = ["|", "¦"]

    static func text(of words: [Word]) -> String {
        // A line of a right-to-left script reads from its rightmost word; a heading set sideways reads up.
        let read = runsUpThePage(words) ? sidewaysLines(of: words) : readingLines(of: words)
        return read.map { isRightToLeft($0) ? Array($0.reversed()) : $0 }.map { line in
            line.map { word -> String in
                var text = Substring(word.text)
                while let first = text.first, ruleMarks.contains(first) { text = text.dropFirst() }
                while let last = text.last, ruleMarks.contains(last) { text = text.dropLast() }
                return String(text)
            }.filter { !$0.isEmpty }.joined(separator: " ")
        }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// A cell's `words` grouped into the lines it is read in, top to bottom, each left to right: as `lines(of:)`
    /// groups them, but a line holding words of two of the page's lines set one above the other (words that
    /// overlap across; lines set so close, or tilted, that their words share most of their height: a photographed
    /// receipt's letterhead) is parted into the page's lines it holds, top to bottom, those side by side (no word
    /// of one over a word of the other, sharing half their height) read as one.
    static func readingLines(of words: [Word]) -> [[Word]] {
        lines(of: words).flatMap { line -> [[Word]] in
            guard holdsStackedLines(line) else { return [line] }
            // The parts in the order their first words come, so that parts set at one height keep one order.
            var keys: [Int] = []
            let byLine = Dictionary(grouping: line) { word in word.line ?? -1 }
            for word in line where !keys.contains(word.line ?? -1) { keys.append(word.line ?? -1) }
            let parts = keys.compactMap { key in
                byLine[key].flatMap { part in Box.enclosing(part.map(\.box)).map { (box: $0, words: part) } }
            }
            var read: [(box: Box, words: [Word])] = []
            let middle = { (box: Box) in box.y + box.height / 2 }
            let ordered = parts.enumerated().sorted { (middle($0.1.box), $0.0) < (middle($1.1.box), $1.0) }
            for part in ordered.map(\.1) {
                if let k = read.firstIndex(where: { other in
                    other.box.verticalOverlap(part.box) >= 0.5 && !holdsStackedLines(other.words + part.words)
                }) {
                    read[k] = (read[k].box.union(part.box), read[k].words + part.words)
                } else {
                    read.append(part)
                }
            }
            return read.enumerated().sorted { ($0.1.box.y, $0.0) < ($1.1.box.y, $1.0) }
                .map { $0.1.words.sorted { $0.box.x < $1.box.x } }
        }
    }

    /// Whether two words of `line` read in different lines of the page overlap across by more than half the
    /// narrower's width: the words of one line never do.
    static func holdsStackedLines(_ line: [Word]) -> Bool {
        for (k, a) in line.enumerated() {
            guard let lineA = a.line else { continue }
            for b in line[(k + 1)...] {
                guard let lineB = b.line, lineB != lineA else { continue }
                let overlap = min(a.box.maxX, b.box.maxX) - max(a.box.x, b.box.x)
                if overlap > 0.5 * min(a.box.width, b.box.width) { return true }
            }
        }
        return false
    }

    /// `words` grouped into lines by their boxes alone (what the finders read rows by), top to bottom, each left to
    /// right. Words far taller than most (an OCR box drawn up into the line above: "330,368" beside "Aggravated
    /// assault", under "100,496") join the lines the others make, each the one it shares most height with, so the
    /// line above does not take them.
    static func lines(of words: [Word]) -> [[Word]] {
        // Most pieces of text hold no such word: the median is only taken where some word is that tall.
        let lowest = words.reduce(Double.infinity) { min($0, $1.box.height) }
        let highest = words.reduce(0) { max($0, $1.box.height) }
        var usual = lowest
        if highest > 1.3 * lowest {
            let heights = words.map(\.box.height).sorted()
            usual = heights[heights.count / 2]
        }
        var lines: [(box: Box, words: [Word])] = []
        func add(_ word: Word, to line: Int?) {
            if let i = line {
                lines[i].words.append(word)
                lines[i].box = lines[i].box.union(word.box)
            } else {
                lines.append((word.box, [word]))
            }
        }
        let byMiddle = words.sorted { $0.box.y + $0.box.height / 2 < $1.box.y + $1.box.height / 2 }
        for word in byMiddle where word.box.height <= 1.3 * usual {
            add(word, to: lines.lastIndex { $0.box.verticalOverlap(word.box) >= 0.5 })
        }
        for word in byMiddle where word.box.height > 1.3 * usual {
            func shared(_ box: Box) -> Double { min(box.maxY, word.box.maxY) - max(box.y, word.box.y) }
            add(word, to: lines.indices.filter { lines[$0].box.verticalOverlap(word.box) >= 0.5 }
                .max { shared(lines[$0].box) < shared(lines[$1].box) })
        }
        return lines.sorted { $0.box.y < $1.box.y }.map { $0.words.sorted { $0.box.x < $1.box.x } }
    }

    /// Whether `word` runs up or down the page: four characters or more in a box taller than wide (by a fifth;
    /// set upright, such a word is about twice as wide as tall).
    static func isSideways(_ word: Word) -> Bool {
        word.text.count >= 4 && word.box.height >= 1.2 * word.box.width
    }

    /// Whether `words` run up the page, as a heading set sideways over a narrow column does: its words of four
    /// characters or more are all sideways.
    static func runsUpThePage(_ words: [Word]) -> Bool {
        let long = words.filter { $0.text.count >= 4 }
        return !long.isEmpty && long.allSatisfy(isSideways)
    }

    /// Sideways `words` as lines: words sharing most of their width, left to right, each read from the bottom
    /// up ("Number of Registered voters" turned to run up the page).
    static func sidewaysLines(of words: [Word]) -> [[Word]] {
        var lines: [(from: Double, to: Double, words: [Word])] = []
        for word in words.sorted(by: { $0.box.x + $0.box.width / 2 < $1.box.x + $1.box.width / 2 }) {
            let overlap = lines.last.map { min($0.to, word.box.maxX) - max($0.from, word.box.x) } ?? 0
            if let last = lines.last, overlap >= 0.5 * min(last.to - last.from, word.box.width) {
                lines[lines.count - 1].words.append(word)
                lines[lines.count - 1].to = max(last.to, word.box.maxX)
            } else {
                lines.append((word.box.x, word.box.maxX, [word]))
            }
        }
        return lines.map { $0.words.sorted { $0.box.maxY > $1.box.maxY } }
    }

    /// Whether most letters of `words` are of a right-to-left script (Hebrew, Arabic, Syriac, Thaana, N'Ko):
    /// such a line is read from its rightmost word.
    static func isRightToLeft(_ words: [Word]) -> Bool {
        WritingDirection.isMostlyRightToLeft(words.lazy.flatMap(\.text.unicodeScalars))
    }
}
