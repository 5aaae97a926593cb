import FolioModel
@testable import FolioStructure
import Testing

@Suite struct RuledTableFinderTests {
    /// A 3 × 3 grid at x 100…1300, y 100…400; the first row's first two cells share one heading (no rule
    /// between them).
    func groupedHeadingGrid() -> PageSketch {
        var page = PageSketch()
        for y in [100.0, 200, 300, 400] { page.horizontal(y: y, from: 100, to: 1300) }
        page.vertical(x: 100, from: 100, to: 400)
        page.vertical(x: 500, from: 200, to: 400) // not in the heading row
        page.vertical(x: 900, from: 100, to: 400)
        page.vertical(x: 1300, from: 100, to: 400)
        page.text("Opening hours", 150, 135)
        page.word("Total", 950, 135)
        page.word("Monday", 150, 235); page.word("9", 550, 235); page.word("17", 950, 235)
        page.word("Tuesday", 150, 335); page.word("10", 550, 335); page.word("18", 950, 335)
        return page
    }

    @Test func aGridGivesItsCellsWithAMergedHeading() throws {
        let tables = RuledTableFinder().tables(on: groupedHeadingGrid().evidence)
        let table = try #require(tables.first)
        #expect(tables.count == 1)
        #expect(table.ruled && table.rowCount == 3 && table.columnCount == 3)
        #expect(PageSketch.grid(table) == [["Opening hours", "", "Total"], ["Monday", "9", "17"], ["Tuesday", "10", "18"]])
        let heading = try #require(table.cells.first { $0.row == 0 && $0.column == 0 })
        #expect(heading.columnSpan == 2 && heading.rowSpan == 1)
        #expect(table.cells.count == 8, "the merged heading is one cell, not two")
        #expect(table.headerRowCount == 1)
    }

    /// A 3 × 4 grid at x 100…1700 whose last row, a total set on one band, has no rule between its columns.
    func gridWithUnruledLastRow(lastRow: (inout PageSketch) -> Void) -> PageSketch {
        var page = PageSketch()
        for y in [100.0, 200, 300, 400] { page.horizontal(y: y, from: 100, to: 1700) }
        page.vertical(x: 100, from: 100, to: 400)
        for x in [500.0, 900, 1300] { page.vertical(x: x, from: 100, to: 300) }
        page.vertical(x: 1700, from: 100, to: 400)
        page.word("State", 150, 135); page.word("Halts", 550, 135); page.word("Days", 950, 135); page.word("Persons", 1350, 135)
        page.word("Delhi", 150, 235); page.word("8", 550, 235); page.word("17", 950, 235); page.word("1.29", 1350, 235)
        lastRow(&page)
        return page
    }

