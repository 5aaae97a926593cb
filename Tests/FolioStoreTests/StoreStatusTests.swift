import Foundation
import FolioModel
import Testing
@testable import FolioStore

@Suite struct StoreStatusTests {
    @Test func statusCountsRunsDocumentsPagesWordsErrorsAndFailures() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let run = try store.beginRun(pipeline: "archive", mode: "fast", inputs: ["/in"])
        let documents = [
            Samples.simpleDocument(seed: 1, path: "/ok.png", status: .ok, words: [("a", 0.9), ("b", 0.8)]),
            Samples.simpleDocument(seed: 2, path: "/partial.png", status: .partial, words: [("c", 0.7)], errors: ["p"]),
            Samples.simpleDocument(seed: 3, path: "/failed.png", status: .failed, errors: ["cannot decode PNG", "x"]),
        ]
        for document in documents {
            try store.save(document, runID: run, pipeline: "archive")
        }
        let counts = RunCounts(documentsSeen: 3, documentsProcessed: 3, documentsFailed: 1, pagesProcessed: 2)
        try store.finishRun(id: run, counts: counts)

        let status = try store.status()
        #expect(status.runCount == 1)
        #expect(status.documents == StoreStatus.DocumentCounts(total: 3, ok: 1, partial: 1, failed: 1))
        #expect(status.pageCount == 2)
        #expect(status.wordCount == 3)
        #expect(status.errorCount == 3)
        #expect(status.lastRun?.id == run && status.lastRun?.counts == counts && status.lastRun?.status == .completed)
        #expect(status.recentFailures.map(\.path) == ["/failed.png"])
        #expect(status.recentFailures.first?.message == "cannot decode PNG")
    }

    @Test func recentFailuresAreCappedAtTen() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        for seed in 1...12 {
            try store.save(Samples.simpleDocument(seed: seed, path: "/f\(seed).png", status: .failed, errors: ["e\(seed)"]),
                           runID: nil, pipeline: nil)
        }
        let status = try store.status()
        #expect(status.documents.failed == 12)
        #expect(status.recentFailures.count == 10)
        #expect(status.lastRun == nil && status.runCount == 0)
    }

    @Test func lowConfidenceWordsAreTheOnesBelowTheThresholdLeastConfidentFirst() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let document = Samples.simpleDocument(seed: 1, path: "/scan.png", status: .ok,
                                              words: [("blurry", 0.2), ("clear", 0.95), ("smudged", 0.4), ("torn", 0.1)])
        try store.save(document, runID: nil, pipeline: nil)

        let hits = try store.lowConfidenceWords(below: 0.5)
        #expect(hits.map(\.text) == ["torn", "blurry", "smudged"])
        #expect(hits.map(\.confidence) == [0.1, 0.2, 0.4])
        #expect(hits.allSatisfy { $0.documentID == document.id && $0.path == "/scan.png" && $0.pageIndex == 0 })
        let torn = try #require(document.pages.first?.words.first { $0.text == "torn" })
        #expect(hits.first?.box == torn.box)
        #expect(try store.lowConfidenceWords(below: 0.5, limit: 2).map(\.text) == ["torn", "blurry"])
        #expect(try store.lowConfidenceWords(below: 0.1).isEmpty)
    }
}
