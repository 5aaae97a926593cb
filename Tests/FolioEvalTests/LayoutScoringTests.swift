import FolioModel
import Testing
@testable import FolioEval

@Suite struct LayoutScoringTests {
    // Ratios from Python 3.11: difflib.SequenceMatcher(None, a, b, autojunk=False).ratio().
    static let base = String(repeating: "inthesystemswithmanydependenciesreleasingnewpackageversionscanquicklybecomeanightmare"
                             + "ifthedependencyspecificationsaretootight", count: 2)
    static let ratioVectors: [(String, String, Double)] = [
        ("abcd", "bcde", 0.75),
        ("kitten", "sitting", 0.6153846153846154),
        ("", "abc", 0),
        ("", "", 1),
        ("abxcd", "abcd", 0.8888888888888888),
        ("thequickbrownfox", "thequickbrownfix", 0.9375),
        // Repeated text: the longest block pairs the wrong copies, as difflib does.
        (base, "inthesystemswithmaeydedecdenciesreleasingnewpackageveraionscanquicklybecomeanightmbreifthedependencysae"
            + "cificationsaretootightinthesystemswithmanydepeadenciesreleasingnewpackageversionscanquicklybecomeanightm"
            + "areifthedependencyspecifieationsaretootight", 0.492),
        (base, String(base.dropFirst(40)) + String(base.prefix(40)), 0.84),
    ]

    @Test(arguments: ratioVectors)
    func theRatioIsDifflibs(_ a: String, _ b: String, _ expected: Double) {
        let ratio = LayoutText.ratio(Array(a.unicodeScalars), Array(b.unicodeScalars))
        #expect(abs(ratio - expected) < 1e-12)
    }

    @Test func textIsComparedByLettersAndDigitsAfterNFKCAndLowerCasing() {
        #expect(String(String.UnicodeScalarView(LayoutText.normalized("Ｆｉｌｅ №3 — “Straße”, ½"))) == "fileno3straße12")
        #expect(LayoutText.normalized("  ... ") == [])
    }

    @Test func matchingIsGreedyBestRatioFirstAndOneToOne() {
        let truth = ["semantic versioning", "semantic versioning spec"].map(LayoutText.normalized)
        let predicted = ["semantic versioning spec", "semantic versioning", "unrelated"].map(LayoutText.normalized)
        let pairs = TextMatching.match(truth: truth, predicted: predicted)
        #expect(pairs.map { [$0.truth, $0.predicted] } == [[0, 1], [1, 0]])
    }

    @Test func tauBCountsTiesAsScipyDoes() {
        #expect(KendallTau.tauB([(1, 1), (2, 3), (3, 2), (4, 4)]).map { abs($0 - 4.0 / 6) < 1e-12 } == true)
        // One tie in x: (C − D) / √((n₀ − n₁) n₀) = 5 / √(5 × 6).
        #expect(KendallTau.tauB([(1, 1), (1, 2), (2, 3), (3, 4)]).map { abs($0 - 5 / (30.0).squareRoot()) < 1e-12 } == true)
        #expect(KendallTau.tauB([(1, 4), (2, 3), (3, 2), (4, 1)]) == -1)
        #expect(KendallTau.tauB([(1, 1)]) == nil)
        #expect(KendallTau.tauB([(1, 1), (1, 2)]) == nil)
    }

    static let truth = LayoutTruth(
        name: "doc", columns: 1, pages: 1,
        headings: [.init(text: "Release process", level: 1), .init(text: "Steps to follow", level: 2)],
        blocks: [
            .init(type: "heading", text: "Release process", level: 1),
            .init(type: "paragraph", text: "Every release goes through the same steps, written down here once."),
            .init(type: "heading", text: "Steps to follow", level: 2),
            .init(type: "list", text: "", list: 0),
            .init(type: "paragraph", text: "Ask on the mailing list when something is unclear about these steps."),
        ],
        lists: [.init(items: [
            .init(text: "Tag the release commit", level: 0, markerType: "decimal", marker: "1."),
            .init(text: "Build the wheels on every platform", level: 1, markerType: "lowerAlpha", marker: "a."),
            .init(text: "Publish the announcement", level: 0, markerType: "decimal", marker: "2."),
        ])])

    @Test func theTruthScoredAgainstItselfScoresOneEverywhere() {
        let score = LayoutScore([LayoutScorer.score(Self.truth, prediction: Self.truth.prediction)])
        #expect(score.imperfections == [])
        #expect(score.matchedItems == 3 && score.matchedHeadings == 2)
    }

    @Test func aToolThatReadNothingScoresZeroAndHasNoTau() {
        let document = LayoutScorer.score(Self.truth, prediction: nil)
        let score = LayoutScore([document])
        #expect(!document.read && document.missedItems.count == 3 && document.missedHeadings.count == 2)
        #expect(score.itemF1 == 0 && score.headingF1 == 0 && score.cover == 0)
        #expect(score.itemPrecision == nil && score.tauAll == nil)
    }

