import Foundation
import FolioModel
import Testing
@testable import FolioStore

@Suite struct StoreSearchTests {
    /// A store holding the rich sample ("Le Café Crème est délicieux" on page 0) and a plain document.
    private static func makeStore(in directory: TemporaryDirectory) throws -> Store {
        let store = try Store(path: directory.path("folio.sqlite"))
        try store.save(Samples.richDocument(seed: 1, path: "/menu.pdf"), runID: nil, pipeline: nil)
        try store.save(Samples.simpleDocument(seed: 2, path: "/note.png", status: .ok,
                                              words: [("coffee", 0.9), ("break", 0.9)]), runID: nil, pipeline: nil)
        return store
    }

    @Test(arguments: ["cafe", "CAFÉ", "Creme", "crème", "DELICIEUX", "deli*", "café crème"])
    func findsWordsIgnoringCaseAndDiacritics(query: String) throws {
        let directory = try TemporaryDirectory()
        let store = try Self.makeStore(in: directory)
        let hits = try store.search(query)
        #expect(hits.map(\.path) == ["/menu.pdf"])
        #expect(hits.first?.pageIndex == 0)
        #expect(hits.first?.documentID == Samples.id(1))
    }

    @Test func snippetMarksTheMatchWithBrackets() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.makeStore(in: directory)
        let hit = try #require(try store.search("creme").first)
        #expect(hit.snippet.contains("[Crème]"))
        #expect(hit.rank < 0)
    }

    @Test func allWordsMustMatch() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.makeStore(in: directory)
        #expect(try store.search("coffee break").map(\.path) == ["/note.png"])
        #expect(try store.search("coffee cafe").isEmpty)
        #expect(try store.search("coffee", limit: 0).isEmpty)
    }

    @Test(arguments: ["\"AND OR (", "NEAR(a b", "*", "\"", "a:b", "^x", "-", ")", "col:foo OR", "'; DROP TABLE pages; --",
                      "\u{0}", "", "   ", "** \" ( )", "caf\"é", "NOT café"])
    func hostileInputNeverThrows(query: String) throws {
        let directory = try TemporaryDirectory()
        let store = try Self.makeStore(in: directory)
        _ = try store.search(query)
        #expect(try store.documentIDs().count == 2)
    }

    @Test func operatorsTypedByTheUserAreSearchedAsWords() throws {
        let directory = try TemporaryDirectory()
        let store = try Self.makeStore(in: directory)
        #expect(try store.search("café OR coffee").isEmpty)
        #expect(try store.search("(café) \"crème\"").map(\.path) == ["/menu.pdf"])
    }

    @Test func queryBuilderQuotesEveryTokenAndKeepsTrailingStars() {
        #expect(FTSQuery.make("foo bar*") == "\"foo\" AND \"bar\"*")
        #expect(FTSQuery.make("\"AND OR (") == "\"\"\"AND\" AND \"OR\"")
        #expect(FTSQuery.make("( ) * \" -") == nil)
        #expect(FTSQuery.make("a\"b") == "\"a\"\"b\"")
    }
}
