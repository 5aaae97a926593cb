import FolioModel
import FolioStructure
import Testing

@Suite struct AlignedTableFinderTests {
    /// A small table of regions and figures.
    static let regions = [["Region", "Sales", "Change"], ["North", "1,204.50", "3.1%"], ["South", "987.00", "-0.4%"],
                          ["East", "2,310.75", "12.0%"], ["West", "45.10", "0.0%"]]

    /// `rows` set on `page` a row every 50 px from y 200, their cells at x 100, 600 and 1000.
    func place(_ rows: [[String]], on page: inout PageSketch) {
        for (r, cells) in rows.enumerated() {
            let y = 200 + Double(r) * 50
            page.word(cells[0], 100, y); page.word(cells[1], 600, y); page.word(cells[2], 1000, y)
        }
    }

    @Test func alignedColumnsWithoutRulesAreATable() throws {
        var page = PageSketch()
        page.text("Quarterly figures for the branch offices are below.", 100, 100)
        let rows = Self.regions
        place(rows, on: &page)
        let tables = AlignedTableFinder().tables(on: page.evidence)
        let table = try #require(tables.first)
        #expect(tables.count == 1 && !table.ruled)
        #expect(PageSketch.grid(table) == rows)
        #expect(table.headerRowCount == 1)
    }

    /// Two tables in the same columns, a caption set apart between them (pdfplumber's issue-466 scanned: "No
    /// vertical lines" between two tables whose rules were not found): two tables, the caption in neither. A
    /// group label inside a table, as close to its rows as they are to each other, stays a row of it.
    @Test func aCaptionStandingBetweenTwoTablesSeparatesThem() throws {
        var page = PageSketch()
        let first = Self.regions, second = [["Item", "Units", "Price"], ["Pens", "12", "0.80"], ["Pads", "4", "2.10"],
                                            ["Ink", "2", "7.95"]]
        place(first, on: &page)  // rows at 200 … 400
        page.text("Stationery ordered", 100, 480)  // 50 px below the last row, 50 px above the next
        for (r, cells) in second.enumerated() {
            let y = 560 + Double(r) * 50
            page.word(cells[0], 100, y); page.word(cells[1], 600, y); page.word(cells[2], 1000, y)
        }
        let tables = AlignedTableFinder().tables(on: page.evidence)
        #expect(tables.map(PageSketch.grid) == [first, second])

        var grouped = PageSketch()
        let rows = [["Region", "Sales", "Change"], ["North", "1,204.50", "3.1%"], ["South", "987.00", "-0.4%"]]
        place(rows, on: &grouped)  // rows at 200 … 300
        grouped.text("Overseas", 100, 350)
        for (r, cells) in [["Japan", "310.00", "1.5%"], ["Chile", "75.25", "2.2%"]].enumerated() {
            let y = 400 + Double(r) * 50
            grouped.word(cells[0], 100, y); grouped.word(cells[1], 600, y); grouped.word(cells[2], 1000, y)
        }
        let one = AlignedTableFinder().tables(on: grouped.evidence)
        #expect(one.count == 1 && one.first?.rowCount == 6)
    }

    /// A page of `width` × `height` holding words as read: text and box corners x0, y0, x1, y1.
    func page(_ read: [(String, Double, Double, Double, Double)], width: Double, height: Double) -> PageSketch {
        var page = PageSketch()
        page.width = width
        page.height = height
        page.words = read.map { Word(text: $0.0, box: Box(x: $0.1, y: $0.2, width: $0.3 - $0.1, height: $0.4 - $0.2), confidence: 1) }
        return page
    }

    /// The chart on page 1 of img2table's test.pdf, scanned at 200 dpi (its words as read, boxes x0 y0 x1 y1):
    /// tick labels down the axis, the axis title "Light transmitted (%)" set up the page beside them, a legend.
    /// The title's words run up the page and pair with no tick label: no table.
    @Test func aChartsAxisTitleSetUpThePageIsNoColumn() {
        let read: [(String, Double, Double, Double, Double)] = [
            ("100-", 348.9, 1109.1, 418.5, 1140.3),
            ("90", 365.8, 1170.5, 407.5, 1201.4),
            ("80-", 367.3, 1214.3, 411.9, 1266.3),
            ("Blue", 482.5, 1254.3, 551.2, 1306.7),
            ("water", 571.2, 1254.3, 659.9, 1306.7),
            ("*", 668.9, 1254.3, 686.5, 1306.7),
            ("70-", 366.6, 1292.4, 411.4, 1325.0),
            ("60-", 367.8, 1355.7, 410.8, 1388.0),
            ("Light", 274.6, 1559.1, 335.3, 1673.9),
            ("transmitted", 274.6, 1283.5, 335.3, 1545.7),
            ("(%)", 274.6, 1186.3, 335.3, 1260.6),
            ("50↓", 365.2, 1398.7, 412.4, 1463.0),
            ("40-", 367.8, 1479.2, 410.7, 1509.8),
            ("Green", 461.6, 1514.1, 547.6, 1545.3),
            ("water", 568.0, 1514.1, 649.8, 1545.3),
            ("30-", 366.1, 1535.5, 411.8, 1589.7),
            ("Tea", 499.3, 1575.4, 548.1, 1607.5),
            ("water", 558.4, 1575.4, 650.7, 1607.5),
            ("20-", 365.6, 1601.2, 410.1, 1632.8),
            ("10-", 367.9, 1663.4, 410.8, 1696.5)]
        #expect(AlignedTableFinder().tables(on: page(read, width: 1650, height: 2350).evidence).isEmpty)
    }

    /// OCRmyPDF's graph_ocred.pdf, a line chart with an OCR text layer (its words in points, x0 y0 x1 y1): tick
    /// labels down the axis, a mark or two read beside them and a legend far off to the right. The one mark
    /// standing apart ("|") goes as a speck, which left a table of two columns, the second empty.
    @Test func tickLabelsBesideAnEmptyColumnAreNoTable() {
        let read: [(String, Double, Double, Double, Double)] = [
            ("sw", 12, 6.75, 22.5, 59.4), ("|", 31.5, 6.75, 39, 59.4), ("\\", 50.25, 6.75, 57.75, 59.4),
            ("+", 564, 6.75, 572.25, 59.4),
            ("400", 12, 69, 23.81, 89.25), ("+", 33, 69, 34.88, 89.25),
            ("300", 9, 100.5, 23.06, 120.75),
            ("200", 12, 138, 23.81, 158.25), ("4", 33, 138, 34.88, 158.25),
            ("—esupport", 603.75, 100.5, 653.72, 120.75),
            ("BH", 606, 120.75, 618, 141), ("No", 623.25, 120.75, 630.75, 141), ("vote{note", 633.75, 120.75, 674.25, 141),
            ("1]", 682.5, 120.75, 687.03, 141),
            ("t=", 607.5, 138, 618.5, 158.25), ("Oppose", 623.25, 138, 653.46, 158.25),
            ("SeNet{note", 603.75, 156.75, 656.25, 177), ("2]", 664.5, 156.75, 669.53, 177),
            ("Percentage", 627, 174.75, 667.93, 195), ("[note", 674.25, 174.75, 691.14, 195), ("3]", 697.5, 174.75, 702.6, 195)]
        let scale = 300.0 / 72
        let inPixels = read.map { ($0.0, $0.1 * scale, $0.2 * scale, $0.3 * scale, $0.4 * scale) }
        #expect(AlignedTableFinder().tables(on: page(inPixels, width: 718.5 * scale, height: 300 * scale).evidence).isEmpty)
    }