    @Test func wrongLevelsAndMarkersCountAgainstTheMatchedOnly() {
        let prediction = LayoutDocument(name: "doc", pages: [
            LayoutPage(blocks: [
                LayoutBlock(type: .title, text: "Release process"),
                LayoutBlock(type: .paragraph, text: "Every release goes through the same steps, written down here once."),
                LayoutBlock(type: .heading, text: "Steps to follow", level: 3),
                .list([
                    LayoutItem(text: "Tag the release commit", level: 0, markerType: "decimal", marker: "(1)"),
                    LayoutItem(text: "Build the wheels on every platform", level: 0, markerType: "bullet", marker: "-"),
                ]),
            ]),
            LayoutPage(blocks: [
                .list([LayoutItem(text: "Publish the announcement", level: 0, markerType: "decimal", marker: "3.")]),
                LayoutBlock(type: .paragraph, text: "Ask on the mailing list when something is unclear about these steps."),
            ]),
        ])
        let document = LayoutScorer.score(Self.truth, prediction: prediction)
        let score = LayoutScore([document])
        #expect(score.itemF1 == 1 && score.headingF1 == 1)
        #expect(score.itemLevel == 2.0 / 3 && score.itemMarkerType == 2.0 / 3)
        // "(1)" is "1."; "-" is not "a."; "3." is not "2.".
        #expect(score.itemMarker == 1.0 / 3)
        #expect(score.headingLevel == 0.5)
        #expect(document.tau == 1 && score.cover == 1)
        #expect(document.wrongItems.count == 2 && document.wrongHeadings == ["h2 Steps to follow → h3"])
    }

    @Test func splitAndMergedBlocksAreTiedByContainment() {
        // The first paragraph split in two at a column break (each part 20+ letters), the heading and the list
        // merged into one block, the last paragraph read first.
        let prediction = LayoutDocument(name: "doc", pages: [LayoutPage(blocks: [
            LayoutBlock(type: .paragraph, text: "Ask on the mailing list when something is unclear about these steps."),
            LayoutBlock(type: .heading, text: "Release process", level: 1),
            LayoutBlock(type: .paragraph, text: "Every release goes through the same"),
            LayoutBlock(type: .paragraph, text: "steps, written down here once."),
            LayoutBlock(type: .paragraph, text: "Steps to follow Tag the release commit Build the wheels on every platform "
                        + "Publish the announcement"),
        ])])
        let document = LayoutScorer.score(Self.truth, prediction: prediction)
        // Truth positions: heading 0, paragraph 1, heading 2, items 3–5, paragraph 6.
        #expect(document.coveredBlocks == 7 && document.tiedPairs == 8)
        let ties = OrderTies(truth: ["Release process", "Every release goes through the same steps, written down here once.",
                                     "Steps to follow", "Tag the release commit", "Build the wheels on every platform",
                                     "Publish the announcement",
                                     "Ask on the mailing list when something is unclear about these steps."]
                                .map(LayoutText.normalized),
                             predicted: prediction.blocks.map { LayoutText.normalized($0.text) })
        #expect(ties.pairs.map { [$0.truth, $0.predicted] }
                == [[0, 1], [1, 2], [1, 3], [2, 4], [3, 4], [4, 4], [5, 4], [6, 0]])
        let expected = KendallTau.tauB(ties.pairs.map { (x: $0.truth, y: $0.predicted) })
        #expect(document.tau == expected)
        #expect((document.tau ?? 1) < 1)
    }

    @Test func folioParagraphsListsAndTablesMergeByOrderWithoutFurniture() {
        let box = Box(x: 0, y: 0, width: 10, height: 10)
        let page = Page(index: 0, width: 100, height: 100, dpi: 72, textSource: .pdfText, transcript: "", confidence: 1,
                        lines: [], paragraphs: [
                            Paragraph(order: 3, text: "Body", box: box),
                            Paragraph(order: 0, text: "Running header", box: box, role: .pageHeader),
                            Paragraph(order: 1, text: "Title", box: box, role: .title),
                            Paragraph(order: 4, text: "Page 1", box: box, role: .pageNumber),
                        ],
                        lists: [ListBlock(order: 2, box: box, items: [
                            ListItem(marker: "1.", markerType: "decimal", level: 0, text: "One", box: box),
                        ])])
        let document = Document(id: "x", source: SourceInfo(path: "/a/doc.scan.pdf", sha256: "x", mediaType: .pdf,
                                                             byteCount: 1, pageCount: 1),
                                status: .ok, pages: [page])
        let converted = LayoutDocument(folio: document, name: LayoutDocument.name(forFile: "doc.scan.pdf"))
        #expect(converted.name == "doc")
        #expect(converted.blocks.map(\.type) == [.title, .list, .paragraph])
        #expect(converted.blocks.map(\.text) == ["Title", "One", "Body"])
        #expect(converted.blocks[0].scoredLevel == 1)
    }
}
