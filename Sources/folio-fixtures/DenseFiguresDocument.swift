/// A born-digital page of 12,000 figures in a 300 × 40 grid, 2.4 pt type, each figure set as a run of its own
/// and no rule: the text layer gives one line a figure, and no table is looked for in the receipts pipeline. A
/// page that must be read whole within the page timeout (its layout once took longer than that).
enum DenseFiguresDocument {
    static let rows = 300
    static let columns = 40

    static func pages() -> [PageLayout] {
        var page = PageLayout(width: Paper.letter.width, height: Paper.letter.height)
        var random = SeededRandom(seed: 41)
        let font = Font.sans(2.4)
        for row in 0..<rows {
            var line: [String] = []
            for column in 0..<columns {
                let figure = String(random.next() % 10_000)
                page.runs.append(TextRun(text: figure, font: font, x: 20 + Double(column) * 14.5,
                                         baseline: 18 + Double(row) * 2.55, anchor: .left))
                line.append(figure)
            }
            page.truthLines.append(line.joined(separator: " "))
        }
        return [page]
    }
}
