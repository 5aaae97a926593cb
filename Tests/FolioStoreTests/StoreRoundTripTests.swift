import Foundation
import FolioModel
import Testing
@testable import FolioStore

@Suite struct StoreRoundTripTests {
    @Test func richDocumentRoundTripsToAnEqualDocument() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let document = Samples.richDocument()
        #expect(document.pages.contains { $0.sourceQuad == nil } && document.pages.contains { $0.sourceQuad != nil })
        #expect(document.pages.allSatisfy { !$0.lines.isEmpty && !$0.paragraphs.isEmpty && !$0.lists.isEmpty
            && !$0.tables.isEmpty && !$0.barcodes.isEmpty && !$0.detectedData.isEmpty })

        try store.save(document, runID: nil, pipeline: "archive")
        let loaded = try #require(try store.document(id: document.id))

        #expect(loaded == document)
        #expect(loaded.pages.map(\.sourceQuad) == document.pages.map(\.sourceQuad))
        #expect(loaded.pages.map(\.sourceQuadConfidence) == document.pages.map(\.sourceQuadConfidence))
        #expect(loaded.pages.contains { $0.sourceQuadConfidence != nil })
        #expect(loaded.receipt?.items == document.receipt?.items)
        #expect(loaded.receipt?.discount == "0.50")
        #expect(loaded.receipt?.paymentMethod == "card" && loaded.receipt?.cardLast4 == "3862")
        #expect(loaded.pages[0].detectedData.map(\.box) == document.pages[0].detectedData.map(\.box))
    }

    @Test func documentIsReadableFromAStoreOpenedAgain() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("nested/dirs/folio.sqlite")
        let document = Samples.richDocument(seed: 7)
        try Store(path: path).save(document, runID: nil, pipeline: nil)

        let reopened = try Store(path: path)
        #expect(try reopened.document(id: document.id) == document)
        #expect(try reopened.documentStatus(id: document.id) == .partial)
        #expect(try reopened.documentStatus(id: Samples.id(999)) == nil)
        #expect(try reopened.document(id: Samples.id(999)) == nil)
    }

    @Test func forEachDocumentVisitsEveryDocumentOnceInPathOrder() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let documents = [Samples.richDocument(seed: 1, path: "/c.pdf"), Samples.richDocument(seed: 2, path: "/a.pdf"),
                         Samples.richDocument(seed: 3, path: "/b.pdf")]
        for document in documents {
            try store.save(document, runID: nil, pipeline: nil)
        }
        var visited: [Document] = []
        try store.forEachDocument { visited.append($0) }

        #expect(visited.map(\.source.path) == ["/a.pdf", "/b.pdf", "/c.pdf"])
        #expect(Set(visited) == Set(documents))
        #expect(try store.documentIDs() == visited.map(\.id))
    }

    @Test func errorThrownByTheVisitorStopsTheIterationAndIsRethrownUnchanged() throws {
        struct Stop: Error {}
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        for seed in 1...3 {
            try store.save(Samples.simpleDocument(seed: seed, path: "/\(seed).png", status: .ok), runID: nil, pipeline: nil)
        }
        var visits = 0
        #expect(throws: Stop.self) {
            try store.forEachDocument { _ in
                visits += 1
                throw Stop()
            }
        }
        #expect(visits == 1)
    }

    @Test func summariesCountErrorsAndAverageConfidence() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let rich = Samples.richDocument(seed: 1, path: "/a.pdf")
        let failed = Samples.simpleDocument(seed: 2, path: "/b.png", status: .failed, errors: ["cannot decode", "second"])
        try store.save(rich, runID: nil, pipeline: nil)
        try store.save(failed, runID: nil, pipeline: nil)

        let summaries = try store.summaries()
        #expect(summaries.map(\.id) == [rich.id, failed.id])
        #expect(summaries[0].errorCount == 2)
        #expect(summaries[0].firstError == "xref table repaired")
        let meanConfidence = rich.pages.reduce(0) { $0 + $1.confidence } / Double(rich.pages.count)
        #expect(abs((summaries[0].confidence ?? -1) - meanConfidence) < 1e-12)
        #expect(summaries[0].pageCount == rich.source.pageCount && summaries[0].mediaType == .pdf)
        #expect(summaries[1].status == .failed && summaries[1].confidence == nil && summaries[1].firstError == "cannot decode")
    }

    @Test func saveRejectsADocumentWhoseIdIsNotItsHash() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        var document = Samples.richDocument()
        document.source.sha256 = Samples.id(42)
        let error = try #require(throws: StoreError.self) { try store.save(document, runID: nil, pipeline: nil) }
        #expect(error.code == .invalidDocument)
        #expect(try store.documentIDs().isEmpty)
    }
}
