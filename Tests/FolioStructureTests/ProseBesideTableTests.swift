import FolioModel
@testable import FolioStructure
import Testing

/// `AlignedTableFinder.besideProse`: an article set beside a box of labels and values (a printed Wikipedia page
/// and its infobox, OCRmyPDF's masks.pdf) had been read as one table of three columns, the article its first.
struct ProseBesideTableTests {
    static let article = ["the system was written by many people", "over the years and is now used", "on servers, phones and",
                          "routers in many countries and by", "companies of every size, which", "keep it going with the help",
                          "of volunteers who write the code", "and test it before each release"]
    static let box = [("Developer", "various"), ("Release", "4.7.2"), ("Kernel", "monolithic"), ("Licence", "GPLv2"),
                      ("Written in", "C"), ("Platforms", "many"), ("Family", "Unix-like"), ("Website", "kernel.org")]

    @Test func anArticleBesideABoxOfValuesIsCutOff() throws {
        var page = PageSketch()
        // Twenty lines of the article at x 100, 57 px apart; justified, some set with a wide space in them.
        for line in 0..<20 {
            let y = 100 + Double(line) * 57, text = Self.article[line % Self.article.count]
            if line % 3 == 0 {
                let parts = text.split(separator: " ")
                page.text(parts.prefix(2).joined(separator: " "), 100, y)
                page.text(parts.dropFirst(2).joined(separator: " "), 100 + Double(parts.prefix(2).joined(separator: " ").count) * 18 + 45, y)
            } else {
                page.text(text, 100, y)
            }
        }
        // The box beside it, its lines 60 px apart.
        for (r, entry) in Self.box.enumerated() {
            let y = 400 + Double(r) * 60
            page.text(entry.0, 1300, y)
            page.text(entry.1, 1650, y)
        }
        let tables = AlignedTableFinder().tables(on: page.evidence)
        #expect(tables.count == 1)
        let table = try #require(tables.first)
        #expect(table.columnCount == 2)
        #expect(PageSketch.grid(table) == Self.box.map { [$0.0, $0.1] })
    }

    @Test func aTablesColumnOfWrappedDescriptionsStays() throws {
        // Each entry's description runs over three lines of six words, its other cells beside the first: under
        // half of the description's lines have anything beside them, but nothing lies between its lines.
        var page = PageSketch()
        page.word("Item", 100, 100); page.word("Qty", 400, 100); page.word("Description", 700, 100)
        for r in 0..<8 {
            let y = 160 + Double(r) * 130
            page.word("A-\(r + 1)", 100, y); page.word("\(r + 2)", 400, y)
            page.text("White ruled paper of good weight", 700, y)
            page.text("in boxes of five hundred sheets", 700, y + 37)
            page.text("for the office and the school", 700, y + 74)
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.columnCount == 3)
        #expect(PageSketch.grid(table)[1].prefix(3) == ["A-1", "2", "White ruled paper of good weight"])
    }
}
