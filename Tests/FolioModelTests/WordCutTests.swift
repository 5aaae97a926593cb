import FolioModel
import Foundation
import Testing

@Suite struct WordCutTests {
    let word = Word(text: "Eliza2165", box: Box(x: 100, y: 0, width: 90, height: 20), confidence: 1,
                    glyphEdges: (0...9).map { 100.0 + Double($0) * 10 })

    @Test func aWordIsCutBetweenTheCharactersStartingEitherSideOfTheLine() throws {
        let (left, right) = try #require(word.cut(at: 148))
        #expect(left.text == "Eliza" && right.text == "2165")
        #expect(left.box.x == 100 && left.box.maxX == 148 && right.box.x == 150 && right.box.maxX == 190)
        #expect(left.glyphEdges?.count == 6 && right.glyphEdges?.count == 5)
        // The right part can be cut again.
        #expect(right.cut(at: 168)?.left.text == "21")
    }

    /// schools.pdf (tabula-java), page 2, at 300 dpi: "Dean, College of Design" overruns its cell, the rule found
    /// at x 2363 clips its "n" (from 2358.8), and the next cell's "UMN" starts at 2368.5, after the rule; poppler
    /// gives one word.
    @Test func aCharacterSetAcrossTheRuleStaysWithTheTextItStartsIn() throws {
        let edges = [2281.70, 2303.23, 2320.66, 2334.34, 2342.36, 2358.84, 2368.50, 2390.97, 2420.89, 2443.50]
        let run = Word(text: "DesignUMN", box: Box(x: 2281.7, y: 0, width: 161.8, height: 35), confidence: 1,
                       glyphEdges: edges)
        let (left, right) = try #require(run.cut(at: 2363))
        #expect(left.text == "Design" && right.text == "UMN")
        // A rule found a pixel or two off cuts the same way (by the characters' middles, the "n" went right).
        #expect(run.cut(at: 2361)?.left.text == "Design" && run.cut(at: 2365)?.right.text == "UMN")
    }

    /// schools.pdf, page 2: "Denise S. / Thomas J" overruns its cell by its "J" (from 1,003.3 px), clipped by the
    /// rule at 1,009; "1255 Berkeley Ave" starts at 1,015. The "J" alone lies on the rule's left.
    @Test func aCharacterCutOffAloneLiesLeftOfTheRule() throws {
        let run = Word(text: "J1255", box: Box(x: 1003.3, y: 0, width: 82.5, height: 35), confidence: 1,
                       glyphEdges: [1003.3, 1015.0, 1032.9, 1050.4, 1068.3, 1085.8])
        let (left, right) = try #require(run.cut(at: 1009))
        #expect(left.text == "J" && right.text == "1255")
        #expect(left.box.x + left.box.width / 2 < 1009 && right.box.x >= 1009)
    }

    @Test func aWordIsNotCutOutsideItOrWithoutItsCharactersEdges() {
        #expect(word.cut(at: 101) == nil && word.cut(at: 189) == nil)
        #expect(Word(text: "Eliza2165", box: word.box, confidence: 1).cut(at: 152) == nil)
        let wrong = Word(text: "Eliza2165", box: word.box, confidence: 1, glyphEdges: [100, 150, 190])
        #expect(wrong.cut(at: 152) == nil, "edges that do not match the characters are not used")
    }

    @Test func glyphEdgesAreNotEncoded() throws {
        let data = try JSONEncoder().encode(word)
        #expect(!String(decoding: data, as: UTF8.self).contains("glyph"))
    }
}
