import FolioInput
import FolioTestSupport
import Foundation
import Testing

/// The generated layout fixtures (Fixtures/layout) against their truth, without Folio's layout: the words
/// poppler finds in each born-digital PDF are exactly the words the truth says were set — headings, paragraphs,
/// list items and their markers, a running header and a "Page N" on every page — with bullets in the text layer
/// only where they were set as glyphs; each scan is image pages only.
@Suite struct LayoutFixtureTruthTests {
    /// `<case>.truth.json`, as far as these tests read it.
    struct Truth: Decodable {
        struct Scan: Decodable {
            var pdf: String
            var dpi: Double
            var rotationDegrees: [Double]
        }
        struct Furniture: Decodable {
            var header: String
            var footer: String
        }
        struct Block: Decodable {
            var type: String
            var text: String
            var list: Int?
        }
        struct List: Decodable {
            struct Item: Decodable {
                var text: String
                var markerType: String
                var marker: String
            }
            var bullets: String?
            var items: [Item]
        }

        var pdf: String
        var scan: Scan
        var pages: Int
        var furniture: Furniture
        var blocks: [Block]
        var lists: [List]
    }

    static let cases = ["procedure", "handbook", "newsletter"]

    func truth(_ name: String) throws -> Truth {
        try JSONDecoder().decode(Truth.self, from: Data(contentsOf: TestPaths.fixture("layout/\(name).truth.json")))
    }

    /// Whitespace-separated tokens, counted.
    func tokens<S: Sequence>(_ texts: S) -> [String: Int] where S.Element == String {
        texts.flatMap { $0.split(whereSeparator: \.isWhitespace) }.reduce(into: [:]) { $0[String($1), default: 0] += 1 }
    }

    @Test func everyCaseHasItsFiles() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: TestPaths.fixture("layout").path)
        let truths = files.filter { $0.hasSuffix(".truth.json") }.map { String($0.dropLast(".truth.json".count)) }
        #expect(Set(truths) == Set(Self.cases))
        for name in Self.cases {
            let truth = try truth(name)
            #expect(files.contains(truth.pdf) && files.contains(truth.scan.pdf), "\(name)")
            #expect(truth.blocks.compactMap(\.list) == Array(truth.lists.indices), "\(name): each list once, in order")
        }
    }

    @Test(arguments: cases)
    func theTextLayerHoldsExactlyTheTruthsWords(name: String) throws {
        let truth = try truth(name)
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/pdftotext"),
                                           [TestPaths.fixture("layout/\(truth.pdf)").path, "-"])
        #expect(result.status == 0, "pdftotext: \(result.stderr)")
        let pages = result.stdout.split(separator: "\u{0C}", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy(\.isWhitespace) }
        #expect(pages.count == truth.pages)

        var expected = truth.blocks.filter { $0.type != "list" }.map(\.text)
        for list in truth.lists {
            for item in list.items {
                expected.append(item.text)
                // Drawn bullets are marks on the page, not text.
                if item.markerType != "bullet" || list.bullets == "glyphs" { expected.append(item.marker) }
            }
        }
        for page in 1...max(1, truth.pages) {
            expected += [truth.furniture.header, truth.furniture.footer.replacingOccurrences(of: "{n}", with: "\(page)")]
        }
        #expect(tokens(pages.map(String.init)) == tokens(expected))
    }

    @Test(arguments: cases)
    func theScanHasTheSamePagesAsImagesOnly(name: String) throws {
        let truth = try truth(name)
        let reader = try DocumentReader(url: TestPaths.fixture("layout/\(truth.scan.pdf)"))
        #expect(reader.pageCount == truth.pages)
        #expect(truth.scan.rotationDegrees.count == truth.pages && truth.scan.rotationDegrees.allSatisfy { abs($0) <= 0.3 })
        for index in 0..<reader.pageCount {
            guard case .image(_, let dpi) = try reader.page(index) else {
                Issue.record("\(name) scan page \(index) should be an image without text")
                continue
            }
            #expect(abs((dpi ?? 0) - truth.scan.dpi) < 0.5, "\(name) scan page \(index): \(dpi ?? 0) dpi")
        }
    }
}