    /// A line chart as a born-digital page gives it (OCRmyPDF's graph.pdf): tick labels down the plot's left
    /// side, the legend down its right, on the same lines. With the plot found as a drawing between them, they
    /// are no table; without it they line up as one, so the drawing alone tells.
    @Test func tickLabelsAndALegendAroundAPlotAreNoTable() {
        var page = PageSketch()
        for (i, (tick, entry)) in [("600", "Support"), ("500", "Oppose"), ("400", "Abstain"), ("300", "Net"),
                                   ("200", "Share")].enumerated() {
            let y = 200 + Double(i) * 120
            page.word(tick, 100, y)
            page.word(entry, 2000, y)
        }
        var evidence = page.evidence
        #expect(AlignedTableFinder().tables(on: evidence).map(\.columnCount) == [2])
        evidence.drawings = [Box(x: 200, y: 150, width: 1700, height: 600)]
        #expect(AlignedTableFinder().tables(on: evidence).isEmpty)
        // A drawing off to the side (a figure beside the table) leaves the table.
        evidence.drawings = [Box(x: 200, y: 900, width: 1700, height: 600)]
        #expect(AlignedTableFinder().tables(on: evidence).count == 1)
        // So does one drawn over the table's words (sroie-dev 501: a signature across a receipt's totals).
        evidence.drawings = [Box(x: 50, y: 150, width: 1000, height: 600)]
        #expect(AlignedTableFinder().tables(on: evidence).count == 1)
    }

    /// OCRmyPDF's baiona.png, a town map (its words as read, pixels x0 y0 x1 y1): place names scattered over the
    /// map, and a legend at the foot beside the town's name in large print and a date. The names beside the
    /// legend's lines line up on no edge, left, right or middle: a picture's labels, not a table's column.
    @Test func aMapsLabelsBesideItsLegendAreNoTable() {
        let read: [(String, Double, Double, Double, Double)] = [
            ("Tarnose", 369, 13, 429, 33), ("Bokale", 192, 22, 248, 41), ("Lehuntze", 538, 275, 613, 293),
            ("Mugerre", 485, 321, 554, 341), ("Atturi", 367, 332, 402, 340), ("Hiriburu", 361, 436, 429, 455),
            ("Errobi", 201, 438, 227, 447), ("Angelu", 25, 449, 88, 469),
            ("Milafranga", 208, 543, 297, 568), ("Komunikabideak", 445, 550, 600, 572),
            ("BAIONA", 232, 580, 394, 624), ("Autobideak", 502, 583, 567, 596),
            ("Errepide", 471, 600, 521, 617), ("nagusiak", 525, 600, 575, 617), ("Trenbideak", 470, 621, 539, 636),
            ("Basusarri", 128, 637, 204, 656), ("Eguneratua:", 229, 646, 279, 655), ("2014/10/04", 279, 646, 327, 655)]
        let evidence = page(read, width: 640, height: 682).evidence
        #expect(AlignedTableFinder().tables(on: evidence).isEmpty)
        // Every other test passes it: with any edge counting as lined up, the map is a table of two columns.
        var blind = AlignedTableFinder()
        blind.alignment = 100
        #expect(blind.tables(on: evidence).map(\.columnCount) == [2])
    }

    /// The same page with its words moved into columns, the names flush left and the legend's lines centred:
    /// then it is a table, so what tells the map apart is the alignment alone.
    @Test func theMapsWordsLinedUpAreATable() {
        let read: [(String, Double, Double, Double, Double)] = [
            ("Milafranga", 128, 543, 217, 568), ("Komunikabideak", 445, 550, 600, 572),
            ("BAIONA", 128, 580, 290, 624), ("Autobideak", 490, 583, 555, 596),
            ("Errepide", 471, 600, 521, 617), ("nagusiak", 525, 600, 575, 617), ("Trenbideak", 488, 621, 557, 636),
            ("Basusarri", 128, 637, 204, 656), ("Eguneratua:", 229, 646, 279, 655), ("2014/10/04", 279, 646, 327, 655)]
        let tables = AlignedTableFinder().tables(on: page(read, width: 640, height: 682).evidence)
        #expect(tables.count == 1)
        #expect(tables.first?.columnCount == 2)
    }

    /// A column of labels indented by level beside figures, the levels mixed from row to row (as tabula-java's
    /// indictb1h_14.pdf sets its labels, flush right in Hebrew): an entry lines up with others of its level, not
    /// with the one above it, and the column stays.
    @Test func labelsIndentedByLevelStayAColumn() throws {
        var read: [(String, Double, Double, Double, Double)] = []
        let labels = ["Total", "Private", "Households", "Public", "Total", "Imports", "Defence", "Total"]
        let indents = [0.0, 40, 80, 40, 0, 80, 40, 0]
        for (row, label) in labels.enumerated() {
            let y = 100 + Double(row) * 45, x = 100 + indents[row]
            read.append((label, x, y, x + Double(label.count) * 14, y + 28))
            read.append((String(format: "%d.%d", row + 2, row), 520, y, 570, y + 28))
            read.append((String(format: "%d.%d", row + 11, row), 640, y, 700, y + 28))
        }
        let tables = AlignedTableFinder().tables(on: page(read, width: 900, height: 600).evidence)
        let table = try #require(tables.first)
        #expect(tables.count == 1)
        #expect(table.rowCount == labels.count)
        #expect(table.columnCount == 3)
        #expect(table.cells.filter { $0.column == 0 }.map(\.text) == labels)
    }

