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
