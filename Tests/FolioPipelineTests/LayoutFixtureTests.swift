import FolioEval
import FolioModel
import FolioPipeline
import FolioTestSupport
import Foundation
import Testing

/// The generated layout fixtures (`folio-fixtures layouts`, Fixtures/layout) read by the archive pipeline against
/// their truth: the born-digital PDFs come back exactly — every heading with its level, every list item with its
/// text, level, marker type and marker, the body in the truth's reading order, the running header and footer out
/// of it — and their 200 dpi scans give back every heading and list item at its level.
@Suite struct LayoutFixtureTests {
    /// What a case's truth file adds to layout-dev's shape (`LayoutTruth`): its files and its furniture.
    struct Extras: Decodable {
        struct Scan: Decodable { var pdf: String }
        struct Furniture: Decodable {
            var header: String
            /// "Page {n}".
            var footer: String
        }
        var pdf: String
        var scan: Scan
        var furniture: Furniture
    }

    /// One entry of a body's reading order, a list item standing for itself.
    struct Entry: Equatable, CustomStringConvertible {
        var kind: String
        var text: String

        var description: String { "\(kind): \(text)" }
    }

    static let cases = ["procedure", "handbook", "newsletter"]

    static func truth(_ name: String) throws -> (LayoutTruth, Extras) {
        let data = try Data(contentsOf: TestPaths.fixture("layout/\(name).truth.json"))
        return (try JSONDecoder().decode(LayoutTruth.self, from: data), try JSONDecoder().decode(Extras.self, from: data))
    }

    static func process(_ file: String) throws -> Document {
        DocumentProcessor(config: try PipelineLoader.load("archive")).process(TestPaths.fixture("layout/\(file)"))
    }