    /// The third table of pdfplumber's issue-466 example, scanned at 200 dpi (its words as read, boxes x0 y0 x1
    /// y1): the last column's boxes took in the frame's right side and came out twice as tall. The heading
    /// line's neighbour below is placed by its words' middles, not by its tallest box's top, and stays a row.
    @Test func aTallBoxDoesNotPullARowIntoTheHeading() throws {
        let read: [(String, Double, Double, Double, Double)] = [
            ("T3-C0", 172.1, 1589.1, 252.1, 1617.1),
            ("T3-C1", 611.2, 1589.2, 697.0, 1617.0),
            ("T3-C2", 1064.2, 1589.1, 1142.4, 1617.1),
            ("T3-00", 164.2, 1643.4, 247.5, 1673.1),
            ("T3-01", 618.6, 1643.8, 690.1, 1673.2),
            ("T3-02", 1054.8, 1622.6, 1138.6, 1687.2),
            ("T3-10", 163.7, 1693.2, 248.6, 1728.6),
            ("T3-11", 618.9, 1695.9, 691.1, 1725.7),
            ("T3-12", 1065.8, 1678.4, 1140.1, 1738.7),
            ("T3-20-last", 173.0, 1749.9, 305.5, 1779.2),
            ("T3-21-last", 619.3, 1748.9, 750.8, 1779.3),
            ("T3-22-last", 1063.8, 1731.6, 1206.9, 1796.0)]
        let table = try #require(AlignedTableFinder().tables(on: page(read, width: 1654, height: 2339).evidence).first)
        #expect(PageSketch.grid(table) == [["T3-C0", "T3-C1", "T3-C2"], ["T3-00", "T3-01", "T3-02"],
                                           ["T3-10", "T3-11", "T3-12"], ["T3-20-last", "T3-21-last", "T3-22-last"]])
    }

    /// The head and first rows of camelot's anticlockwise_table_2.pdf (its text layer, turned upright; boxes x0
    /// y0 x1 y1 in points). The headings over its narrow columns stand a word space apart and stick a little into
    /// their neighbours' cells ("method sterilization sterilization"): each stays in its own column. "Modern
    /// method", over a group of columns in a row of few headings, stays one cell.
    @Test func headingsCrowdedOverNarrowColumnsKeepTheirOwnColumns() throws {
        let read: [(String, Double, Double, Double, Double)] = [
            ("Modern", 336.1, 104.6, 363.6, 114.7),
            ("method", 365.8, 104.6, 392.4, 114.7),
            ("Traditional", 558.9, 104.6, 595.6, 114.7),
            ("method", 597.9, 104.6, 624.5, 114.7),
            ("Any", 517.9, 114.7, 531.2, 124.8),
            ("Any", 235.7, 115.2, 249.0, 125.3),
            ("Other", 475.8, 115.2, 496.1, 125.3),
            ("Not", 645.1, 115.2, 658.1, 125.3),
            ("Number", 699.6, 115.2, 728.1, 125.3),
            ("traditional", 507.3, 124.8, 541.9, 134.9),
            ("Any", 205.2, 125.3, 218.5, 135.4),
            ("modern", 228.8, 125.3, 255.8, 135.4),
            ("Female", 266.0, 125.3, 290.8, 135.4),
            ("Male", 311.6, 125.3, 328.7, 135.4),
            ("Condom/", 437.2, 125.3, 469.5, 135.4),
            ("modern", 472.5, 125.3, 499.4, 135.4),
            ("With-", 582.5, 125.3, 602.1, 135.4),
            ("Folk", 613.1, 125.3, 627.5, 135.4),
            ("currently", 636.5, 125.3, 666.7, 135.4),
            ("of", 710.5, 125.3, 717.2, 135.4),
            ("method", 511.2, 134.9, 537.9, 144.9),
            ("method", 229.0, 135.3, 255.6, 145.4),
            ("method", 472.6, 135.3, 499.2, 145.4),
            ("using", 642.8, 135.3, 660.4, 145.4),
            ("women", 701.0, 135.3, 726.7, 145.4),
            ("Background", 84.1, 135.4, 124.9, 145.5),
            ("characteristic", 127.2, 135.4, 171.8, 145.5),
            ("method", 197.6, 135.4, 224.3, 145.5),
            ("sterilization", 259.0, 135.4, 297.9, 145.5),
            ("sterilization", 300.7, 135.4, 339.6, 145.5),
            ("Pill", 351.9, 135.4, 362.2, 145.5),
            ("IUD", 376.1, 135.4, 390.6, 145.5),
            ("Injectables", 397.9, 135.4, 434.1, 145.5),
            ("Nirodh", 441.2, 135.4, 465.4, 145.5),
            ("Rhythm", 550.3, 135.4, 577.0, 145.5),
            ("drawal", 580.7, 135.4, 603.8, 145.5),
            ("method", 607.0, 135.4, 633.7, 145.5),
            ("Total", 674.6, 135.4, 691.7, 145.5),
            ("Caste/tribe", 84.1, 150.7, 123.0, 160.7),
            ("Scheduled", 88.9, 160.7, 124.8, 170.8),
            ("caste", 127.0, 160.7, 144.0, 170.8),
            ("74.8", 203.5, 160.7, 219.2, 170.8),
            ("55.8", 234.8, 160.7, 250.5, 170.8),
            ("42.9", 270.5, 160.7, 286.2, 170.8),
            ("0.9", 313.9, 160.7, 325.1, 170.8),
            ("9.7", 349.2, 160.7, 360.4, 170.8),
            ("0.0", 377.3, 160.7, 388.5, 170.8),
            ("0.2", 411.4, 160.7, 422.6, 170.8),
            ("2.2", 446.9, 160.7, 458.1, 170.8),
            ("0.0", 479.3, 160.7, 490.5, 170.8),
            ("19.0", 517.3, 160.7, 533.0, 170.8),
            ("11.2", 556.7, 160.7, 572.4, 170.8),
            ("7.4", 587.1, 160.7, 598.3, 170.8),
            ("0.4", 615.9, 160.7, 627.1, 170.8),
            ("25.2", 644.2, 160.7, 659.9, 170.8),
            ("100.0", 673.9, 160.7, 694.1, 170.8),
            ("1,363", 706.1, 160.7, 726.3, 170.8),
            ("Scheduled", 88.9, 170.8, 124.8, 180.9),
            ("tribe", 127.0, 170.8, 142.6, 180.9),
            ("59.3", 203.6, 170.8, 219.3, 180.9),
            ("39.0", 234.9, 170.8, 250.6, 180.9),
            ("26.8", 270.5, 170.8, 286.2, 180.9),
            ("0.6", 314.0, 170.8, 325.2, 180.9),
            ("6.4", 349.2, 170.8, 360.4, 180.9),
            ("0.6", 377.3, 170.8, 388.5, 180.9),
            ("1.2", 411.4, 170.8, 422.6, 180.9),
            ("3.5", 446.9, 170.8, 458.1, 180.9),
            ("0.0", 479.4, 170.8, 490.6, 180.9),
            ("20.3", 517.4, 170.8, 533.1, 180.9),
            ("10.4", 556.8, 170.8, 572.4, 180.9),
            ("5.8", 587.2, 170.8, 598.4, 180.9),
            ("4.1", 616.0, 170.8, 627.2, 180.9),
            ("40.7", 644.2, 170.8, 659.9, 180.9),
            ("100.0", 674.0, 170.8, 694.1, 180.9),
            ("256", 712.9, 170.8, 726.3, 180.9),
            ("Other", 88.9, 180.9, 109.2, 191.0),
            ("backward", 111.4, 180.9, 144.7, 191.0),
            ("class", 146.9, 180.9, 162.3, 191.0),
            ("71.4", 203.7, 180.9, 219.4, 191.0),
            ("51.1", 235.0, 180.9, 250.7, 191.0),
            ("34.9", 270.6, 180.9, 286.3, 191.0),
            ("0.0", 314.0, 180.9, 325.2, 191.0),
            ("8.6", 349.2, 180.9, 360.4, 191.0),
            ("1.4", 377.3, 180.9, 388.5, 191.0),
            ("0.0", 411.4, 180.9, 422.6, 191.0),
            ("6.2", 446.9, 180.9, 458.0, 191.0),
            ("0.0", 479.3, 180.9, 490.5, 191.0),
            ("20.4", 517.3, 180.9, 532.9, 191.0),
            ("12.6", 556.6, 180.9, 572.3, 191.0),
            ("7.8", 587.0, 180.9, 598.2, 191.0),
            ("0.0", 615.8, 180.9, 627.0, 191.0),
            ("28.6", 644.0, 180.9, 659.7, 191.0),
            ("100.0", 673.7, 180.9, 693.9, 191.0),
            ("211", 712.6, 180.9, 726.0, 191.0)
        ]
        let table = try #require(AlignedTableFinder().tables(on: page(read, width: 792, height: 612).evidence).first)
        let grid = PageSketch.grid(table)
        let pill = try #require(grid.first { $0.contains("Pill") })
        #expect(Array(pill.prefix(9)) == ["Background characteristic", "method", "method", "sterilization",
                                          "sterilization", "Pill", "IUD", "Injectables", "Nirodh"])
        let condom = try #require(grid.first { $0.contains("Female") })
        #expect(condom.contains("Condom/") && condom.contains("modern"))
        #expect(grid.contains { $0.contains("Modern method") })
    }

    /// The same table scanned (`ScannedSurveyTableWords`). Its note's words, a wide space apart, and the stub's
    /// labels of every length leave narrow gutters inside the stub, whose lines "characteristic" crosses. Those
    /// lines go once no word lies between them; the crowded headings are then told by the columns left, so
    /// "Pill" and the two "sterilization" stay in their own columns.
    @Test func crowdedHeadingsAreToldByTheColumnsLeftOnceTheStubsInnerLinesGo() throws {
        var page = PageSketch()
        (page.width, page.height) = ScannedSurveyTableWords.page
        page.words = ScannedSurveyTableWords.words
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        let grid = PageSketch.grid(table)
        let pill = try #require(grid.first { $0.contains("Pill") })
        #expect(pill == ["Background characteristic", "method", "method", "sterilization", "sterilization", "Pill"])
        #expect(grid.contains { $0 == ["Scheduled caste", "74.8", "55.8", "42.9", "0.9", "9.7"] })
    }

    /// The generated `two-tables` fixture's payment schedule scanned at 200 dpi (`PaymentScheduleWords`): its
    /// amounts, set flush right, stand 16 px (0.45 text heights) from its status column, set flush left. The
    /// gutter is narrow, but the entries either side line up: four columns, and the bank details under the
    /// table, which now run over a column line, are a note, not a row.
    @Test func aNarrowGutterBetweenEntriesLinedUpEitherSideSeparatesColumns() throws {
        let page = page(PaymentScheduleWords.read, width: 1654, height: 2339)
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == [["Instalment", "Due date", "Amount (£)", "Status"],
                                           ["First", "30 April 2024", "466.04", "Paid 26 April"],
                                           ["Second", "31 May 2024", "466.04", "Due"],
                                           ["Third", "28 June 2024", "466.04", "Due"]])
    }

    /// A narrow gutter (12 px, 0.4 text heights) that opens by chance inside a column of descriptions: two rows'
    /// entries end short of it, three rows' second chunks start past it, ragged ("90 minutes", "by hand", "return
    /// trip"). They line up on no edge: no column line, each description one cell.
    @Test func aNarrowGapBetweenRaggedEntriesIsNoColumn() throws {
        var page = PageSketch()
        let rows = [["Code", "Description", "Amount"], ["LC-100", "Initial consultation, 90 minutes", "180.00"],
                    ["DR-210", "Drafting by hand", "645.00"], ["RV-115", "Review of title deeds,", "277.50"],
                    ["CF-020", "Searches registry fee,", "14.00"], ["TR-330", "Travel return trip", "48.60"]]
        for (r, cells) in rows.enumerated() {
            let y = 200 + 50 * Double(r)
            page.word(cells[0], 100, y); page.word(cells[2], 1200, y)
        }
        page.word("Description", 400, 200)
        page.word("Initial", 400, 250); page.word("consultation,", 538, 250)  // ends at 772
        page.word("90", 796, 250); page.word("minutes", 844, 250)
        page.word("Drafting", 400, 300); page.word("by", 798, 300); page.word("hand", 846, 300)
        // Both end at 786.
        page.word("Review", 400, 350); page.word("of", 520, 350); page.word("title", 568, 350)
        page.word("deeds,", 678, 350)
        page.word("Searches", 400, 400); page.word("registry", 562, 400); page.word("fee,", 714, 400)
        page.word("Travel", 400, 450); page.word("return", 870, 450); page.word("trip", 990, 450)
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == rows)
    }

    /// A heading over two columns whose words stand a wide word space apart (OCR's boxes hug the ink: "Modern
    /// method" 12 px apart on camelot's anticlockwise_table_2 scanned, where a word space is 6 px), the column
    /// line falling between them: one heading. A heading over a column of its own stays apart.
    @Test func aHeadingsWordsAWideSpaceApartOverAColumnLineAreOneHeading() throws {
        var page = PageSketch()
        page.word("Modern", 520, 200); page.word("method", 645, 200); page.word("Net", 1500, 200)
        let head = ["Region", "Q1", "Q2", "Q3", "Q4", "Q5", "Q6"]
        let body = [["North", "12.5", "13.1", "14.0", "39.6", "8.1", "7.7"],
                    ["South", "10.2", "11.7", "12.9", "34.8", "6.5", "6.0"],
                    ["East", "22.0", "21.4", "20.3", "63.7", "9.4", "9.9"],
                    ["West", "9.9", "10.0", "10.8", "30.7", "5.2", "5.5"]]
        for (r, cells) in ([head] + body).enumerated() {
            for (c, text) in cells.enumerated() { page.word(text, c == 0 ? 100 : 300 + 200 * Double(c), 250 + 50 * Double(r)) }
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        let grid = PageSketch.grid(table)
        #expect(grid.first == ["", "Modern method", "", "", "", "", "Net"])
        #expect(Array(grid.dropFirst()) == [head] + body)
    }

    /// The head and first rows of camelot's mexican_towns.pdf (its text layer; boxes x0 y0 x1 y1 in points).
    /// "Nombre Municipio" is centred over a wide column whose entries are set left and end before it starts:
    /// it heads that column, not a column of its own.
    @Test func aHeadingClearOfItsColumnsEntriesHeadsThem() throws {
        let read: [(String, Double, Double, Double, Double)] = [
            ("Clave", 38.8, 49.6, 59.5, 58.8),
            ("Clave", 199.5, 49.6, 220.2, 58.8),
            ("Clave", 443.2, 49.6, 463.9, 58.8),
            ("Nombre", 96.8, 55.6, 128.2, 64.8),
            ("Entidad", 130.3, 55.6, 159.7, 64.8),
            ("Nombre", 295.7, 55.6, 327.1, 64.8),
            ("Municipio", 329.2, 55.6, 367.6, 64.8),
            ("Nombre", 581.0, 55.6, 612.4, 64.8),
            ("Localidad", 614.5, 55.6, 650.7, 64.8),
            ("Entidad", 34.4, 61.6, 63.9, 70.8),
            ("Municipio", 190.6, 61.6, 229.0, 70.8),
            ("Localidad", 435.4, 61.6, 471.7, 70.8),
            ("01", 44.8, 78.0, 54.1, 87.3),
            ("Aguascalientes", 70.9, 78.0, 126.8, 87.3),
            ("001", 203.2, 78.0, 217.2, 87.3),
            ("Aguascalientes", 233.9, 78.0, 289.8, 87.3),
            ("0094", 444.6, 78.0, 463.3, 87.3),
            ("Granja", 477.7, 78.0, 502.6, 87.3),
            ("Adelita", 504.6, 78.0, 531.2, 87.3),
            ("01", 44.8, 90.0, 54.1, 99.3),
            ("Aguascalientes", 70.9, 90.0, 126.8, 99.3),
            ("001", 203.2, 90.0, 217.2, 99.3),
            ("Aguascalientes", 233.9, 90.0, 289.8, 99.3),
            ("0096", 444.6, 90.0, 463.3, 99.3),
            ("Agua", 477.7, 90.0, 496.6, 99.3),
            ("Azul", 498.7, 90.0, 514.6, 99.3),
            ("01", 44.8, 102.0, 54.1, 111.3),
            ("Aguascalientes", 70.9, 102.0, 126.8, 111.3),
            ("001", 203.2, 102.0, 217.2, 111.3),
            ("Aguascalientes", 233.9, 102.0, 289.8, 111.3),
            ("0100", 444.6, 102.0, 463.3, 111.3),
            ("Rancho", 477.7, 102.0, 505.6, 111.3),
            ("Alegre", 507.6, 102.0, 531.9, 111.3),
            ("01", 44.8, 114.0, 54.1, 123.3),
            ("Aguascalientes", 70.9, 114.0, 126.8, 123.3),
            ("001", 203.2, 114.0, 217.2, 123.3),
            ("Aguascalientes", 233.9, 114.0, 289.8, 123.3),
            ("0102", 444.6, 114.0, 463.3, 123.3),
            ("Los", 477.7, 114.0, 490.0, 123.3),
            ("Arbolitos", 492.1, 114.0, 526.3, 123.3),
            ("[Rancho]", 528.4, 114.0, 562.0, 123.3),
            ("01", 44.8, 126.0, 54.1, 135.3),
            ("Aguascalientes", 70.9, 126.0, 126.8, 135.3),
            ("001", 203.2, 126.0, 217.2, 135.3),
            ("Aguascalientes", 233.9, 126.0, 289.8, 135.3),
            ("0104", 444.6, 126.0, 463.3, 135.3),
            ("Ardillas", 477.7, 126.0, 505.6, 135.3),
            ("de", 507.6, 126.0, 517.0, 135.3),
            ("Abajo", 519.0, 126.0, 540.7, 135.3),
            ("(Las", 542.8, 126.0, 557.4, 135.3),
            ("Ardillas)", 559.5, 126.0, 590.2, 135.3)
        ]
        let table = try #require(AlignedTableFinder().tables(on: page(read, width: 792, height: 612).evidence).first)
        let grid = PageSketch.grid(table)
        #expect(table.columnCount == 6)
        #expect(grid.first == ["Clave Entidad", "Nombre Entidad", "Clave Municipio", "Nombre Municipio",
                               "Clave Localidad", "Nombre Localidad"])
        #expect(grid.dropFirst().allSatisfy { $0[3] == "Aguascalientes" })
    }

    /// A note of several lines under the table, set as close as its rows (as OCR reads camelot's
    /// anticlockwise_table_2.pdf scanned): a line running across the columns, its continuation, a key of
    /// abbreviations in the first column. None of it is a row.
    @Test func aNoteOfSeveralLinesUnderTheTableIsNoRows() throws {
        var page = PageSketch()
        let rows = Self.regions
        place(rows, on: &page)
        page.text("Note: where a branch moved, its sales", 100, 450)
        page.text("are counted at its new address,", 1000, 450)
        page.text("as in the year before.", 100, 500)
        page.word("na", 100, 550); page.word("=", 160, 550); page.word("n/a", 220, 550)
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == rows)
    }

    /// Under a wide table, a note whose first line runs across the columns, and whose key of abbreviations
    /// reaches into the second column (as OCR reads camelot's clockwise_table_2.pdf scanned: "ns = Not shown;
    /// see table | 2b, footnote 1"). None of it is a row.
    @Test func aNoteReachingIntoTheSecondColumnUnderAWideTableIsNoRows() throws {
        var page = PageSketch()
        let rows = [["Caste", "Any", "Pill", "IUD", "None"], ["Scheduled", "56.1", "3.4", "1.2", "43.9"],
                    ["Tribe", "47.7", "2.3", "0.8", "52.3"], ["Other", "61.0", "5.0", "2.6", "39.0"],
                    ["Total", "58.2", "4.1", "1.9", "41.8"]]
        for (r, cells) in rows.enumerated() {
            for (c, cell) in cells.enumerated() { page.word(cell, 100 + Double(c) * 400, 200 + Double(r) * 50) }
        }
        page.text("Note: if more than one method is used, only the most effective is", 100, 450)
        page.text("missing, who are", 1700, 450)
        page.text("not shown separately.", 100, 500)
        page.text("na = Not available", 100, 550)
        page.text("ns = see table", 100, 600)
        page.text("2b, footnote 1", 500, 600)
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == rows)
    }

    /// A receipt's letterhead set centred over its items, as read from a photo (receipt-photos-dev's 1026: the
    /// shop's name parted at a wide gap, "CHRIS'S   HAMBURGERS", then its street and town): no row of the
    /// table, which holds the items alone. A letterhead with nothing under it is no table.
    @Test func aLetterheadCentredOverTheItemsIsNoRows() throws {
        var page = PageSketch()
        page.word("CHRIS'S", 300, 100); page.word("HAMBURGERS", 520, 100)
        page.text("7701 ATLANTIC AVE.", 330, 150)
        page.text("CUDAHY CA. 90201", 350, 200)
        let items = [["TAXABLE T1", "$21.49"], ["TAXABLE T1", "$0.50"], ["TAXABLE T1", "$7.89"], ["TOTAL", "$29.88"]]
        for (r, cells) in items.enumerated() {
            page.text(cells[0], 100, 250 + Double(r) * 50)
            page.word(cells[1], 900 - Double(cells[1].count) * 18, 250 + Double(r) * 50)
        }
        let tables = AlignedTableFinder().tables(on: page.evidence)
        #expect(tables.map(PageSketch.grid) == [items])

        var head = PageSketch()
        head.word("FIVE", 350, 100); head.word("GUYS", 520, 100)
        head.word("STORE", 300, 150); head.text("# CA-1661", 550, 150)
        head.text("2640 Reynolds Ranch Pkwy", 250, 200)
        head.text("Sacramento, CA 95827", 280, 250)
        #expect(AlignedTableFinder().tables(on: head.evidence).isEmpty)
    }

    /// A receipt read as one region, set left (sroie-dev's 009): the company, its number, address and tax number,
    /// the outlet and the order's details, a line each, the order number beside its time among them, over the
    /// items. None of it is a row; the table starts where rows of two cells run on, at the items' heading.
    @Test func aHeadOfLinesInOnePieceOverTheItemsIsNoRows() throws {
        var page = PageSketch()
        // The till's number over the company, in two pieces: the region of rows starts there.
        page.word("1950", 100, 50); page.word("0598", 760, 50)
        let head = ["Gerbang Alaf Restaurants Sdn Bhd", "(65351-M)", "Level 6, Bangunan TH, Damansara Uptown3",
                    "No.3, Jalan SS21/39,47400 Petaling Jaya", "Selangor", "TAX INVOICE", "INV# 003281900229170"]
        for (r, line) in head.enumerated() { page.text(line, 100, 100 + Double(r) * 50) }
        page.text("ORD #50 -REG #19- 18/01/2018", 100, 450); page.word("10:27:03", 760, 450)
        let items = [["QTY ITEM", "TOTAL"], ["2 ChicMcMuffin", "11.00"], ["1 M Porridge", "5.60"],
                     ["1 BM 2HotCakes", "10.00"], ["Total Rounded", "26.60"]]
        for (r, cells) in items.enumerated() {
            page.text(cells[0], 100, 500 + Double(r) * 50)
            page.word(cells[1], 904 - Double(cells[1].count) * 18, 500 + Double(r) * 50)
        }
        let tables = AlignedTableFinder().tables(on: page.evidence)
        #expect(tables.map(PageSketch.grid) == [items])
    }

    /// A receipt whose totals are labelled with colons (receipt-photos-dev's 1102): under its shop's lines, three
    /// items and four "TOTAL:"-like rows. The labelled totals under the items' prices are rows of the table, not
    /// labels and values, so the table is the items and totals alone.
    @Test func aReceiptsTotalsLabelledWithColonsUnderItsItemsAreRows() throws {
        var page = PageSketch()
        // The shop's name in two chunks in one column: the region of rows starts there.
        page.text("OM INDIAN", 100, 50); page.word("FOOD", 330, 50)
        let head = ["204 Spring Street", "New York, NY 10012", "Invoice #2143 4/15/16 12:03:14 PM"]
        for (r, line) in head.enumerated() { page.text(line, 100, 100 + Double(r) * 50) }
        let rows = [["1 Vegetable Biryani", "$12.95"], ["1 Malai Kofta", "$12.95"], ["1 Onion Naan", "$3.95"],
                    ["SUBTOTAL:", "$29.85"], ["DISCOUNT 50% OFF:", "-$14.93"], ["TAX:", "$1.32"], ["TOTAL:", "$16.24"]]
        for (r, cells) in rows.enumerated() {
            page.text(cells[0], 100, 250 + Double(r) * 50)
            page.word(cells[1], 904 - Double(cells[1].count) * 18, 250 + Double(r) * 50)
        }
        #expect(AlignedTableFinder().tables(on: page.evidence).map(PageSketch.grid) == [rows])

        // Labels with colons and values alone are still no table, figures or not.
        var form = PageSketch()
        for (r, cells) in rows.suffix(4).enumerated() {
            form.text(cells[0], 100, 100 + Double(r) * 50)
            form.word(cells[1], 904 - Double(cells[1].count) * 18, 100 + Double(r) * 50)
        }
        #expect(AlignedTableFinder().tables(on: form.evidence).isEmpty)
    }

    /// A receipt whose items the OCR read each as one piece, price and all, over two totals: once the lines in one
    /// piece over the totals are gone, two rows are left, no table, and the table stays whole, as it read before
    /// heads were cut off.
    @Test func aHeadOverTooFewRowsStaysWithThem() throws {
        var page = PageSketch()
        page.word("1950", 100, 50); page.word("0598", 832, 50)
        let lines = ["204 Spring Street", "New York, NY 10012", "Invoice #2143 4/15/16 12:03:14 PM",
                     "1 Vegetable Biryani 12.95", "1 Malai Kofta 12.95", "1 Onion Naan 3.95"]
        for (r, line) in lines.enumerated() { page.text(line, 100, 100 + Double(r) * 50) }
        for (r, cells) in [["TOTAL", "29.85"], ["CASH", "30.00"]].enumerated() {
            page.text(cells[0], 100, 400 + Double(r) * 50)
            page.word(cells[1], 904 - Double(cells[1].count) * 18, 400 + Double(r) * 50)
        }
        let tables = AlignedTableFinder().tables(on: page.evidence)
        #expect(tables.map(\.rowCount) == [9])
    }

    /// A table whose first row (a report's name and year, two pieces) stands over two lines in one piece, one of
    /// them across a column line — a title and its units — keeps them: a head of lines in one piece needs three.
    /// With a third such line over them, all four go.
    @Test func twoLinesInOnePieceOverAHeadingStayRows() throws {
        func page(titleLines: [String]) -> PageSketch {
            var page = PageSketch()
            page.word("Quarterly", 100, 50); page.word("2020", 900, 50)
            for (r, line) in titleLines.enumerated() { page.text(line, 100, 100 + Double(r) * 50) }
            let top = 100 + Double(titleLines.count) * 50
            for (r, cells) in Self.figures.enumerated() {
                for (c, cell) in cells.enumerated() { page.word(cell, 100 + Double(c) * 400, top + Double(r) * 50) }
            }
            return page
        }
        let two = AlignedTableFinder().tables(on: page(titleLines: ["Sales by region and quarter", "(in 000)"]).evidence)
        #expect(two.map(\.rowCount) == [3 + Self.figures.count])
        let three = AlignedTableFinder().tables(
            on: page(titleLines: ["Sales by region and quarter", "(in 000)", "Unaudited"]).evidence)
        #expect(three.map(PageSketch.grid) == [Self.figures])
    }

    static let figures = [["Region", "2019", "2020"], ["North", "1,204", "1,310"], ["South", "987", "940"],
                          ["East", "2,310", "2,500"]]

    /// A heading over a table's middle columns is centred over it, and so may the row of headings under it be,
    /// each heading set in from its column's edges (camelot's health.pdf): both stay rows.
    @Test func aGroupHeadingOverTheMiddleColumnsStaysARow() throws {
        var page = PageSketch()
        let rows = [["", "Sales", "", ""], ["Region", "2019", "2020", "Chg"],
                    ["North", "1,204.50", "1,310.00", "+8.80%"], ["South", "987.00", "940.25", "-4.70%"],
                    ["East", "2,310.75", "2,500.00", "+8.20%"]]
        for (r, cells) in rows.enumerated() {
            for (c, cell) in cells.enumerated() where !cell.isEmpty {
                page.word(cell, 100 + Double(c) * 400 + (r == 0 ? 200 : r == 1 && c < 3 ? 40 : 0), 200 + Double(r) * 50)
            }
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.rowCount == 5 && PageSketch.grid(table)[1] == rows[1])
    }

    /// A table of two columns whose entries are centred in their columns (img2table's implicit.png): its first
    /// rows are centred too, clear of both edges, but each is two entries a column apart, no phrase parted at a
    /// gap. They stay rows.
    @Test func rowsCentredInTwoColumnsStayRows() throws {
        var page = PageSketch()
        let rows = [["Col 1", "Col 2"], ["Row 1", "Value 1"], ["Implicit row 1", "Implicit value 1"],
                    ["Implicit row 2", "Implicit value 2"], ["Row 3", "Value 3"]]
        for (r, cells) in rows.enumerated() {
            for (c, cell) in cells.enumerated() {
                let width = Double(cell.count) * 18 - Double(cell.split(separator: " ").count - 1) * 6
                page.text(cell, Double(c) * 600 + (600 - width) / 2, 200 + Double(r) * 50)
            }
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == rows)
    }

    /// An OCR box drawn up into the line above (as "330,368" beside "Aggravated assault" on tabula-java's
    /// 12s0324.pdf scanned): it shares half the height of the line above too, but belongs to its own line.
    @Test func anOCRBoxDrawnUpIntoTheLineAboveStaysInItsRow() throws {
        var page = PageSketch()
        let rows = Self.regions
        for (r, cells) in rows.enumerated() {
            let y = 200 + Double(r) * 50
            page.word(cells[0], 100, y); page.word(cells[2], 1000, y)
            // South's figure is boxed from 18 px inside North's line down to its own line's foot.
            let box = r == 2 ? Box(x: 600, y: 262, width: 108, height: 68) : Box(x: 600, y: y, width: 144, height: 30)
            page.words.append(Word(text: cells[1], box: box, confidence: 1))
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == rows)
    }

    /// A caption set on a band right over the heading, no further from it than the rows are from each other
    /// (as on camelot's health.pdf): "Table: 5" opens it, and it is no row.
    @Test func aCaptionOverTheHeadingIsNoRow() throws {
        var page = PageSketch()
        let rows = Self.regions
        page.text("Table: 5 Sales by region", 100, 150)
        page.text("(in 000)", 1000, 150)
        place(rows, on: &page)
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == rows)
    }

    @Test func aSpeckReadAsAColonIsNotAColumn() throws {
        var page = PageSketch()
        let rows = Self.regions + [["Central", "310.00", "1.5%"]]
        place(rows, on: &page)
        page.word(":", 400, 350) // a speck in the gutter of the East row, read as a colon
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.columnCount == 3)
        #expect(PageSketch.grid(table) == rows)
    }

    @Test func proseInTwoColumnsIsNotATable() {
        var page = PageSketch()
        for line in 0..<8 {
            let y = 100 + Double(line) * 45
            page.text("the quick brown fox jumps over the dog", 100, y)
            page.text("and then runs away across the field", 1300, y)
        }
        #expect(AlignedTableFinder().tables(on: page.evidence).isEmpty)
    }

    @Test func labelsAndValuesAreNotATable() {
        var page = PageSketch()
        for (i, label) in ["Name:", "Date:", "Account:", "Reference:"].enumerated() {
            let y = 100 + Double(i) * 45
            page.word(label, 100, y)
            page.word("value\(i)", 600, y)
        }
        #expect(AlignedTableFinder().tables(on: page.evidence).isEmpty)
    }

    @Test func aWrappedCellContinuesItsRow() throws {
        var page = PageSketch()
        page.word("Item", 100, 100); page.word("Description", 400, 100); page.word("Amount", 1200, 100)
        page.word("A-1", 100, 145); page.text("paper, white", 400, 145); page.word("12.50", 1200, 145)
        page.text("and ruled", 400, 182)
        page.word("A-2", 100, 230); page.text("envelopes", 400, 230); page.word("3.20", 1200, 230)
        page.word("A-3", 100, 275); page.text("pens", 400, 275); page.word("8.99", 1200, 275)
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.rowCount == 4)
        #expect(PageSketch.grid(table)[1] == ["A-1", "paper, white and ruled", "12.50"])
    }

    /// An infobox (masks.pdf's Wikipedia box about Linux) sets a value's wrapped lines as far apart as its
    /// rows. A line whose first cell is empty goes on with the row above when the text above it breaks off (a
    /// trailing comma); one that does not break off stays a row of its own (a group of rows under one label).
    @Test func aValueWrappedAtTheRowPitchContinuesWhereItBreaksOff() throws {
        var page = PageSketch()
        let lines: [(String, String)] = [("Developer", "various"), ("Kernel", "monolithic"),
                                         ("Architectures", "Alpha, ARC, ARM,"), ("", "MIPS, PowerPC,"),
                                         ("", "x86, z/OS"), ("Platforms", "desktop"), ("", "server"),
                                         ("Licence", "GPLv2")]
        for (i, line) in lines.enumerated() {
            let y = 100 + Double(i) * 45
            if !line.0.isEmpty { page.word(line.0, 100, y) }
            page.text(line.1, 500, y)
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(PageSketch.grid(table) == [["Developer", "various"], ["Kernel", "monolithic"],
                                            ["Architectures", "Alpha, ARC, ARM, MIPS, PowerPC, x86, z/OS"],
                                            ["Platforms", "desktop"], ["", "server"], ["Licence", "GPLv2"]])
    }

    @Test func twoTablesSideBySideAreTwo() throws {
        var page = PageSketch()
        for r in 0..<6 {
            let y = 200 + Double(r) * 45
            page.word("\(r + 1)", 100, y); page.word("\(100 + r)", 250, y); page.word("\(200 + r)", 400, y)
            page.word("\(25 + r)", 1200, y); page.word("\(124 + r)", 1350, y); page.word("\(224 + r)", 1500, y)
        }
        let tables = TableExtractor().tables(on: page.evidence)
        #expect(tables.count == 2)
        #expect(tables.map(\.columnCount) == [3, 3])
        let left = try #require(tables.min { $0.box.x < $1.box.x })
        #expect(PageSketch.grid(left)[0] == ["1", "100", "200"])
    }

    /// Row labels of ragged lengths, two of them read as two pieces (OCR's wide gap inside "Other backward
    /// class"), stand further from the figures than the figures' columns from each other (as camelot's
    /// anticlockwise_table_2.pdf scanned). The wide gutter is no edge between two tables: the labels' side reads
    /// as none, so the labels are the table's first column.
    @Test func raggedRowLabelsFarFromTheFiguresAreTheFirstColumn() throws {
        var page = PageSketch()
        let labels: [(String, String?)] = [("Scheduled caste", nil), ("Scheduled tribe", nil),
                                           ("Other backward", "class"), ("Other", nil), ("Lowest", nil),
                                           ("Other forward", "caste"), ("Second", nil), ("Highest", nil)]
        for (r, (label, rest)) in labels.enumerated() {
            let y = 200 + Double(r) * 45
            page.text(label, 100, y)
            // The second pieces neither line up with each other nor sit in a column of their own.
            if let rest { page.word(rest, r == 2 ? 400 : 380, y) }
            for c in 0..<5 { page.word(String(format: "%d.%d", 40 + 7 * r + c, (r + c) % 10), 700 + Double(c) * 100, y) }
        }
        let tables = AlignedTableFinder().tables(on: page.evidence)
        #expect(tables.count == 1, "\(tables.map { PageSketch.grid($0) })")
        let table = try #require(tables.first)
        let grid = PageSketch.grid(table)
        #expect(grid.map { $0[0] }.prefix(2) == ["Scheduled caste", "Scheduled tribe"], "\(grid)")
        #expect(grid.allSatisfy { $0.last?.isEmpty == false }, "\(grid)")
    }

    @Test func dotLeadersDoNotMakeATableProse() throws {
        var page = PageSketch()
        page.word("Offence", 100, 150); page.word("Total", 900, 150); page.word("Change", 1200, 150)
        for (r, label) in ["Robbery", "Fraud", "Arson", "Theft"].enumerated() {
            let y = 200 + Double(r) * 45
            page.word(label, 100, y)
            // "Robbery . . . . . . . . . ." — each dot a word, as a PDF text layer gives them.
            for d in 0..<12 { page.word(".", 100 + Double(label.count) * 18 + 8 + Double(d) * 24, y) }
            page.word("\(1000 + r * 37)", 900, y); page.word("\(r).5%", 1200, y)
        }
        let table = try #require(AlignedTableFinder().tables(on: page.evidence).first)
        #expect(table.columnCount == 3 && table.rowCount == 5)
    }

    /// A report's contents page: section numbers, titles indented by level, dot leaders (each dot a word, as a
    /// PDF text layer gives them) and page numbers set flush right. It lines up in three columns but is no table.
    func contentsPage(leaders: Bool, heading: [String]? = nil, pages: [String]? = nil, numbered: Bool = true,
                      title: String? = nil) -> PageSketch {
        var page = PageSketch()
        if let title { page.text(title, 100, 80) }
        let entries: [(String, String, String)] = [
            ("1", "Introduction", "3"), ("", "1.1 Background to the review", "3"), ("", "1.2 Scope and method", "5"),
            ("2", "Economic context", "7"), ("", "2.1 Output and employment", "7"), ("", "2.2 Prices and wages", "9"),
            ("3", "Findings", "15"), ("", "3.1 Regional differences", "15"), ("4", "Recommendations", "24"),
            ("Annex", "Statistical tables", "27")]
        var y = 200.0
        if let heading {
            if !heading[0].isEmpty { page.word(heading[0], 100, y) }
            page.text(heading[1], 300, y)
            page.word(heading[2], 2000 - Double(heading[2].count) * 18, y)
            y += 60
        }
        for (i, (number, title, pageNumber)) in entries.enumerated() {
            let x = number.isEmpty ? 340.0 : 300.0
            if numbered, !number.isEmpty { page.word(number, 100, y) }
            page.text(numbered ? title : String(title.drop { $0.isNumber || $0 == "." || $0 == " " }), x, y)
            if leaders {
                var d = x + Double(title.count) * 18 + 20
                while d < 1900 { page.word(".", d, y); d += 24 }
            }
            let shown = pages?[i] ?? pageNumber
            page.word(shown, 2000 - Double(shown.count) * 18, y)
            y += 55
        }
        return page
    }

    @Test func aContentsPageIsNoTable() {
        #expect(AlignedTableFinder().tables(on: contentsPage(leaders: true).evidence).isEmpty)
        #expect(AlignedTableFinder().tables(on: contentsPage(leaders: false).evidence).isEmpty)
        // "Page" over the page numbers heads a contents list too.
        let headed = contentsPage(leaders: false, heading: ["", "Contents", "Page"])
        #expect(AlignedTableFinder().tables(on: headed.evidence).isEmpty)
        // A scan's dot leaders are seldom read: unnumbered titles beside rising page numbers are a contents list
        // under a heading that says so, and a table without one (a table of names and rising figures may be so).
        let plain = contentsPage(leaders: false, numbered: false)
        #expect(AlignedTableFinder().tables(on: plain.evidence).count == 1)
        for title in ["Contents", "Table of contents", "Inhaltsverzeichnis", "List of tables:"] {
            let titled = contentsPage(leaders: false, numbered: false, title: title)
            #expect(AlignedTableFinder().tables(on: titled.evidence).isEmpty, "\(title)")
        }
    }

    /// The same rows under a heading that names the last column, or with figures there that do not rise down the
    /// page, are a table: a contents list has page numbers only, from its first row on, in page order.
    @Test func rowsLikeAContentsPageWithAHeadingOrFiguresAreATable() {
        let headed = contentsPage(leaders: false, heading: ["No.", "Task", "Minutes"])
        #expect(AlignedTableFinder().tables(on: headed.evidence).map(\.rowCount) == [11])
        let unordered = contentsPage(leaders: false, pages: ["12", "3", "40", "7", "18", "2", "9", "31", "5", "11"])
        #expect(AlignedTableFinder().tables(on: unordered.evidence).map(\.rowCount) == [10])
    }

    /// A web page's contents box (Wikipedia's): a bulleted outline of the sections, numbered, no page numbers.
    /// Under its heading it is no table; the same numbered rows with a figure beside each are one, and so are
    /// numbered rows of words with no contents heading over them (a table of clauses or steps may look so).
    @Test func aNumberedOutlineUnderAContentsHeadingIsNoTable() {
        let entries = [("1", "History"), ("1.1", "Early development"), ("1.2", "Naming"), ("2", "Design"),
                       ("2.1", "Kernel and user space"), ("3", "Adoption"), ("4", "See also")]
        func outline(title: String?, figures: Bool = false) -> PageSketch {
            var page = PageSketch()
            if let title { page.text(title, 100, 120) }
            for (i, (number, name)) in entries.enumerated() {
                let y = 220 + Double(i) * 50
                page.word(number, number.contains(".") ? 160 : 120, y)
                page.text(name, 300, y)
                if figures { page.word("\(12 + 3 * i).5", 1200, y) }
            }
            return page
        }
        for title in ["Contents", "Inhaltsverzeichnis"] {
            #expect(AlignedTableFinder().tables(on: outline(title: title).evidence).isEmpty, "\(title)")
        }
        #expect(AlignedTableFinder().tables(on: outline(title: "Contents", figures: true).evidence).count == 1)
        #expect(AlignedTableFinder().tables(on: outline(title: nil).evidence).count == 1)
    }

    /// A report's index set in two columns, each entry its term and pages: the entries side by side line up in
    /// rows and columns, but they are no table. A table of names ("Surname, Forename") and figures stays one.
    @Test func anIndexInTwoColumnsIsNoTable() {
        let left = ["Access, 41, 83", "Accounts, 47, 71-76", "Affordability, 46", "Arrears, 92, 113", "Benefits, 94",
                    "Boroughs, 11, 18, 39", "Building, 11, 105", "Census, 5, 40"]
        let right = ["Savings, 24", "Social rent, 5, 87", "Supply, 9, 17ff", "Tenancy, 64, 72", "Tenure, 48",
                     "Transport, 24", "Vacancy, 3, 108", "Wages, 9, 34, 99"]
        var index = PageSketch()
        for (i, (a, b)) in zip(left, right).enumerated() {
            index.text(a, 100, 200 + Double(i) * 45)
            index.text(b, 1300, 200 + Double(i) * 45)
        }
        #expect(AlignedTableFinder().tables(on: index.evidence).isEmpty)
        var names = PageSketch()
        for (i, name) in ["Ames, Ruth", "Brook, Peter", "Cole, Anna", "Dunn, Mark", "Ede, Sara", "Frey, Tom"].enumerated() {
            names.text(name, 100, 200 + Double(i) * 45)
            names.word("\(120 + 7 * i)", 1300, 200 + Double(i) * 45)
        }
        #expect(AlignedTableFinder().tables(on: names.evidence).map(\.rowCount) == [6])
    }
}
