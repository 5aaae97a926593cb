import Foundation
import Testing
@testable import FolioStore

@Suite struct StoreRunTests {
    @Test func runIsRecordedWhenBegunAndCompletedWhenFinished() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let inputs = ["/scans", "/a file, with \"quotes\".pdf"]
        let id = try store.beginRun(pipeline: "receipts", mode: "accurate", inputs: inputs)

        let begun = try #require(try store.run(id: id))
        #expect(begun.status == .running && begun.finishedAt == nil)
        #expect(begun.pipeline == "receipts" && begun.mode == "accurate" && begun.inputs == inputs)
        #expect(begun.counts == RunCounts())

        let counts = RunCounts(documentsSeen: 10, documentsProcessed: 7, documentsSkipped: 2, documentsFailed: 1,
                               pagesProcessed: 31)
        try store.finishRun(id: id, counts: counts)
        let finished = try #require(try store.run(id: id))
        #expect(finished.status == .completed && finished.counts == counts)
        let finishedAt = try #require(finished.finishedAt)
        #expect(finishedAt >= begun.startedAt)
    }

    @Test func runsGetIncreasingIdsAndMayEndInterrupted() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let first = try store.beginRun(pipeline: "archive", mode: "fast", inputs: [])
        let second = try store.beginRun(pipeline: "archive", mode: "fast", inputs: [])
        #expect(second > first)
        try store.finishRun(id: second, counts: RunCounts(documentsSeen: 1), status: .interrupted)
        #expect(try store.runs().map(\.status) == [.running, .interrupted])
    }

    @Test func finishingAnUnknownRunIsNotFound() throws {
        let directory = try TemporaryDirectory()
        let store = try Store(path: directory.path("folio.sqlite"))
        let error = try #require(throws: StoreError.self) { try store.finishRun(id: 41, counts: RunCounts()) }
        #expect(error.code == .notFound)
    }
}
