import FolioModel
import FolioTestSupport
import Foundation
import Testing

/// Bad files cost themselves and nothing else; the CLI's exit codes follow DESIGN.md.
@Suite(.serialized) struct BadInputEndToEndTests {
    @Test func badFilesFailWithTheirNameAndReasonWhileTheRestCompletes() throws {
        let scratch = try Scratch("e2e-bad")
        let input = try scratch.inputFolder("in", files: badFixtures + [TestPaths.fixture("samples/letter.png"),
                                                                        TestPaths.fixture("bad/truncated.jpg")])
        let run = try scratch.folio(["run", input.path])
        #expect(run.status == 3, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("1 ok · 1 partial · \(badFixtures.count) failed"), "\(run.stdout)")
        #expect(run.stdout.contains("truncated.jpg: page 1: the JPEG is damaged"), "\(run.stdout)")
        for bad in badFixtures {
            #expect(run.stdout.contains(bad.lastPathComponent + ": "), "summary should name \(bad.lastPathComponent)")
        }
        let jsonDir = scratch.root.appendingPathComponent("json")
        #expect(try scratch.folio(["export", "--format", "json", "--out", jsonDir.path]).status == 0)
        var failed = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: jsonDir.path) {
            let document = try JSONDecoder().decode(Document.self, from: Data(contentsOf: jsonDir.appendingPathComponent(file)))
            guard document.status == .failed else { continue }
            failed += 1
            let message = try #require(document.errors.first?.message)
            #expect(message.contains(URL(fileURLWithPath: document.source.path).lastPathComponent))
        }
        #expect(failed == badFixtures.count)

        let again = try scratch.folio(["run", input.path])
        #expect(again.stdout.contains("0 processed"), "\(again.stdout)")
        #expect(try scratch.documentRows().count == badFixtures.count + 2)
    }

    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (SROIE receipts)"))
    func sroieReceiptsWithBadFiles() throws {
        let scratch = try Scratch("e2e-sroie")
        let receipts = try FileManager.default.contentsOfDirectory(atPath: TestPaths.shared("sroie-dev/img").path)
            .filter { $0.hasSuffix(".jpg") }.sorted().prefix(8)
            .map { TestPaths.shared("sroie-dev/img/" + $0) }
        let bad = ["empty.pdf", "truncated.jpg", "notes.txt", "half.pdf"].map { TestPaths.fixture("bad/" + $0) }
        let input = try scratch.inputFolder("in", files: Array(receipts) + bad)
        let run = try scratch.folio(["run", input.path])
        #expect(run.status == 3)
        #expect(run.stdout.contains("8 ok · 1 partial · 3 failed"), "\(run.stdout)")
        let again = try scratch.folio(["run", input.path])
        #expect(again.stdout.contains("0 processed · 12 already stored"), "\(again.stdout)")
        #expect(try scratch.documentRows().count == 12)
    }

    @Test func aCrashingWorkerCostsOneDocument() throws {
        let scratch = try Scratch("e2e-crash")
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("samples/letter.png"),
                                                          TestPaths.fixture("samples/receipt.jpg")])
        let run = try scratch.folio(["run", input.path, "--workers", "1"], environment: ["FOLIO_FAULT": "crash:letter"])
        #expect(run.status == 3)
        #expect(run.stdout.contains("1 ok · 0 partial · 1 failed"), "\(run.stdout)")
        #expect(run.stdout.contains("letter.png: page 1: the worker process crashed"), "\(run.stdout)")
    }

    @Test func aHangingPageTimesOutAndTheBatchGoesOn() throws {
        let scratch = try Scratch("e2e-hang")
        let pipeline = scratch.root.appendingPathComponent("quick.yml")
        // Long enough for a real page on a busy machine; the hanging page waits it out whatever its length.
        try "name: quick\nmode: fast\nlimits: { pageTimeoutSeconds: 15 }\n".write(to: pipeline, atomically: true,
                                                                                 encoding: .utf8)
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("samples/letter.png"),
                                                          TestPaths.fixture("samples/receipt.jpg")])
        let run = try scratch.folio(["run", input.path, "--pipeline", pipeline.path],
                                    environment: ["FOLIO_FAULT": "hang:receipt"])
        #expect(run.status == 3)
        #expect(run.stdout.contains("1 ok · 0 partial · 1 failed"), "\(run.stdout)")
        #expect(run.stdout.contains("receipt.jpg: page 1: no result after 15 s"), "\(run.stdout)")
    }

    @Test func nothingRunsOnBadArguments() throws {
        let scratch = try Scratch("e2e-args")
        let letter = TestPaths.fixture("samples/letter.png").path
        let cases: [([String], String)] = [
            (["run", letter, "--pipeline", "nope"], "no pipeline named nope"),
            (["run", "/nonexistent/folio/in"], "/nonexistent/folio/in"),
            (["run", letter, "--tessdata", "/nonexistent/tessdata"], "/nonexistent/tessdata"),
        ]
        for (arguments, phrase) in cases {
            let result = try scratch.folio(arguments)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.stderr.contains(phrase), "\(arguments): \(result.stderr)")
        }
        let badStore = try CommandRunner.folio(["status", "--store", "/etc/hostname/folio.sqlite"])
        #expect(badStore.status == 1)
        #expect(badStore.stderr.contains("/etc/hostname/folio.sqlite"))
    }
}
