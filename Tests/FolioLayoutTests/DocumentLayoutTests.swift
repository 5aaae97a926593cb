import FolioLayout
import FolioModel
import Testing

@Suite struct DocumentLayoutTests {
    private func page(_ index: Int, _ headings: [(String, Double)]) -> Page {
        var paragraphs = headings.enumerated().map { order, heading in
            Paragraph(order: order, text: heading.0, box: Box(x: 0, y: Double(order) * 50, width: 100, height: 20),
                      role: .heading, level: 9, fontSize: heading.1, bold: true)
        }
        paragraphs.append(Paragraph(order: paragraphs.count, text: String(repeating: "body text ", count: 40),
                                    box: Box(x: 0, y: 900, width: 600, height: 200), fontSize: 11, bold: false))
        return Page(index: index, width: 850, height: 1100, dpi: 100, textSource: .pdfText, transcript: "", confidence: 1,
                    lines: [], paragraphs: paragraphs)
    }

    /// Page 1 closing with an item stopped mid-sentence ("… where X, Y, and"), page 2 opening with text set in
    /// as an item's text is (layout-dev's semver): one item. A full stop before the break, or a page opening at
    /// its body's left edge, leaves them apart.
    private func itemAcrossPages(ending: String, nextX: Double) -> [Page] {
        let item = ListItem(marker: "b.", markerType: "lowerAlpha", level: 0, text: "A normal version number MUST take the form \(ending)",
                            box: Box(x: 120, y: 1000, width: 500, height: 40))
        let first = Page(index: 0, width: 850, height: 1100, dpi: 100, textSource: .pdfText, transcript: "", confidence: 1,
                         lines: [], paragraphs: [Paragraph(order: 0, text: "Semantic Versioning", box: Box(x: 100, y: 80, width: 400, height: 30),
                                                          role: .heading, fontSize: 20, bold: true),
                                                Paragraph(order: 2, text: "Page 1", box: Box(x: 400, y: 1060, width: 50, height: 15),
                                                          role: .pageNumber)],
                         lists: [ListBlock(order: 1, box: item.box, items: [item])])
        let second = Page(index: 1, width: 850, height: 1100, dpi: 100, textSource: .pdfText, transcript: "", confidence: 1,
                          lines: [], paragraphs: [
                            Paragraph(order: 0, text: "Z are non-negative integers, and MUST NOT\ncontain leading zeroes.",
                                      box: Box(x: nextX, y: 80, width: 500, height: 40), fontSize: 11),
                            Paragraph(order: 2, text: "Summary", box: Box(x: 100, y: 400, width: 200, height: 30), role: .heading,
                                      fontSize: 15, bold: true),
                            Paragraph(order: 3, text: "Given a version number, increment the major version when you break.",
                                      box: Box(x: 100, y: 450, width: 600, height: 20), fontSize: 11)],
                          lists: [ListBlock(order: 1, box: Box(x: 120, y: 200, width: 500, height: 20),
                                            items: [ListItem(marker: "c.", markerType: "lowerAlpha", level: 0, text: "Once released, it stays.",
                                                             box: Box(x: 120, y: 200, width: 500, height: 20))])])
        return DocumentLayout.settled([first, second])
    }

