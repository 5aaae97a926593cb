import Foundation
import FolioModel
import Testing
@testable import FolioStore

@Suite struct StoreReplaceTests {
    @Test func savingTheSameIdTwiceKeepsOneDocumentWithOnlyTheNewChildren() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let first = Samples.richDocument(seed: 5, path: "/old/place.pdf",
                                         transcripts: ["zebra alpha beta", "gamma delta", "epsilon"])
        try store.save(first, runID: nil, pipeline: "archive")
        let createdAt = try #require(try store.summaries().first?.createdAt)
        let before = try store.rowCounts()
        #expect(before["pages"] == 3 && before["documents"] == 1)

        var second = Samples.richDocument(seed: 5, path: "/new/place.pdf", transcripts: ["omega"])
        second.receipt = nil
        second.errors = [DocumentError(page: 0, stage: .ocr, message: "only one")]
        try store.save(second, runID: nil, pipeline: "receipts")

        let counts = try store.rowCounts()
        #expect(counts["documents"] == 1)
        #expect(counts["pages"] == 1)
        #expect(counts["lines"] == second.pages.reduce(0) { $0 + $1.lines.count })
        #expect(counts["words"] == second.pages.reduce(0) { $0 + $1.words.count })
        #expect(counts["paragraphs"] == 2 && counts["tables"] == 1 && counts["table_cells"] == 3)
        #expect(counts["lists"] == 1 && counts["list_items"] == 2 && counts["barcodes"] == 1 && counts["detected_data"] == 3)
        #expect(counts["errors"] == 1 && counts["receipts"] == 0 && counts["receipt_items"] == 0)
        #expect(try store.document(id: second.id) == second)
        #expect(try store.paths(documentID: second.id) == ["/old/place.pdf", "/new/place.pdf"])
        #expect(try store.summaries().first?.createdAt == createdAt)
        #expect(try store.search("zebra").isEmpty)
        #expect(try store.search("omega").map(\.path) == ["/new/place.pdf"])
        try store.checkIntegrity()
    }

    @Test func savingAnIdenticalDocumentAgainChangesNoCounts() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let document = Samples.richDocument()
        try store.save(document, runID: nil, pipeline: nil)
        let once = try store.rowCounts()
        try store.save(document, runID: nil, pipeline: nil)
        #expect(try store.rowCounts() == once)
        #expect(try store.search("délicieux").count == 1)
    }

    @Test func addPathRecordsEachPathOnceAndRefusesUnknownDocuments() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let document = Samples.simpleDocument(seed: 1, path: "/a.png", status: .ok)
        try store.save(document, runID: nil, pipeline: nil)
        try store.addPath("/copy/a.png", documentID: document.id)
        try store.addPath("/copy/a.png", documentID: document.id)
        #expect(try store.paths(documentID: document.id) == ["/a.png", "/copy/a.png"])

        let error = try #require(throws: StoreError.self) { try store.addPath("/x.png", documentID: Samples.id(77)) }
        #expect(error.code == .notFound)
        #expect(error.message.contains(directory.path("folio.sqlite")))
    }
}
