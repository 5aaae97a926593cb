import FolioModel

/// Running headers, footers and page numbers: lines alone in the top or bottom margin, set apart from the text
/// by a wide gap, in type no larger than the body's (or reading as a page number).
enum PageFurniture {
    struct Piece {
        var line: LayoutLine
        var role: ParagraphRole
    }

    /// Takes the furniture out of `lines` and returns it, top first.
    static func find(in lines: inout [LayoutLine], pageHeight: Double) -> [Piece] {
        guard lines.count >= 4, pageHeight > 0 else { return [] }
        let body = PageLayout.median(lines.map(\.pointSize)) ?? 0
        let byY = lines.indices.sorted { lines[$0].box.y < lines[$1].box.y }
        var taken: [Int: ParagraphRole] = [:]
        // Top: lines in the top tenth above a wide gap (several on one row, as a header split left and right).
        for (band, ordered) in [(true, byY), (false, Array(byY.reversed()))] {
            var row: [Int] = []
            for i in ordered {
                let inBand = band ? lines[i].box.maxY < 0.1 * pageHeight : lines[i].box.y > 0.9 * pageHeight
                guard inBand else { break }
                if let first = row.first, abs(lines[i].box.midY - lines[first].box.midY) > 0.5 * lines[first].box.height { break }
                row.append(i)
            }
            guard let first = row.first, let next = ordered.first(where: { !row.contains($0) }) else { continue }
            let gap = band ? lines[next].box.y - lines[first].box.maxY : lines[first].box.y - lines[next].box.maxY
            guard gap > 1.5 * lines[first].box.height else { continue }
            for i in row {
                let number = isPageNumber(lines[i].line.text)
                guard number || lines[i].pointSize <= 0.95 * body else { continue }
                taken[i] = number ? .pageNumber : (band ? .pageHeader : .pageFooter)
            }
        }
        // Top first, then left to right: a footer and its page number on one row keep one order whatever order the
        // dictionary hands its keys in (it changes from run to run).
        let pieces = taken.keys
            .sorted { (lines[$0].box.y, lines[$0].box.x, $0) < (lines[$1].box.y, lines[$1].box.x, $1) }
            .map { Piece(line: lines[$0], role: taken[$0]!) }
        lines = lines.indices.filter { taken[$0] == nil }.map { lines[$0] }
        return pieces
    }

    /// "7", "- 7 -", "Page 7", "page 7 of 12", "7 / 12", "vii".
    static func isPageNumber(_ text: String) -> Bool {
        var words = text.lowercased().split { $0 == " " || $0 == "-" || $0 == "–" || $0 == "/" }.map(String.init)
        if words.first == "page" || words.first == "p." { words.removeFirst() }
        if words.count == 3, words[1] == "of" { words.remove(at: 1) }
        guard (1...2).contains(words.count) else { return false }
        return words.allSatisfy { w in
            (w.count <= 4 && w.allSatisfy(\.isNumber)) || (w.count <= 5 && ListMarker.romanValue(w) != nil)
        }
    }
}