    @Test func anItemStoppedMidSentenceAtThePageFootGoesOnOverThePage() {
        let pages = itemAcrossPages(ending: "X.Y.Z where X, Y, and", nextX: 140)
        #expect(pages[0].lists[0].items[0].text
                == "A normal version number MUST take the form X.Y.Z where X, Y, and Z are non-negative integers, and MUST NOT contain leading zeroes.")
        #expect(pages[1].paragraphs.map(\.text).contains("Summary"))
        #expect(!pages[1].paragraphs.contains { $0.text.hasPrefix("Z are") })
        #expect(pages[1].lists[0].order == 0 && pages[1].paragraphs.map(\.order) == [1, 2])
        let stopped = itemAcrossPages(ending: "X.Y.Z.", nextX: 140)
        #expect(stopped[0].lists[0].items[0].text.hasSuffix("X.Y.Z."))
        #expect(stopped[1].paragraphs.count == 3)
        let flush = itemAcrossPages(ending: "X.Y.Z where X, Y, and", nextX: 100)
        #expect(flush[1].paragraphs.count == 3)
    }

    /// Page 1 closing with a body paragraph stopped mid-sentence on a full line ("… posting via an official"),
    /// page 2 opening with body text in lower case (layout-dev's contributor covenant): one paragraph, on page 1.
    private func paragraphAcrossPages(ending: String = "posting via an official", lastLineWidth: Double = 495,
                                      opening: String = "social media account, or acting as an appointed\nrepresentative.",
                                      footY: Double = 900, nextWidth: Int = 850) -> [Page] {
        let lines = [("This Code of Conduct applies within all community spaces, and also applies", 500.0),
                     ("when an individual is officially representing the community in public spaces.", 498.0),
                     ("Examples of representing our community include using an official e-mail address, \(ending)",
                      lastLineWidth)]
        .enumerated().map { row, line in
            Line(text: line.0, box: Box(x: 100, y: footY + Double(row) * 20, width: line.1, height: 15), confidence: 1,
                 words: [])
        }
        let first = Page(index: 0, width: 850, height: 1100, dpi: 100, textSource: .pdfText, transcript: "", confidence: 1,
                         lines: lines, paragraphs: [
                            Paragraph(order: 0, text: "Scope", box: Box(x: 100, y: footY - 50, width: 100, height: 25),
                                      role: .heading, fontSize: 15, bold: true),
                            Paragraph(order: 1, text: lines.map(\.text).joined(separator: "\n"),
                                      box: Box(x: 100, y: footY, width: 500, height: 55), fontSize: 11),
                            Paragraph(order: 2, text: "Page 1", box: Box(x: 400, y: 1060, width: 50, height: 15),
                                      role: .pageNumber)])
        let second = Page(index: 1, width: nextWidth, height: 1100, dpi: 100, textSource: .pdfText, transcript: "",
                          confidence: 1, lines: [], paragraphs: [
                            Paragraph(order: 0, text: opening, box: Box(x: 100, y: 80, width: 500, height: 35), fontSize: 11),
                            Paragraph(order: 1, text: "Enforcement", box: Box(x: 100, y: 150, width: 200, height: 25),
                                      role: .heading, fontSize: 15, bold: true)])
        return DocumentLayout.settled([first, second])
    }

    @Test func aParagraphStoppedMidSentenceAtThePageFootGoesOnOverThePage() {
        let pages = paragraphAcrossPages()
        #expect(pages[0].paragraphs[1].text.hasSuffix("posting via an official\nsocial media account, or acting as an appointed\nrepresentative."))
        #expect(pages[1].paragraphs.map(\.text) == ["Enforcement"])
        #expect(pages[1].paragraphs[0].order == 0)
        // A word broken over the page by a hyphen goes on too.
        let broken = paragraphAcrossPages(ending: "posting via an offi-", opening: "cial social media account.")
        #expect(broken[0].paragraphs[1].text.hasSuffix("offi-\ncial social media account."))
        // A sentence ended, a short last line (the paragraph ended there), a page opening with a capital, a body
        // stopping halfway down its page, or a next page of another size (turned, pdfplumber's issue-848): apart.
        for apart in [paragraphAcrossPages(ending: "posting via an official account."),
                      paragraphAcrossPages(lastLineWidth: 300),
                      paragraphAcrossPages(opening: "Social media accounts are covered too."),
                      paragraphAcrossPages(footY: 400), paragraphAcrossPages(nextWidth: 1100)] {
            #expect(apart[1].paragraphs.count == 2)
            #expect(!apart[0].paragraphs[1].text.contains("ocial media"))
        }
    }

    @Test func levelsAreRankedOverTheWholeDocument() {
        let pages = DocumentLayout.settled([page(0, [("Guide", 20), ("Install", 15)]), page(1, [("From source", 13)])])
        #expect(pages[0].paragraphs[0].role == .title && pages[0].paragraphs[0].level == 1)
        #expect(pages[0].paragraphs[1].level == 2)
        #expect(pages[1].paragraphs[0].level == 3)
    }

    @Test func aDocumentWhoseLargestHeadingIsModestStartsLower() {
        // 15 pt over 12 pt body text is a second-level heading in the usual style sheets.
        var first = page(0, [("Area", 15), ("Module", 13)])
        first.paragraphs[2].fontSize = 12
        let pages = DocumentLayout.settled([first])
        #expect(pages[0].paragraphs.prefix(2).map(\.level) == [2, 3])
    }

    /// Headings of one size, bold and plain: in a text layer bold ranks first, a level above; on a scan, where
    /// bold is measured from the strokes and told only where they are clearly wider, they are one level.
    @Test func headingsOfOneSizeShareALevelOnAScanWhateverTheirMeasuredWeight() {
        var printed = page(0, [("Accessibility", 20), ("Automation", 13), ("Design", 13)])
        printed.paragraphs[2].bold = false
        #expect(DocumentLayout.settled([printed])[0].paragraphs.prefix(3).map(\.level) == [1, 2, 3])
        var scanned = printed
        scanned.textSource = .ocr
        #expect(DocumentLayout.settled([scanned])[0].paragraphs.prefix(3).map(\.level) == [1, 2, 2])
    }

    /// Headings of one level measured from a scan's ink at 15 and 16 pt (18F's interview guide on layout-dev,
    /// set at 15): one level, the 13.5 pt ones under them the next. A text layer's 15 and 16 pt are two levels.
    @Test func aScansMeasuredSizesSevenPercentApartAreOneLevel() {
        var scanned = page(0, [("Core values interview guide", 21), ("Purpose", 15), ("Before the interview", 16),
                               ("Relevant work experience", 13.5)])
        scanned.textSource = .ocr
        #expect(DocumentLayout.settled([scanned])[0].paragraphs.prefix(4).map(\.level) == [1, 2, 2, 3])
        let printed = page(0, [("Core values interview guide", 21), ("Purpose", 15), ("Before the interview", 16),
                               ("Relevant work experience", 13.5)])
        #expect(DocumentLayout.settled([printed])[0].paragraphs.prefix(4).map(\.level) == [1, 3, 2, 4])
    }
}

