import FolioImaging
import FolioModel
import FolioStructure
import Testing

@Suite struct RulingLineDetectorTests {
    /// A 600 × 400 white image at 100 dpi with: a black rule across at y 50, a light grey rule (level 170, as a
    /// web table's #a2a9b1 border prints) across at y 150, a grey band (level 191) 40 px thick from y 250 with a
    /// black rule along its top edge, and a row of grey "letters" (short strokes) along y 350.
    func page() throws -> Image {
        try Image.gray(width: 600, height: 400) { y, row in
            for x in 0..<600 {
                var level: UInt8 = 255
                if y == 50 && x >= 20 && x < 580 { level = 0 }
                if y == 150 && x >= 20 && x < 580 { level = 170 }
                if y >= 250 && y < 290 && x >= 20 && x < 580 { level = 191 }
                if y == 249 && x >= 20 && x < 580 { level = 0 }
                if y == 350 && x >= 20 && x < 580 && (x / 10) % 3 != 2 { level = 200 } // dashes 20 px on, 10 off
                row[x] = level
            }
        }
    }

    @Test func lightGreyRulesAreFoundAndShadedBandsAndShortRunsAreNot() throws {
        let rules = try RulingLineDetector().rules(in: try page(), dpi: 100)
        let horizontal = rules.filter { $0.orientation == .horizontal }.map { Int($0.position) }.sorted()
        // The black rule, the light grey one, the black edge of the band; the band itself is too thick, and the
        // dashes (bridged by neither level's closing at 100 dpi: 10 px gaps) are no rule.
        #expect(horizontal == [50, 150, 249], "\(horizontal)")
        #expect(rules.allSatisfy { $0.orientation == .horizontal })
    }
}