    /// camelot's background_lines_1.pdf: "Total 47 92 11.81" on one shaded band below a ruled grid. Its
    /// entries keep to the columns above rather than making one cell across the row.
    @Test func theEntriesOfAnUnruledTotalRowKeepToTheirColumns() throws {
        let page = gridWithUnruledLastRow { page in
            page.word("Total", 150, 335); page.word("47", 950, 335); page.word("11.81", 1350, 335)
        }
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table).last == ["Total", "", "47", "11.81"])
        #expect(table.cells.filter { $0.row == 2 }.allSatisfy { $0.columnSpan == 1 })
    }

    /// A heading alone on an unruled row ("State-of-the-art scenario", tabula-java's spanning_cells.pdf) is one
    /// entry, however many columns its words stand over: it stays one cell across.
    @Test func aHeadingAloneOnAnUnruledRowStaysOneCell() throws {
        let page = gridWithUnruledLastRow { page in page.text("State-of-the-art scenario", 540, 335) }
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        let heading = try #require(table.cells.first { $0.text == "State-of-the-art scenario" })
        #expect(heading.row == 2 && heading.columnSpan >= 2)
    }

    /// A cell's text clipped at its rule runs on into the next cell's in a PDF's text layer ("Elizab2165",
    /// tabula-java's schools.pdf): the word is cut at the rule, each part in its own cell.
    @Test func aWordRunningOverARuleIsCutThere() throws {
        var page = PageSketch()
        for y in [100.0, 200, 300] { page.horizontal(y: y, from: 100, to: 900) }
        for x in [100.0, 500, 900] { page.vertical(x: x, from: 100, to: 300) }
        page.word("Name", 150, 135); page.word("Address", 550, 135)
        // "Elizab" from x 400, "2165" from x 508: 18 px a character.
        let edges = (0...10).map { 400.0 + Double($0) * 18 }
        page.words.append(Word(text: "Elizab2165", box: Box(x: 400, y: 235, width: 180, height: 30), confidence: 1,
                               glyphEdges: edges))
        page.word("Ave", 620, 235)
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == [["Name", "Address"], ["Elizab", "2165 Ave"]])
    }

    /// A scan whose faint column rules were lost (camelot's health.pdf): rows and frame ruled, three figures to a
    /// cell parted by wide gutters. The gutters part the grid's columns; the heading over two of them stays one
    /// cell across.
    @Test func guttersPartAGridWhoseColumnRulesAreMissing() throws {
        var page = PageSketch()
        for y in [100.0, 200, 300, 400] { page.horizontal(y: y, from: 100, to: 1700) }
        for x in [100.0, 500, 1700] { page.vertical(x: x, from: 100, to: 400) }
        page.word("State", 150, 135); page.text("Revenue and capital", 700, 135); page.word("Total", 1300, 135)
        page.word("Delhi", 150, 235); page.word("8", 550, 235); page.word("17", 900, 235); page.word("25", 1300, 235)
        page.word("Goa", 150, 335); page.word("6", 550, 335); page.word("13", 900, 335); page.word("19", 1300, 335)
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(table.columnCount == 4, "\(PageSketch.grid(table))")
        #expect(PageSketch.grid(table).dropFirst() == [["Delhi", "8", "17", "25"], ["Goa", "6", "13", "19"]])
        let heading = try #require(table.cells.first { $0.text == "Revenue and capital" })
        #expect(heading.row == 0 && heading.columnSpan == 2)
    }

    /// tabula-java's spreadsheet_no_bounding_frame scan: two columns of figures under one heading, with no rule
    /// between them and a gap under a text height. A gap that narrow parts the column when it parts three
    /// quarters of its entries; a column of names, two words in some rows, stays whole.
    @Test func aNarrowGutterPartingNearlyEveryRowIsAColumn() throws {
        func grid(_ rows: [[(String, Double)]]) -> PageSketch {
            var page = PageSketch()
            for y in stride(from: 100.0, through: 100 + 100 * Double(rows.count + 1), by: 100) {
                page.horizontal(y: y, from: 100, to: 1000)
            }
            for x in [100.0, 500, 1000] { page.vertical(x: x, from: 100, to: 100 + 100 * Double(rows.count + 1)) }
            page.word("Crop", 150, 135); page.word("Variation", 550, 135)
            for (r, row) in rows.enumerated() {
                page.word("Row\(r)", 150, 235 + 100 * Double(r))
                for (text, x) in row { page.word(text, x, 235 + 100 * Double(r)) }
            }
            return page
        }
        let figures = grid([[("Pct", 550), ("Abs", 678)], [("(35,8)", 550), ("(498,5)", 678)],
                            [("6,7", 604), ("6,3", 700)], [("(1,3)", 568), ("(30,7)", 690)]])
        let parted = try #require(RuledTableFinder().tables(on: figures.evidence).first)
        #expect(parted.columnCount == 3, "\(PageSketch.grid(parted))")
        #expect(PageSketch.grid(parted).dropFirst().first == ["Row0", "Pct", "Abs"])
        var wideOnly = RuledTableFinder()
        wideOnly.narrowGutterWidth = wideOnly.gutterWidth
        #expect(wideOnly.tables(on: figures.evidence).first?.columnCount == 2, "the gap is under a text height")
        let names = grid([[("Blue", 550), ("sky", 640)], [("Red", 550), ("sun", 640)], [("Tea", 550)], [("Milk", 550)]])
        let whole = try #require(RuledTableFinder().tables(on: names.evidence).first)
        #expect(whole.columnCount == 2, "\(PageSketch.grid(whole))")
    }

    /// img2table's test.pdf scanned: "12/12 = 100%", "6/12 = 50%" … centred in one ruled column, so the "="
    /// signs line up and the space after them runs down the column like a narrow gutter. A sign that joins
    /// its words to the next ones ends no entry: the column stays whole. The same figures without the signs
    /// are two entries to a cell, and the gutter parts them.
    @Test func aGutterAfterAJoiningSignPartsNothing() throws {
        func grid(sign: String) -> PageSketch {
            var page = PageSketch()
            for y in stride(from: 100.0, through: 600, by: 100) { page.horizontal(y: y, from: 100, to: 1000) }
            for x in [100.0, 500, 1000] { page.vertical(x: x, from: 100, to: 600) }
            page.word("Sample", 150, 135); page.text("red % transmitted", 550, 135)
            for (r, (ratio, share)) in [("12/12", "100%"), ("6/12", "50%"), ("7/12", "58%"), ("9/12", "75%")].enumerated() {
                let y = 235 + 100 * Double(r)
                page.word("Row\(r)", 150, y)
                page.word(ratio, 650 - Double(ratio.count) * 18, y)
                if !sign.isEmpty { page.word(sign, 656, y) }
                page.word(share, 692, y)
            }
            return page
        }
        let joined = try #require(RuledTableFinder().tables(on: grid(sign: "=").evidence).first)
        #expect(joined.columnCount == 2, "\(PageSketch.grid(joined))")
        #expect(PageSketch.grid(joined).dropFirst().first == ["Row0", "12/12 = 100%"])
        let parted = try #require(RuledTableFinder().tables(on: grid(sign: "").evidence).first)
        #expect(parted.columnCount == 3, "\(PageSketch.grid(parted))")
    }

    /// A box of figures ruled above and below, its bottom rule 10 px (under 0.04 in) above a ruled list's top
    /// rule (as on tabula-java's argentina_diputados_voting_record.pdf). The list's sides end on its own top
    /// rule: the box is no row of it.
    @Test func aBoxJustAboveAGridIsNoRowOfIt() throws {
        var page = PageSketch()
        page.horizontal(y: 100, from: 50, to: 1750)
        page.vertical(x: 900, from: 100, to: 290)
        page.horizontal(y: 290, from: 50, to: 1750)
        page.word("Present", 100, 150); page.word("217", 500, 150); page.word("Votes", 950, 150); page.word("129", 1400, 150)
        page.word("Absent", 100, 220); page.word("40", 500, 220); page.word("Blank", 950, 220); page.word("22", 1400, 220)
        for y in [300.0, 400, 500, 600] { page.horizontal(y: y, from: 100, to: 1700) }
        for x in [100.0, 700, 1300, 1700] { page.vertical(x: x, from: 300, to: 600) }
        let rows = [["Name", "Party", "Vote"], ["Abdala", "Civic Front", "Yes"], ["Albrieu", "Victory Front", "Yes"]]
        for (r, cells) in rows.enumerated() {
            for (c, text) in cells.enumerated() { page.text(text, 150 + Double(c) * 600, 335 + Double(r) * 100) }
        }
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == rows)
    }

    /// Row labels set left of a ruled block of figures, outside its rules (as on camelot's vertical_header.pdf):
    /// they are the table's first column. Prose beside a grid is not.
    @Test func rowLabelsLeftOfTheRulesAreTheFirstColumn() throws {
        func grid(labels: [String]) -> PageSketch {
            var page = PageSketch()
            for y in [100.0, 200, 300, 400] { page.horizontal(y: y, from: 700, to: 1500) }
            for x in [700.0, 1100, 1500] { page.vertical(x: x, from: 100, to: 400) }
            page.word("Votes", 750, 135); page.word("Turnout", 1150, 135)
            page.word("963", 750, 235); page.word("439", 1150, 235)
            page.word("923", 750, 335); page.word("393", 1150, 335)
            // Each label ends 20 px left of the grid (a word is 18 px a character, words 12 px apart).
            for (r, label) in labels.enumerated() {
                let width = Double(label.count) * 18 - Double(label.filter { $0 == " " }.count) * 6
                page.text(label, 680 - width, 235 + Double(r) * 100)
            }
            return page
        }
        let labelled = try #require(RuledTableFinder().tables(on: grid(labels: ["Alcona", "City Harrisville"]).evidence).first)
        #expect(PageSketch.grid(labelled) == [["", "Votes", "Turnout"], ["Alcona", "963", "439"],
                                             ["City Harrisville", "923", "393"]])
        let prose = grid(labels: ["The county's turnout rose in every", "township but the two at the coast."])
        let plain = try #require(RuledTableFinder().tables(on: prose.evidence).first)
        #expect(plain.columnCount == 2, "\(PageSketch.grid(plain))")
    }

    /// A heading set sideways over a narrow column (camelot's vertical_header.pdf) reads up the page, line by line
    /// from the left: its words' boxes are taller than wide, the first word at the bottom.
    @Test func aHeadingSetSidewaysReadsUpThePage() {
        func word(_ text: String, x: Double, bottom: Double) -> Word {
            let length = Double(text.count) * 18
            return Word(text: text, box: Box(x: x, y: bottom - length, width: 30, height: length), confidence: 1)
        }
        let words = [word("voters", x: 100, bottom: 500), word("Registered", x: 100, bottom: 620),
                     word("of", x: 100, bottom: 668), word("Number", x: 100, bottom: 800),
                     word("Poll", x: 140, bottom: 800), word("Book", x: 140, bottom: 716)]
        #expect(CellText.text(of: words) == "Number of Registered voters Poll Book")
    }

    @Test func aBoxAroundAParagraphAndAnUnderlineAreNotTables() {
        var page = PageSketch()
        page.horizontal(y: 100, from: 100, to: 1300)
        page.horizontal(y: 400, from: 100, to: 1300)
        page.vertical(x: 100, from: 100, to: 400)
        page.vertical(x: 1300, from: 100, to: 400)
        page.text("A note in a box that runs along one line", 150, 200)
        page.text("and on along another one", 150, 250)
        page.horizontal(y: 600, from: 150, to: 700)
        page.text("Underlined heading", 150, 565)
        #expect(RuledTableFinder().tables(on: page.evidence).isEmpty)
    }

    @Test func aStrayRulePieceDoesNotAddAnEmptyRow() throws {
        var page = groupedHeadingGrid()
        // A short piece of rule inside the Monday row, as scan noise or a rule doubled by the scanner leaves.
        page.horizontal(y: 275, from: 500, to: 900)
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(table.rowCount == 3)
        #expect(PageSketch.grid(table)[1] == ["Monday", "9", "17"])
    }

    @Test func aShortStrokeInsideAWrappedCellDoesNotCutItIntoRows() throws {
        var page = PageSketch()
        for y in [100.0, 200, 400] { page.horizontal(y: y, from: 100, to: 1300) }
        for x in [100.0, 500, 900, 1300] { page.vertical(x: x, from: 100, to: 400) }
        page.word("Item", 150, 135); page.word("Owner", 550, 135); page.word("Review", 950, 135)
        page.word("Scanners", 150, 235); page.word("Tom", 550, 235); page.text("22 Feb", 950, 235)
        page.word("2024", 950, 300)
        // A piece of rule between the cell's two lines, a third of its column long (a scanned letter's stroke).
        page.horizontal(y: 280, from: 950, to: 1100)
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(table.rowCount == 2)
        #expect(PageSketch.grid(table) == [["Item", "Owner", "Review"], ["Scanners", "Tom", "22 Feb 2024"]])
    }

    @Test func aRightToLeftCellReadsFromItsRightmostWord() throws {
        var page = PageSketch()
        for y in [100.0, 200, 300] { page.horizontal(y: y, from: 100, to: 1300) }
        for x in [100.0, 700, 1300] { page.vertical(x: x, from: 100, to: 300) }
        // "סך הכל" (in total) as printed: its first word on the right.
        page.word("הכל", 750, 135); page.word("סך", 900, 135); page.word("2014", 150, 135)
        page.word("3.2", 150, 235); page.word("Total", 750, 235); page.word("sum", 900, 235)
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == [["2014", "סך הכל"], ["3.2", "Total sum"]])
    }

    @Test func aBreakInAScannedRuleDoesNotMergeTwoEntries() throws {
        var page = PageSketch()
        for y in [100.0, 200, 400] { page.horizontal(y: y, from: 100, to: 1300) }
        page.horizontal(y: 300, from: 100, to: 500) // the rule under "Monday" is broken in the last two columns
        for x in [100.0, 500, 900, 1300] { page.vertical(x: x, from: 100, to: 400) }
        page.word("Day", 150, 135); page.word("Open", 550, 135); page.word("Close", 950, 135)
        page.word("Monday", 150, 235); page.word("9", 550, 235); page.word("17", 950, 235)
        page.word("Tuesday", 150, 335); page.word("10", 550, 335); page.word("18", 950, 335)
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(table.cells.allSatisfy { $0.rowSpan == 1 })
        #expect(PageSketch.grid(table) == [["Day", "Open", "Close"], ["Monday", "9", "17"], ["Tuesday", "10", "18"]])
    }

    @Test func aTableOpenAtItsSidesUsesItsOuterEdges() throws {
        var page = PageSketch()
        for y in [100.0, 200, 300, 400] { page.horizontal(y: y, from: 100, to: 1300) }
        page.vertical(x: 500, from: 100, to: 400)
        page.vertical(x: 900, from: 100, to: 400)
        for (row, y) in [135.0, 235, 335].enumerated() {
            page.word("r\(row)a", 150, y); page.word("r\(row)b", 550, y); page.word("r\(row)c", 950, y)
        }
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == [["r0a", "r0b", "r0c"], ["r1a", "r1b", "r1c"], ["r2a", "r2b", "r2c"]])
    }

    /// tabula-java's spreadsheet_no_bounding_frame.pdf: the first column's rule runs on below the grid's last
    /// rule, past the source note under the table. One rule running on alone bounds no row: the note stays out
    /// of the table. Where two column rules run on past the last rule across, the band between them is a row.
    @Test func oneRuleRunningOnAloneBoundsNoRow() throws {
        func grid(runningOn: [Double]) -> PageSketch {
            var page = PageSketch()
            for y in [100.0, 200, 300] { page.horizontal(y: y, from: 100, to: 1300) }
            for x in [100.0, 500, 900, 1300] { page.vertical(x: x, from: 100, to: runningOn.contains(x) ? 400 : 300) }
            page.word("Crop", 150, 135); page.word("2012", 550, 135); page.word("2013", 950, 135)
            page.word("Cotton", 150, 235); page.word("1.393,4", 550, 235); page.word("886,7", 950, 235)
            page.word("Source:", 150, 335); page.word("Conab", 550, 335)
            return page
        }
        let alone = try #require(RuledTableFinder().tables(on: grid(runningOn: [100]).evidence).first)
        #expect(PageSketch.grid(alone) == [["Crop", "2012", "2013"], ["Cotton", "1.393,4", "886,7"]])
        let framed = try #require(RuledTableFinder().tables(on: grid(runningOn: [100, 1300]).evidence).first)
        #expect(framed.rowCount == 3)
    }

    @Test func theBoldLettersOfAHeadingAreNotARule() throws {
        var page = groupedHeadingGrid()
        // A run found along the middle of the heading's words (bold letters bridged by the morphology).
        page.horizontal(y: 150, from: 150, to: 1050)
        let table = try #require(TableExtractor().tables(on: page.evidence).first)
        #expect(table.rowCount == 3)
    }
}

