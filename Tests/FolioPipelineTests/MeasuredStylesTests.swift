import FolioImaging
import FolioLayout
import FolioModel
@testable import FolioPipeline
import Testing

@Suite struct MeasuredStylesTests {
    /// A line drawn as ten letters of bare stems `stem` px wide, a letter every 24 px from x 20: x-height
    /// letters `xHeight` px tall, every third one `tall` px (an ascender), standing on the baseline at `baseline`.
    struct DrawnLine {
        var text: String
        var baseline: Int
        var xHeight: Int
        var tall: Int
        var stem: Int

        func isInk(x: Int, y: Int) -> Bool {
            guard x >= 20, x < 260, y <= baseline else { return false }
            let letter = (x - 20) / 24, offset = (x - 20) % 24
            let height = letter % 3 == 0 ? tall : xHeight
            return y > baseline - height && (offset < stem || (offset >= 10 && offset < 10 + stem))
        }

        var line: Line {
            Line(words: [Word(text: text, box: Box(x: 16, y: Double(baseline - tall - 3), width: 250,
                                                   height: Double(tall + 6)), confidence: 1)])
        }
    }

    static func styles(_ lines: [DrawnLine]) throws -> [TextStyle?] {
        let image = try Image.gray(width: 300, height: 60 * lines.count + 40) { y, row in
            for x in row.indices { row[x] = lines.contains { $0.isInk(x: x, y: y) } ? 0 : 255 }
        }
        return PageLayoutStage.measuredStyles(of: lines.map(\.line), in: try GrayPage(image: image, scale: 1), dpi: 200)
    }

    /// Body lines (x-height 16 px, ascenders 22, stems 5 px), then a line 1.14 times their size whose strokes are
    /// 1.24 times as wide for its size ("Automation" on a scanned page of layout-dev measured 1.14 and 1.28): a
    /// heading, larger and bolder, though neither by the margin that tells it alone. A line of the body's size
    /// with strokes as much wider (1.2 times) stays plain.
    @Test func aLineSomewhatLargerAndSomewhatBolderThanTheBodyIsBold() throws {
        var lines = (0..<6).map { DrawnLine(text: "the body text of the page, set in its usual type", baseline: 50 + 60 * $0,
                                            xHeight: 16, tall: 22, stem: 5) }
        lines.append(DrawnLine(text: "Automation", baseline: 410, xHeight: 18, tall: 25, stem: 7))
        lines.append(DrawnLine(text: "the body", baseline: 470, xHeight: 16, tall: 22, stem: 6))
        let styles = try Self.styles(lines)
        #expect(styles.prefix(6).allSatisfy { $0?.bold == false })
        let heading = try #require(styles[6]), plain = try #require(styles[7]), body = try #require(styles[0])
        #expect(heading.bold == true && heading.pointSize > 1.1 * body.pointSize)
        #expect(plain.bold == false && plain.pointSize == body.pointSize)
    }
}
