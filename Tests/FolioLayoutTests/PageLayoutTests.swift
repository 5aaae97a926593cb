import FolioLayout
import FolioModel
import Testing

@Suite struct PageLayoutTests {
    @Test func headingsByTypeListsNestedAndNumberingGoingOn() throws {
        // A page of running text (a receipt's bold labels are not headings: `receiptLabelsAreNotHeadings`).
        var page = PageSketch()
        page.line("Release notes", x: 100, y: 100, size: 20, bold: true)
        page.line("This page says what changed in the release and how to upgrade from the one", x: 100, y: 140)
        page.line("before it, which parts of the store are touched and what stays as it was,", x: 100, y: 162)
        page.line("so that a nightly job can be moved to it without a second look.", x: 100, y: 184)
        page.line("Changes", x: 100, y: 220, size: 15, bold: true)
        page.line("1. Faster start-up on large archives", x: 120, y: 270)
        page.line("a. Pages are read in parallel", x: 160, y: 295)
        page.line("b. The store opens lazily", x: 160, y: 320)
        page.line("2. Better tables", x: 120, y: 345)
        page.line("Upgrading needs no migration of the store at all.", x: 100, y: 400)
        page.line("3. Smaller exports", x: 120, y: 455)
        let output = PageLayout().read(page.input())
        let headings = output.paragraphs.filter { $0.role == .heading }
        #expect(headings.map(\.text) == ["Release notes", "Changes"])
        #expect(headings.map(\.level) == [1, 2])
        #expect(output.lists.count == 2)
        let first = try #require(output.lists.first)
        #expect(first.items.map(\.text) == ["Faster start-up on large archives", "Pages are read in parallel",
                                            "The store opens lazily", "Better tables"])
        #expect(first.items.map(\.level) == [0, 1, 1, 0])
        #expect(first.items.map(\.markerType) == ["decimal", "lowerAlpha", "lowerAlpha", "decimal"])
        #expect(output.lists.last?.items.first?.marker == "3.")
        // One order over paragraphs and lists, as printed.
        let order = output.paragraphs.map { ($0.order, $0.text) } + output.lists.map { ($0.order, $0.items[0].text) }
        #expect(order.sorted { $0.0 < $1.0 }.map(\.1) == ["Release notes",
            "This page says what changed in the release and how to upgrade from the one\nbefore it, which parts of the "
                + "store are touched and what stays as it was,\nso that a nightly job can be moved to it without a second look.",
            "Changes",
            "Faster start-up on large archives", "Upgrading needs no migration of the store at all.", "Smaller exports"])
    }

    /// Roman numbers set flush right, their text at x 140 (layout-dev's matrix MSC 2324, as its text layer gives
    /// it): a "◦" set under "II." half an em in from that text (closer than a level's indent usually steps) stands
    /// in the number's text, a level down; "III." after it is back at the outer level.
    @Test func aBulletStandingInTheTextOfTheNumberAboveIsNestedUnderIt() throws {
        var page = PageSketch()
        page.line("The new process, from start to finish, is proposed as:", x: 100, y: 100)
        page.line("I. Have an idea for a feature.", x: 120, y: 130)
        page.line("II. Optionally: implement the feature using unstable endpoints.", x: 112, y: 155)
        page.line("◦ When using unstable endpoints, they MUST include a vendor prefix.", x: 147, y: 180)
        page.line("◦ Unstable endpoints do not inherit from stable APIs.", x: 147, y: 205)
        page.line("III. In parallel, or ahead of implementation, open an MSC.", x: 105, y: 230)
        let output = PageLayout().read(page.input())
        let list = try #require(output.lists.first)
        #expect(list.items.map(\.marker) == ["I.", "II.", "◦", "◦", "III."])
        #expect(list.items.map(\.level) == [0, 0, 1, 1, 0])
    }

    /// The same list going on at the top of the next page (layout-dev's istio committee charter): its "◦" items,
    /// alone on the page's bullets, stand in the text of the page's numbered items, so they are nested, and "II."
    /// after them is at the outer level.
    @Test func bulletsOpeningAPageInTheTextOfItsNumberedItemsAreNested() throws {
        var page = PageSketch()
        page.line("◦ Creating, reviewing, approving, and publishing governance documents.", x: 147, y: 100)
        page.line("◦ Serving as a high-level advisory body for technical inquiries.", x: 147, y: 125)
        page.line("II. The TOC is expected to operate by consensus at all times.", x: 112, y: 150)
        page.line("III. TOC members shall act independently, in their own capacities.", x: 105, y: 175)
        page.line("Membership and Elections", x: 100, y: 220, size: 14, bold: true)
        page.line("Members are elected each year by the maintainers of the project.", x: 100, y: 250)
        let output = PageLayout().read(page.input())
        let list = try #require(output.lists.first)
        #expect(list.items.map(\.marker) == ["◦", "◦", "II.", "III."])
        #expect(list.items.map(\.level) == [1, 1, 0, 0])
    }

    /// The list going on at the head of a second column whose left edge lies elsewhere against its numbers' text
    /// (layout-dev's matrix MSC 2324: "VIII." hangs out of the column): "◦" goes on at the level of the "◦" before
    /// the break, "III." at the level of "II.".
    @Test func aListGoingOnInTheNextColumnKeepsItsLevelsByItsMarkers() throws {
        var page = PageSketch()
        for row in 0..<10 { page.line("left column line \(row) of running text", x: 100, y: 100 + Double(row) * 22) }
        page.line("I. Have an idea for it.", x: 120, y: 330)
        page.line("II. Optionally: try it.", x: 112, y: 355)
        page.line("◦ Use a vendor prefix.", x: 147, y: 380)
        page.line("◦ Ship it at any time.", x: 507, y: 100)
        page.line("◦ Say when it changes.", x: 507, y: 125)
        page.line("III. Open a proposal.", x: 465, y: 150)
        page.line("IV. Wait for comments.", x: 467, y: 175)
        page.line("V. Merge the change.", x: 475, y: 200)
        for row in 0..<8 { page.line("right column line \(row) of text", x: 452, y: 240 + Double(row) * 22) }
        let output = PageLayout().read(page.input())
        let items = output.lists.flatMap(\.items)
        #expect(items.map(\.marker) == ["I.", "II.", "◦", "◦", "◦", "III.", "IV.", "V."])
        #expect(items.map(\.level) == [0, 0, 1, 1, 1, 0, 0, 0])
    }

    /// OCR reads a ring bullet as "o", its box as high as the line's (layout-dev's homebrew AGM guide and
    /// free-programming-books' guide, scanned): before a number it is a bullet as it is before a capital, and so
    /// is an "o" whose line starts right of where the text of the line above starts ("o no URL shortener links"
    /// under its item). An "o" opening a line of a sentence going on (Portuguese "o seu") is a word.
    @Test func anOReadForARingBeforeANumberOrIndentedIsABullet() throws {
        var page = PageSketch()
        page.runningText(y: 30)
        page.line("• Roles", x: 100, y: 100)
        page.line("• Logistics timeline", x: 100, y: 125)
        page.line("o Two weeks prior", x: 140, y: 150)
        page.line("o 10 days prior", x: 140, y: 175)
        page.line("o One week prior", x: 140, y: 200)
        page.line("• always prefer the shortest link: is better than", x: 100, y: 225)
        page.line("o no URL shortener links", x: 122, y: 250)  // 0.65 em right of "always"
        page.line("• mantenha o texto curto e claro para que", x: 100, y: 275)
        page.line("o seu leitor entenda", x: 112, y: 297)
        let output = PageLayout().read(page.input())
        #expect(output.lists.count == 1)
        let items = try #require(output.lists.first).items
        #expect(items.map(\.text) == ["Roles", "Logistics timeline", "Two weeks prior", "10 days prior", "One week prior",
                                      "always prefer the shortest link: is better than", "no URL shortener links",
                                      "mantenha o texto curto e claro para que o seu leitor entenda"])
        #expect(items.map(\.level) == [0, 0, 1, 1, 1, 0, 1, 0])
    }

    /// The second of two rings read as "o" under one item (layout-dev's scorecard checks, scanned) stands under
    /// the first item's wrapped text, left of where it starts, but in line with the first "o": a bullet too.
    @Test func anOInLineWithARingBulletIsOne() throws {
        var page = PageSketch()
        page.runningText(y: 30)
        page.line("• Require code review:", x: 100, y: 100)
        page.line("o requires at least one reviewer, which greatly", x: 122, y: 125)
        page.line("reduces the risk of a compromised contributor", x: 134, y: 147)
        page.line("o requiring two or more reviewers protects more", x: 122, y: 172)
        let output = PageLayout().read(page.input())
        let items = try #require(output.lists.first).items
        #expect(items.map(\.text) == ["Require code review:",
                                      "requires at least one reviewer, which greatly reduces the risk of a compromised contributor",
                                      "requiring two or more reviewers protects more"])
        #expect(items.map(\.level) == [0, 1, 1])
    }

    /// A paragraph's last word alone on its line, set apart and measured bold on a scan (layout-dev's rclone
    /// guide: "tests."), is no heading: it opens in lower case and ends a sentence. A bold heading stays one.
    @Test func aBoldTailOfASentenceIsNoHeading() {
        var page = PageSketch()
        page.line("Committing your changes", x: 100, y: 60, bold: true)
        page.line("Note that you may need to make a test remote, e.g. TestSwift for some of the unit", x: 100, y: 100)
        page.line("tests.", x: 100, y: 150, bold: true)
        page.line("This is typically enough if you made a simple bug fix, otherwise please read the", x: 100, y: 200)
        page.line("rest of this guide before you open a pull request against the main branch.", x: 100, y: 222)
        let output = PageLayout().read(page.input())
        #expect(output.paragraphs.filter { $0.role == .heading }.map(\.text) == ["Committing your changes"])
        #expect(output.paragraphs.contains { $0.text.hasSuffix("tests.") && $0.role == .body })
    }

    /// A wrapped line of an item's text that opens with a dash, the line above going on mid-sentence and the line
    /// below set where the dash is (layout-dev's matrix MSC 2324: "compatibility / - e.g. a user authentication
    /// change which / can't be safely rolled back"), is text, not an item. Dash items under a line that does not
    /// end a sentence stay items: the line below each opens with a dash too.
    @Test func aDashOpeningAWrappedLineOfTextIsNoItem() throws {
        var page = PageSketch()
        page.runningText(y: 0)
        page.line("• If you don't want to support the technical debt, implement it with care for", x: 100, y: 90)
        page.line("backwards compatibility", x: 112, y: 112)
        page.line("- e.g. a user authentication change which", x: 112, y: 134)
        page.line("can't be safely rolled back, do not ship it.", x: 112, y: 156)
        page.line("• If at any point the idea changes, change the flag too.", x: 100, y: 180)
        page.line("The release adds these", x: 100, y: 230)
        page.line("- Faster start-up", x: 100, y: 255)
        page.line("- Smaller exports", x: 100, y: 280)
        let output = PageLayout().read(page.input())
        let items = output.lists.flatMap(\.items)
        #expect(items.map(\.marker) == ["•", "•", "-", "-"])
        #expect(items.first?.text.hasSuffix("compatibility - e.g. a user authentication change which can't be safely rolled back, do not ship it.") == true)
    }

    /// A short line opening with a number and measured bold is a numbered heading ("2. Warning"), but not when
    /// its text goes on in the line below, set under it: an item with a few bold words (layout-dev's jekyll
    /// release guide, scanned: "4. Now run rake site:generate to / update various meta files:").
    @Test func aBoldNumberedLineWhoseTextGoesOnBelowIsAnItem() throws {
        var page = PageSketch()
        page.line("2. Warning", x: 100, y: 100, bold: true)
        page.line("Releases cut from an old branch need their own notes, written by hand for each.", x: 100, y: 125)
        page.line("3. Optionally, update the version string.", x: 120, y: 170)
        page.line("4. Now run rake site:generate to", x: 120, y: 195, bold: true)
        page.line("update various meta files:", x: 140, y: 217)
        let output = PageLayout().read(page.input())
        let items = output.lists.flatMap(\.items)
        #expect(items.map(\.marker) == ["3.", "4."])
        #expect(items.last?.text == "Now run rake site:generate to update various meta files:")
        #expect(output.paragraphs.contains { $0.text == "2. Warning" })
    }

    @Test func twoColumnsReadOneAfterTheOtherUnderAFullWidthTitle() {
        var page = PageSketch()
        page.line("A title across both columns of this page", x: 100, y: 80, size: 20, bold: true)
        for row in 0..<12 {
            let y = 160 + Double(row) * 22
            page.line("left column line number \(row) goes here", x: 100, y: y)
            page.line("right column line number \(row) goes on", x: 460, y: y)
        }
        let output = PageLayout().read(page.input())
        let body = output.paragraphs.filter { $0.role == .body }.sorted { $0.order < $1.order }
        #expect(body.count == 2)
        #expect(body.first?.text.hasPrefix("left column line number 0") == true)
        #expect(body.first?.text.contains("right") == false)
        #expect(body.last?.text.hasPrefix("right column line number 0") == true)
        #expect(output.transcript.hasPrefix("A title across both columns"))
    }

    /// A page of prose whose second column ends after three lines (a document's last page): a tenth of its words
    /// make that column a column, so its heading, on the row of a line of the first, is not joined to that line
    /// ("wish to use them. Hardware support is Out of Bounds" on a page of layout-dev's wasm design guide).
    @Test func aSecondColumnEndingEarlyIsStillAColumn() {
        var page = PageSketch()
        for row in 0..<14 {
            page.line("left column line \(row) of running text", x: 100, y: 160 + Double(row) * 22)
            if row == 0 { page.line("Out of Bounds", x: 380, y: 160, size: 13, bold: true) }
        }
        page.line("the ideal semantics is to trap", x: 380, y: 204)
        page.line("but that is not yet clear", x: 380, y: 226)
        let pieces = LineSegments.split(page.lines, wordStyles: []).lines.map(\.text)
        #expect(pieces.contains("Out of Bounds"))
        #expect(pieces.contains("left column line 0 of running text"))
    }

    /// On a page of short lines (a receipt), a strip clear of words between a few labels and their amounts, a
    /// tenth of the words on the right, is no gutter: the lines stay whole.
    @Test func aFewAmountsRightOfShortLinesAreNoColumn() {
        var lines: [Line] = []
        for row in 0..<10 {
            var page = PageSketch()
            page.line("Thank you, come again", x: 100, y: 100 + Double(row) * 22)
            lines += page.lines
        }
        for (row, label) in ["Coffee large", "Bagel plain", "Orange juice", "Muffin bran", "Tea green", "Soup hot"].enumerated() {
            var page = PageSketch()
            let y = 340 + Double(row) * 22
            page.line(label, x: 100, y: y)
            page.line("\(row + 2).50", x: 700, y: y)
            lines.append(Line(words: page.lines.flatMap(\.words)))
        }
        #expect(LineSegments.split(lines, wordStyles: []).lines.count == lines.count)
    }

    /// A paragraph opening with a bold phrase whose first line a long word cut short, as a scan measures it (the
    /// whole line bold): the next line goes on in lower case, so it is one paragraph, no heading. A short bold
    /// line over a line opening a sentence is still a heading run in with its paragraph.
    @Test func aBoldOpeningPhraseCutShortByALongWordIsNoHeading() {
        var page = PageSketch()
        page.line("Community Impact: Use of", x: 100, y: 100, bold: true)
        page.line("inappropriate language or other behavior deemed unprofessional or unwelcome in the", x: 100, y: 122)
        page.line("community, as the maintainers judge it in each case that they are told about here.", x: 100, y: 144)
        page.line("Consequence", x: 100, y: 200, bold: true)
        page.line("A private, written warning from community leaders, providing clarity around the", x: 100, y: 222)
        page.line("nature of the violation and an explanation of why the behavior was inappropriate.", x: 100, y: 244)
        let output = PageLayout().read(page.input())
        let headings = output.paragraphs.filter { $0.role == .heading }.map(\.text)
        #expect(headings == ["Consequence"])
        #expect(output.paragraphs.contains { paragraph in
            paragraph.role == .body
                && paragraph.text.split(whereSeparator: \.isWhitespace).prefix(5) == ["Community", "Impact:", "Use", "of", "inappropriate"]
        })
    }

    @Test func labelsAndAmountsAreNotColumns() {
        var page = PageSketch()
        for (row, item) in ["Coffee", "Bagel with cream cheese", "Orange juice", "Muffin", "Tea", "Cookie",
                            "Water", "Soup of the day"].enumerated() {
            let y = 100 + Double(row) * 22
            page.line(item, x: 100, y: y)
            page.line("\(row + 2).50", x: 700, y: y)
        }
        let output = PageLayout().read(page.input())
        // Read row by row: each label is followed by its amount.
        let words = output.transcript.split(whereSeparator: \.isWhitespace)
        #expect(words.prefix(3) == ["Coffee", "2.50", "Bagel"])
    }

    @Test func runningHeaderAndPageNumberStayOutOfTheBody() {
        var page = PageSketch()
        page.line("Folio user guide — Running a batch", x: 300, y: 30, size: 9)
        for row in 0..<10 {
            page.line("Body text of the page, line \(row), set in the usual size.", x: 100, y: 150 + Double(row) * 22)
        }
        page.line("Page 3", x: 400, y: 1050, size: 9)
        let output = PageLayout().read(page.input())
        #expect(output.paragraphs.filter { $0.role == .pageHeader }.map(\.text) == ["Folio user guide — Running a batch"])
        #expect(output.paragraphs.filter { $0.role == .pageNumber }.map(\.text) == ["Page 3"])
        let body = output.paragraphs.filter { !$0.role.isFurniture }
        let furniture = output.paragraphs.filter(\.role.isFurniture)
        #expect(body.map(\.order).max()! < furniture.map(\.order).min()!)
        #expect(output.transcript.hasPrefix("Folio user guide") && output.transcript.hasSuffix("Page 3"))
    }

    /// A footer and its page number on one row come out left to right, whatever order the furniture's
    /// dictionary hands them in (Swift seeds its hashing afresh in every process, so that order changed from run
    /// to run: camelot's spreadsheet_no_bounding_frame.pdf put its page number before or after its footer).
    @Test func aFooterAndItsPageNumberOnOneRowAreReadLeftToRight() {
        for number in 1...8 {
            var page = PageSketch()
            for row in 0..<10 {
                page.line("Body text of the page, line \(row), set in the usual size.", x: 100, y: 150 + Double(row) * 22)
            }
            page.line("Followup of the crops, assessment \(number)", x: 100, y: 1050, size: 9)
            page.line("\(number)", x: 700, y: 1050, size: 9)
            page.line("Report of the season", x: 100, y: 30, size: 9)
            page.line("Table \(number)", x: 600, y: 30, size: 9)
            let furniture = PageLayout().read(page.input()).paragraphs.filter(\.role.isFurniture)
                .sorted { $0.order < $1.order }.map(\.text)
            #expect(furniture == ["Report of the season", "Table \(number)", "Followup of the crops, assessment \(number)",
                                  "\(number)"])
        }
    }

    @Test func receiptLabelsAreNotHeadings() {
        var page = PageSketch()
        page.line("CORNER CAFE", x: 300, y: 60, size: 13, bold: true)
        for (row, text) in ["Table No: 12", "Coffee 3.50", "Bagel 2.80", "Orange juice 4.10", "SUBTOTAL 10.40",
                            "TAX 0.62", "Cash 20.00", "Change 8.98"].enumerated() {
            page.line(text, x: 100, y: 120 + Double(row) * 22, bold: text.hasPrefix("S") || text.hasPrefix("T"))
        }
        let output = PageLayout().read(page.input())
        #expect(output.paragraphs.filter { $0.role == .heading || $0.role == .title }.isEmpty)
        #expect(output.lists.isEmpty)
    }

    /// A receipt's lines under its name: an item table, and lines of thanks set larger than the rest.
    private func receipt(above: (inout PageSketch) -> Void) -> PageLayout.Input {
        var page = PageSketch()
        above(&page)
        page.line("12 Jalan Besar, 45600 Kuala Lumpur", x: 200, y: 200)
        page.line("GST ID: 000381399040 Cashier: 01", x: 180, y: 222)
        page.line("Tax Invoice", x: 330, y: 244)
        for row in 0..<10 { page.line("Item \(row) 1 x 3.50 3.50", x: 150, y: 280 + Double(row) * 22) }
        page.line("THANK YOU FOR YOUR PATRONAGE", x: 200, y: 520, size: 13)
        page.line("PLEASE KEEP THIS RECEIPT FOR PROOF", x: 180, y: 550, size: 13)
        page.line("TERIMA KASIH SILA DATANG LAGI", x: 200, y: 580, size: 13)
        var input = page.input()
        input.tables = [Table(order: 0, box: Box(x: 140, y: 275, width: 500, height: 225), rowCount: 10, columnCount: 4,
                              ruled: false, cells: [])]
        return input
    }

    private func headings(_ input: PageLayout.Input) -> [String] {
        PageLayout().read(input).paragraphs.filter { $0.role == .heading || $0.role == .title }.map(\.text)
    }

    @Test func aReceiptIsHeadedByItsNameAlone() {
        #expect(headings(receipt { $0.line("CORNER CAFE", x: 280, y: 120, size: 20) }) == ["CORNER CAFE"])
        // A stamp lands beside other text and is read unsurely; the name under it still heads the receipt.
        #expect(headings(receipt { page in
            page.line("PAID", x: 420, y: 40, size: 30, confidence: 0.58)
            page.line("14 MAR 2018", x: 250, y: 60)
            page.line("CORNER CAFE", x: 280, y: 120, size: 20)
        }) == ["CORNER CAFE"])
    }

    @Test func aReceiptIsNotHeadedByFiguresSentencesOrWhatFollowsItsName() {
        #expect(headings(receipt { $0.line("Tel: 03-5542 3228 Fax: 03-5542 3213", x: 150, y: 120, size: 20) }).isEmpty)
        #expect(headings(receipt { $0.line("Goods sold are not returnable.", x: 150, y: 120, size: 20) }).isEmpty)
        // "Table 9" printed large under the name and the kind of bill.
        #expect(headings(receipt { page in
            page.line("SUSHI MENTAI", x: 300, y: 40)
            page.line("Tax Invoice", x: 310, y: 62)
            page.line("Table 9", x: 100, y: 120, size: 24)
        }).isEmpty)
    }

    @Test func dashesAndSpecksOnAReceiptAreNoList() {
        let lists = PageLayout().read(receipt { page in
            page.line("CORNER CAFE", x: 280, y: 60, size: 20)
            page.line("- TAX INVOICE -", x: 300, y: 100)
            page.line("\u{2022} WA27-20", x: 120, y: 140)
        }).lists
        #expect(lists.isEmpty)
        // Bullets standing in line are a list, even there.
        let aligned = PageLayout().read(receipt { page in
            page.line("- Free parking", x: 150, y: 100)
            page.line("- Free refills", x: 150, y: 122)
        }).lists
        #expect(aligned.map(\.items.count) == [2])
    }

    @Test func aLineOpeningWithANumberIsNotAList() {
        var page = PageSketch()
        page.line("12 Main Street", x: 100, y: 100)
        page.line("2024 was a good year for the project and its users.", x: 100, y: 122)
        page.line("3.50 is what a coffee costs here.", x: 100, y: 144)
        #expect(PageLayout().read(page.input()).lists.isEmpty)
    }
}