@Suite struct HostileRuleTests {
    /// A page of graph paper — a 300 × 300 grid, 90,000 cells — is over the grid limit: no table, and the finder
    /// does not build the grid.
    @Test func aHugeGridIsNotATable() {
        var page = PageSketch()
        for i in 0...300 {
            page.horizontal(y: 100 + Double(i) * 10, from: 100, to: 3100)
            page.vertical(x: 100 + Double(i) * 10, from: 100, to: 3100)
        }
        for i in 0..<200 { page.word("w\(i)", 105 + Double(i % 20) * 150, 105 + Double(i / 20) * 300) }
        #expect(RuledTableFinder().tables(on: page.evidence).isEmpty)
    }

    /// 10,000 short dashes that meet nothing, among thousands of words in a grid, come back as at most plainer
    /// tables.
    @Test func thousandsOfSpecksAndWordsDegradeToPlainTables() {
        var page = PageSketch()
        for i in 0..<10_000 {
            let x = 50 + Double(i % 100) * 24, y = 50 + Double(i / 100) * 34
            page.horizontal(y: y, from: x, to: x + 6)
        }
        for i in 0..<3_000 { page.word("\(i)", 60 + Double(i % 30) * 80, 60 + Double(i / 30) * 34) }
        let tables = TableExtractor().tables(on: page.evidence)
        #expect(tables.allSatisfy { $0.rowCount * $0.columnCount <= 50_000 })
    }
}

