import FolioModel
@testable import FolioPipeline
import FolioTestSupport
import Foundation
import Testing

@Suite(.serialized) struct WorkerConnectionTests {
    var hello: WorkerHello {
        WorkerHello(version: WorkerProtocol.version, config: PipelineConfig(name: "test"), tessdata: nil,
                    savePages: nil)
    }

    @Test func workersStartWithOpenMPLimitedToOneThread() throws {
        // Even when the coordinator's own environment asks for more threads, workers get exactly one.
        var environment = ProcessInfo.processInfo.environment
        environment["OMP_THREAD_LIMIT"] = "8"
        let worker = try WorkerConnection(executable: TestPaths.folioBinary, hello: hello, baseEnvironment: environment)
        #expect(worker.ompThreadLimit == "1")
        worker.shutdown()
    }

    @Test func aWorkerAnswersProbeAndPageRequests() throws {
        let worker = try WorkerConnection(executable: TestPaths.folioBinary, hello: hello)
        defer { worker.shutdown() }
        let path = TestPaths.fixture("samples/two-page-memo.tif").path
        guard case .response(let probe) = worker.perform(
            WorkerRequest(id: 1, kind: .probe, documentID: "d", path: path), timeout: 60) else {
            Issue.record("no probe answer")
            return
        }
        #expect(probe.probe?.pageCount == 2)
        guard case .response(let page) = worker.perform(
            WorkerRequest(id: 2, kind: .page, documentID: "d", path: path, pageIndex: 1), timeout: 120) else {
            Issue.record("no page answer")
            return
        }
        #expect(page.id == 2)
        #expect(page.page?.index == 1)
        #expect(page.page?.lines.isEmpty == false)
    }
}

@Suite struct WorkerAnswerTests {
    @Test func aResultThatCannotBeEncodedIsAnsweredAsAFailure() throws {
        // JSON has no NaN: such a page used to be dropped silently, and the coordinator waited for the timeout.
        let page = Page(index: 0, width: 10, height: 10, dpi: 300, textSource: .ocr, transcript: "", confidence: .nan,
                        lines: [], paragraphs: [])
        let line = WorkerMain.encoded(WorkerResponse(id: 7, page: page, seconds: 1))
        let answer = try WorkerProtocol.decode(WorkerResponse.self, from: line.dropLast())
        #expect(answer.id == 7)
        #expect(answer.page == nil)
        #expect(answer.failure?.code == "pipeline.unencodableResult")
    }

    @Test func aStopDropsJobsNotYetStarted() {
        let queue = JobQueue()
        for id in 1...3 { queue.push(WorkerRequest(id: id, kind: .page, documentID: "d", path: "/x")) }
        queue.close(discardingPending: true)
        #expect(queue.take() == nil)
        queue.push(WorkerRequest(id: 4, kind: .page, documentID: "d", path: "/x"))
        #expect(queue.take() == nil)
    }
}
