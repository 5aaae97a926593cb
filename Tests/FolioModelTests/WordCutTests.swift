import FolioModel
import Foundation
import Testing

@Suite struct WordCutTests {
    let word = Word(text: "Eliza2165", box: Box(x: 100, y: 0, width: 90, height: 20), confidence: 1,
                    glyphEdges: (0...9).map { 100.0 + Double($0) * 10 })

    @Test func aWordIsCutBetweenItsCharactersByTheirMiddles() throws {
        let (left, right) = try #require(word.cut(at: 152))
        #expect(left.text == "Eliza" && right.text == "2165")
        #expect(left.box.x == 100 && left.box.maxX == 150 && right.box.x == 150 && right.box.maxX == 190)
        #expect(left.glyphEdges?.count == 6 && right.glyphEdges?.count == 5)
        // The right part can be cut again.
        #expect(right.cut(at: 171)?.left.text == "21")
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
