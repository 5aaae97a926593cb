import FolioImaging
import FolioModel
import FolioStructure
import Testing

@Suite struct RulingLineDetectorTests {
    /// A 150 dpi page (1200 × 900) with, from (100, 100) to (1100, 700), a table of shaded cells parted by
    /// paper-coloured lines (camelot's background_lines_1.pdf): a dark heading band, then rows of two tints;
    /// without `verticalLines` there are light lines between its rows only. One light line falls between two
    /// pixel rows, grey on both. With `caption`, a bold unit note ("(Rs. in '000)") sits on the table's top
    /// right corner, touching the shade.
    func shadedTable(verticalLines: Bool = true, caption: Bool = false) throws -> Image {
        try Image.gray(width: 1200, height: 900) { y, row in
            for x in 0..<row.count {
                var value: UInt8 = 255
                if caption, x >= 960, x < 1090, y >= 78, y < 100 { value = 30 }
                if x >= 100, x < 1100, y >= 100, y < 700 {
                    value = y < 200 ? 86 : ((y - 200) / 100) % 2 == 0 ? 217 : 234
                    // Light lines between the rows (one of them across two pixel rows, half light each)…
                    if y == 200 || y == 300 || y == 500 || y == 600 { value = 255 }
                    if y == 400 || y == 401 { value = 247 }
                    // … and between the columns.
                    if verticalLines, x == 400 || x == 700 { value = 255 }
                }
                row[x] = value
            }
        }
    }

    @Test func lightLinesBetweenShadedCellsAreRulesAndTheShadeEndsInAFrame() throws {
        let rules = try RulingLineDetector().rules(in: try shadedTable(), dpi: 150, scale: 2)
        let horizontal = Set(rules.filter { $0.orientation == .horizontal }.map { Int(($0.position / 2).rounded()) })
        let vertical = Set(rules.filter { $0.orientation == .vertical }.map { Int(($0.position / 2).rounded()) })
        func near(_ set: Set<Int>, _ value: Int) -> Bool { set.contains { abs($0 - value) <= 1 } }
        for y in [200, 300, 500, 600] { #expect(near(horizontal, y), "light line at y \(y): \(horizontal.sorted())") }
        #expect(near(horizontal, 400), "the line across two pixel rows: \(horizontal.sorted())")
        #expect(near(vertical, 400) && near(vertical, 700), "\(vertical.sorted())")
        // The frame: where the shade meets the paper.
        #expect(near(horizontal, 100) && near(horizontal, 700), "\(horizontal.sorted())")
        #expect(near(vertical, 100) && near(vertical, 1100), "\(vertical.sorted())")
    }

    @Test func printTouchingTheShadeDrawsNoFrameAroundIt() throws {
        let rules = try RulingLineDetector().rules(in: try shadedTable(caption: true), dpi: 150)
        // The frame's top is the shade's edge, not the note's…
        #expect(rules.contains { $0.orientation == .horizontal && abs($0.position - 100) <= 1 && $0.length >= 800 },
                "\(rules.map(\.box))")
        #expect(!rules.contains { $0.orientation == .horizontal && $0.position < 95 && $0.length >= 200 },
                "\(rules.map(\.box))")
        // … and its sides start there.
        let sides = rules.filter { $0.orientation == .vertical && $0.length >= 500 }
        #expect(sides.contains { abs($0.position - 100) <= 1 } && sides.contains { abs($0.position - 1100) <= 1 })
        #expect(sides.allSatisfy { $0.box.y >= 98 }, "\(sides.map(\.box))")
    }

    @Test func shadeWithLightLinesOneWayOnlyIsNoGridAndPrintIsNoShade() throws {
        // Only the dark heading band's top and foot are rules: a shaded block of bands is not ruled.
        let bands = try RulingLineDetector().rules(in: try shadedTable(verticalLines: false), dpi: 150)
        #expect(bands.allSatisfy { rule in
            rule.orientation == .horizontal && [100.0, 200].contains { abs($0 - rule.position) <= 1.5 }
        },
                "\(bands.map(\.box))")
        let page = try Image.gray(width: 1200, height: 900) { y, row in
            for x in 0..<row.count { row[x] = y >= 40 && y < 60 && x % 10 < 4 ? 20 : 255 }
        }
        #expect(try RulingLineDetector().rules(in: page, dpi: 150).isEmpty, "the gaps between letters are no rules")
    }

    /// img2table's dark.png, a screenshot at 96 dpi: its 1 px column rules fell between two pixel columns and
    /// are grey (181–188), lighter than the ink level; its heading is white print on a black band that the rules
    /// run into.
    func screenshotTable() throws -> Image {
        try Image.gray(width: 800, height: 500) { y, row in
            for x in 0..<row.count {
                var value: UInt8 = 254
                if y >= 50, y < 130, x >= 40, x < 760 {
                    // The heading band, with white letters 4 px wide in it.
                    value = (y > 70 && y < 100 && x % 12 < 4) ? 250 : 20
                } else if y >= 130, y < 450 {
                    if x == 40 || x == 759 { value = 60 }
                    if x == 300 || x == 301 { value = 185 }
                    if x == 550 || x == 551 { value = 188 }
                }
                row[x] = value
            }
        }
    }

    @Test func greyHairlinesOfAScanAreRulesAndADarkBandIsBoundedByRules() throws {
        let image = try screenshotTable()
        let rules = try RulingLineDetector().rules(in: image, dpi: 96)
        let vertical = rules.filter { $0.orientation == .vertical && $0.length >= 200 }.map { Int($0.position) }
        for x in [40, 300, 550, 759] {
            #expect(vertical.contains { abs($0 - x) <= 1 }, "a rule at x \(x): \(vertical.sorted())")
        }
        // The ink between the band's white letters is no rule.
        #expect(!rules.contains { $0.orientation == .vertical && $0.box.maxY < 130 && $0.box.y > 55 },
                "\(rules.filter { $0.orientation == .vertical }.map(\.box))")
        // The band's top and foot are rules.
        let horizontal = rules.filter { $0.orientation == .horizontal }.map { Int($0.position) }
        #expect(horizontal.contains { abs($0 - 50) <= 1 } && horizontal.contains { abs($0 - 129) <= 1 }, "\(horizontal)")
        var detector = RulingLineDetector()
        detector.findsHairlines = false
        #expect(!(try detector.rules(in: image, dpi: 96)).contains { $0.orientation == .vertical && abs($0.position - 300) <= 1 },
                "a born-digital page's own render is read without hairlines")
    }
}

