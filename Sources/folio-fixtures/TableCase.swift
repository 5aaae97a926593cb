/// One generated table fixture: its pages, the truth of its tables, and whether a scanned copy is written.
struct TableCase {
    /// The file stem: `<name>.pdf`, `<name>-scan.pdf`, `<name>.truth.json`.
    var name: String
    /// What the case exercises, for a person reading the truth file.
    var description: String
    var pages: [PageLayout]
    var tables: [TableTruth]
    /// Whether a scanned copy is written too (left out where it would only add megabytes).
    var scanned = true
}

extension TableCase {
    /// A Typesetter on an A4 page with the margins every table case uses.
    static func a4Setter(measurer: TextMeasurer, left: Double = 64, right: Double = 64) -> Typesetter {
        Typesetter(width: Paper.a4.width, height: Paper.a4.height,
                   margins: (left: left, right: right, top: 64, bottom: 64), measurer: measurer)
    }

    /// `pages` with `Page n of N` set in the bottom margin of each.
    static func numbered(_ pages: [PageLayout], font: Font = .sans(8)) -> [PageLayout] {
        pages.enumerated().map { index, page in
            var page = page
            let text = "Page \(index + 1) of \(pages.count)"
            page.runs.append(TextRun(text: text, font: font, x: page.width / 2, baseline: page.height - 32,
                                     anchor: .center))
            page.truthLines.append(text)
            return page
        }
    }
}