@Suite struct FramedTableTests {
    /// Rules around the heading and around the body, none between the body's rows (a statistical abstract's
    /// table): the rows and columns come from the words inside the frame.
    @Test func aFrameAroundUnruledRowsIsReadFromItsWords() throws {
        var page = PageSketch()
        for y in [100.0, 160, 500] { page.horizontal(y: y, from: 100, to: 1300) }
        for x in [100.0, 600, 900, 1300] { page.vertical(x: x, from: 100, to: 500) }
        page.word("Offence", 150, 115); page.word("Total", 650, 115); page.word("Under18", 950, 115)
        let rows = [["Arson", "12.5", "3.1"], ["Fraud", "40.2", "1.0"], ["Theft", "88.0", "9.4"],
                    ["Vandalism", "21.7", "6.6"], ["Other", "5.5", "0.3"]]
        for (r, row) in rows.enumerated() {
            let y = 190 + Double(r) * 55
            page.word(row[0], 150, y); page.word(row[1], 650, y); page.word(row[2], 950, y)
        }
        let table = try #require(RuledTableFinder().tables(on: page.evidence).first)
        #expect(table.rowCount == 6 && table.columnCount == 3)
        #expect(PageSketch.grid(table).dropFirst().map { $0 } == rows)
    }

    /// tabula-java's indictb1h_14.pdf: the frame's heading row of years is ruled, the rows below are not, and
    /// blank lines part them into groups. The frame holds one table: the groups and the heading stay together.
    @Test func blankLinesInsideAFrameDoNotPartItsTable() throws {
        var page = PageSketch()
        for y in [100.0, 160, 1000] { page.horizontal(y: y, from: 100, to: 1300) }
        for x in [100.0, 600, 900, 1300] { page.vertical(x: x, from: 100, to: 1000) }
        page.word("Sector", 150, 115); page.word("2014", 650, 115); page.word("2013", 950, 115)
        let groups = [[["Industry", "2.6", "3.2"], ["Building", "0.7", "1.3"], ["Services", "2.5", "3.4"]],
                      [["Exports", "0.3", "3.2"], ["Imports", "1.7", "1.3"], ["Stocks", "2.2", "2.4"]]]
        var y = 290.0
        for group in groups {
            for row in group {
                page.word(row[0], 150, y); page.word(row[1], 650, y); page.word(row[2], 950, y)
                y += 55
            }
            y += 150
        }
        let tables = RuledTableFinder().tables(on: page.evidence)
        #expect(tables.count == 1)
        let table = try #require(tables.first)
        #expect(PageSketch.grid(table) == [["Sector", "2014", "2013"]] + groups[0] + groups[1])
    }
}
