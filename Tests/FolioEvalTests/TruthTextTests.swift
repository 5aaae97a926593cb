import Testing
@testable import FolioEval

@Suite struct TruthTextTests {
    @Test func splitsPagesOnFormFeedLines() {
        #expect(TruthText.pages("a\nb\n\u{0C}\nc\n") == ["a\nb", "c"])
        #expect(TruthText.pages("one page\n") == ["one page"])
        #expect(TruthText.pages("a\r\n\u{0C}\r\nb") == ["a", "b"])
    }

    @Test func aFormFeedInsideALineIsText() {
        #expect(TruthText.pages("a\u{0C}b\n") == ["a\u{0C}b"])
    }
}
