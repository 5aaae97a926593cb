import FolioImaging
import FolioLayout
import FolioModel
import Testing

@Suite struct LineInkTests {
    /// A 400 × 60 page holding one line of letters drawn as stems 3 px wide, a letter every 20 px from x 20, their
    /// baseline at y 45: each letter's stems `heights[i]` px tall, and every letter a bar across its top.
    static func line(heights: [Int]) throws -> LineInk {
        try LineInk(page: GrayPage(image: Image.gray(width: 400, height: 60) { y, row in
            for x in row.indices { row[x] = 255 }
            for (i, height) in heights.enumerated() where y <= 45 && y > 45 - height {
                let left = 20 + 20 * i
                for x in left..<(left + 3) { row[x] = 0 }
                for x in (left + 9)..<(left + 12) { row[x] = 0 }
                if y <= 45 - height + 2 { for x in left..<(left + 12) { row[x] = 0 } }
            }
        }, scale: 1))
    }

    /// Capitals stand as high as ascenders (0.72 em) and are as dense as lower-case letters, so a line of
    /// capitals ("AGM.", a paragraph's last line on layout-dev's scans) has no thinner band above an x-height.
    /// Told its text has tall letters, its em is the capitals' height over 0.72, as a mixed line's is: the same
    /// type measures the same size. Measured as an x-height it came out 0.72 / 0.52 times too large, and the
    /// line was taken for a heading.
    @Test func aLineOfCapitalsMeasuresTheEmOfALineOfMixedLetters() throws {
        let box = Box(x: 10, y: 5, width: 380, height: 50)
        let capitals = try #require(try Self.line(heights: Array(repeating: 22, count: 8)).measure(box, tallLetters: true))
        let mixed = try #require(try Self.line(heights: [22, 16, 16, 22, 16, 16, 16, 22]).measure(box, tallLetters: true))
        #expect(abs(capitals.em - 22 / 0.72) < 0.5)
        #expect(abs(capitals.em - mixed.em) < 0.5)
        // Without the text's word, the capitals' band is taken for an x-height.
        let unknown = try #require(try Self.line(heights: Array(repeating: 22, count: 8)).measure(box))
        #expect(abs(unknown.em - 22 / 0.52) < 0.5)
        #expect(LineInk.hasTallLetters("AGM.") && LineInk.hasTallLetters("the") && !LineInk.hasTallLetters("now.."))
    }
}