    /// Whitespace collapsed: a paragraph's lines joined as the truth joins them.
    static func clean(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    static func entry(_ item: LayoutItem) -> Entry {
        Entry(kind: "item \(item.level) \(item.markerType) \(item.marker)", text: clean(item.text))
    }

    /// The truth's blocks in reading order, each list replaced by its items.
    static func expectedOrder(_ truth: LayoutTruth) -> [Entry] {
        truth.blocks.flatMap { block -> [Entry] in
            switch block.type {
            case "heading": return [Entry(kind: "heading \(block.level ?? 0)", text: clean(block.text))]
            case "list": return block.list.map { truth.lists[$0].items.map(entry) } ?? []
            default: return [Entry(kind: "paragraph", text: clean(block.text))]
            }
        }
    }

    /// Folio's body in reading order (furniture left out), each list replaced by its items; a title is a
    /// level-1 heading.
    static func foundOrder(_ layout: LayoutDocument) -> [Entry] {
        layout.blocks.flatMap { block -> [Entry] in
            switch block.type {
            case .heading, .title: return [Entry(kind: "heading \(block.scoredLevel ?? 0)", text: clean(block.text))]
            case .list: return (block.items ?? []).map(entry)
            case .paragraph: return [Entry(kind: "paragraph", text: clean(block.text))]
            }
        }
    }

    /// Where two orders part, for a failure message: the first entry that differs and what each side holds there.
    static func difference(_ expected: [Entry], _ found: [Entry]) -> String {
        let at = zip(expected, found).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(expected.count, found.count)
        func around(_ entries: [Entry]) -> String {
            entries[min(at, entries.count)..<min(at + 3, entries.count)].map { "    \($0)" }.joined(separator: "\n")
        }
        return "\(expected.count) truth entries, \(found.count) found; first difference at \(at):\n  truth:\n"
            + around(expected) + "\n  found:\n" + around(found)
    }

    @Test(arguments: cases)
    func aBornDigitalLayoutComesBackExactly(name: String) throws {
        let (truth, extras) = try Self.truth(name)
        let document = try Self.process(extras.pdf)
        #expect(document.status == .ok, "\(name): \(document.errors.map(\.message))")
        #expect(document.pages.count == truth.pages)
        #expect(document.pages.allSatisfy { $0.textSource == .pdfText })
        let layout = LayoutDocument(folio: document, name: name)
        let found = Self.foundOrder(layout)

        let headings = Set(found.filter { $0.kind.hasPrefix("heading") }.map(\.description))
        for heading in truth.headings {
            let wanted = Entry(kind: "heading \(heading.level)", text: Self.clean(heading.text))
            #expect(headings.contains(wanted.description), "\(name): heading not found: \(wanted)")
        }
        let items = document.pages.flatMap(\.lists).flatMap(\.items).map {
            Self.entry(LayoutItem(text: $0.text, level: $0.level, markerType: $0.markerType, marker: $0.marker))
        }
        for item in truth.items.map(Self.entry) {
            #expect(items.contains(item), "\(name): list item not found: \(item)")
        }
        let expected = Self.expectedOrder(truth)
        #expect(found == expected, "\(name): \(Self.difference(expected, found))")

        for page in document.pages {
            let furniture = page.paragraphs.filter(\.role.isFurniture).map { Self.clean($0.text) }
            let footer = extras.furniture.footer.replacingOccurrences(of: "{n}", with: "\(page.index + 1)")
            for text in [extras.furniture.header, footer] {
                #expect(furniture.contains(text), "\(name) page \(page.index + 1): \"\(text)\" not found as furniture")
                #expect(!found.contains { $0.text == text }, "\(name) page \(page.index + 1): \"\(text)\" in the body")
            }
        }
    }

    @Test(arguments: cases)
    func aScannedLayoutGivesBackEveryHeadingAndListItem(name: String) throws {
        let (truth, extras) = try Self.truth(name)
        let document = try Self.process(extras.scan.pdf)
        #expect(document.status == .ok, "\(name): \(document.errors.map(\.message))")
        #expect(document.pages.count == truth.pages)
        #expect(document.pages.allSatisfy { $0.textSource == .ocr })
        let layout = LayoutDocument(folio: document, name: name)

        // OCR text: matched as the layout benchmark matches, similarity 0.9 or more after normalising.
        let headings = layout.blocks.filter(\.isHeading)
        let headingPairs = TextMatching.match(truth: truth.headings.map { LayoutText.normalized($0.text) },
                                              predicted: headings.map { LayoutText.normalized($0.text) })
        for (t, heading) in truth.headings.enumerated() {
            let pair = headingPairs.first { $0.truth == t }
            #expect(pair != nil, "\(name) scan: heading not found: \(heading.text)")
            if let pair {
                #expect(headings[pair.predicted].scoredLevel == heading.level,
                        "\(name) scan: \"\(heading.text)\" at level \(headings[pair.predicted].scoredLevel ?? 0), truth \(heading.level)")
            }
        }
        let items = layout.blocks.flatMap { $0.items ?? [] }
        let itemPairs = TextMatching.match(truth: truth.items.map { LayoutText.normalized($0.text) },
                                           predicted: items.map { LayoutText.normalized($0.text) })
        for (t, item) in truth.items.enumerated() {
            let pair = itemPairs.first { $0.truth == t }
            #expect(pair != nil, "\(name) scan: list item not found: \(item.marker) \(item.text)")
            if let pair {
                #expect(items[pair.predicted].level == item.level,
                        "\(name) scan: \"\(item.text)\" at level \(items[pair.predicted].level), truth \(item.level)")
            }
        }

        // The running header and the page numbers stay out of the body.
        let body = layout.blocks.flatMap { block in block.items.map { $0.map(\.text) } ?? [block.text] }
            .map(LayoutText.normalized)
        for page in document.pages {
            let footer = extras.furniture.footer.replacingOccurrences(of: "{n}", with: "\(page.index + 1)")
            for text in [extras.furniture.header, footer] {
                let furniture = LayoutText.normalized(text)
                #expect(!body.contains { LayoutText.ratio($0, furniture) >= LayoutText.threshold },
                        "\(name) scan page \(page.index + 1): \"\(text)\" in the body")
            }
        }
    }
}
