import FolioModel
import FolioStore
import FolioTestSupport
import Foundation
import Testing

/// Overnight runs that cannot be broken (issue 11): odd inputs, signals, transient failures, resumption.
@Suite(.serialized) struct UnattendedRunEndToEndTests {
    let letter = TestPaths.fixture("samples/letter.png")
    let receipt = TestPaths.fixture("samples/receipt.jpg")

    @Test func specialFilesAreRecordedAndNeverHangTheRun() throws {
        let scratch = try Scratch("e2e-special")
        let input = try scratch.inputFolder("in", files: [letter])
        let fifo = input.appendingPathComponent("pipe.png").path
        #expect(mkfifo(fifo, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: input.appendingPathComponent("zero.pdf").path,
                                                   withDestinationPath: "/dev/zero")
        let run = try scratch.folio(["run", input.path, "/dev/null", "--mode", "fast"])
        #expect(run.status == 3, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("1 ok · 0 partial · 3 failed"), "\(run.stdout)")
        #expect(run.stdout.contains("pipe.png: not a regular file: it is a FIFO"), "\(run.stdout)")
        #expect(run.stdout.contains("zero.pdf: not a regular file: it is a character device"), "\(run.stdout)")
        #expect(run.stdout.contains("/dev/null: not a regular file"), "\(run.stdout)")
        #expect(!run.stdout.contains("permission"), "\(run.stdout)")
    }

    @Test func namesAreFilesByTheirBytes() throws {
        let scratch = try Scratch("e2e-names")
        let input = scratch.root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        // Two names equal under Unicode canonical equivalence (é precomposed and decomposed) are two files.
        try FileManager.default.copyItem(at: letter, to: input.appendingPathComponent("caf\u{E9}.png"))
        try FileManager.default.copyItem(at: receipt, to: input.appendingPathComponent("cafe\u{301}.jpg"))
        // A name that is not UTF-8 (Latin-1 é) is reported, not skipped.
        var latin1 = Array((input.path + "/r").utf8) + [0xE9] + Array("sum.png".utf8) + [0]
        let created = latin1.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { creat($0.baseAddress!, 0o644) }
        }
        #expect(created >= 0)
        if created >= 0 { close(created) }
        let run = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(run.stdout.contains("3 found"), "\(run.stdout)")
        #expect(run.stdout.contains("2 ok · 0 partial · 1 failed"), "\(run.stdout)")
        #expect(run.stdout.contains("the file name is not valid UTF-8"), "\(run.stdout)")
    }

    @Test func escapeSequencesInNamesNeverReachTheTerminal() throws {
        let scratch = try Scratch("e2e-escape")
        let input = scratch.root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try Data("not a document".utf8).write(to: input.appendingPathComponent("evil\u{1B}[2J.txt"))
        let run = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(!run.stdout.contains("\u{1B}"), "raw escape printed")
        #expect(run.stdout.contains("evil\\u{1b}[2J.txt"), "\(run.stdout)")
    }

    /// A run over a store another run holds (an overlapping nightly job) is refused at once, records no run and
    /// says who holds it; reading the store meanwhile works; once the holder lets go, a run goes ahead.
    @Test func aSecondRunOnAStoreInUseIsRefusedAndReadingGoesOn() throws {
        let scratch = try Scratch("e2e-busy")
        let input = try scratch.inputFolder("in", files: [letter])
        #expect(try scratch.folio(["run", input.path, "--mode", "fast"]).status == 0)
        var holder: StoreRunLock? = try StoreRunLock(storePath: URL(fileURLWithPath: scratch.store).standardizedFileURL.path)
        holder?.record(runID: 99)
        let refused = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(refused.status == 1, "\(refused.stdout)\n\(refused.stderr)")
        #expect(refused.stderr.contains("is in use by another folio run: run 99, pid \(getpid())"), "\(refused.stderr)")
        let status = try scratch.folio(["status"])
        #expect(status.status == 0 && status.stdout.contains("runs:      1"), "\(status.stdout)")
        holder = nil
        let again = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(again.status == 0 && again.stdout.contains("Folio run 2"), "\(again.stdout)\n\(again.stderr)")
    }

    /// `folio status` tells a run still going from one whose process was stopped: both are recorded as running,
    /// and only the first holds the store's run lock.
    @Test func statusTellsARunGoingFromOneThatWasStopped() throws {
        let scratch = try Scratch("e2e-status-running")
        let path = URL(fileURLWithPath: scratch.store).standardizedFileURL.path
        let runID = try Store(path: path).beginRun(pipeline: "archive", mode: "fast", inputs: ["/in"])
        var holder: StoreRunLock? = try StoreRunLock(storePath: path)
        holder?.record(runID: runID)
        let going = try scratch.folio(["status"])
        #expect(going.stdout.contains("last run:  #\(runID) archive (fast) running now (run \(runID), pid \(getpid()), since "),
                "\(going.stdout)")
        holder = nil
        let stopped = try scratch.folio(["status"])
        #expect(stopped.stdout.contains("last run:  #\(runID) archive (fast) ended without finishing"), "\(stopped.stdout)")
    }

    @Test func aFileNamedWithALeadingDashIsAnInput() throws {
        let scratch = try Scratch("e2e-dash")
        try FileManager.default.copyItem(at: letter, to: scratch.root.appendingPathComponent("-leading-dash.png"))
        let run = try scratch.folio(["run", "-leading-dash.png", "--mode", "fast"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("1 ok"), "\(run.stdout)")
        let bad = try scratch.folio(["run", "-no-such-file.png"])
        #expect(bad.status == 1, "validation errors exit 1, not 64: \(bad.stderr)")
        let workers = try scratch.folio(["run", letter.path, "--workers", "0"])
        #expect(workers.status == 1)
    }

    @Test func readingCommandsNeverCreateAStore() throws {
        let scratch = try Scratch("e2e-mistyped")
        let typo = scratch.root.appendingPathComponent("folio.sqlitee").path
        for command in [["status"], ["show"], ["search", "x"], ["words"]] {
            let result = try CommandRunner.folio(command + ["--store", typo])
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.contains("no such store"), "\(command): \(result.stderr)")
        }
        #expect(!FileManager.default.fileExists(atPath: typo))
    }

    @Test func aWorkerKilledMidPageIsRetriedByTheNextRunAndFailuresKeepTheirKind() throws {
        let scratch = try Scratch("e2e-transient")
        let input = try scratch.inputFolder("in", files: [letter, TestPaths.fixture("bad/notes.txt")])
        let first = try scratch.folio(["run", input.path, "--workers", "1", "--mode", "fast"],
                                      environment: ["FOLIO_FAULT": "crash:letter"])
        #expect(first.status == 3)
        #expect(first.stdout.contains("(1 through the run, retried by the next run"), "\(first.stdout)")
        let status = try scratch.folio(["status"])
        #expect(status.stdout.contains("worker · worker.crashed  (the run: retried by the next run)"), "\(status.stdout)")
        #expect(status.stdout.contains("load · input.unsupportedType  (the file)"), "\(status.stdout)")
        // A plain rerun picks the crashed document up again; the file's own failure is not retried.
        let second = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(second.stdout.contains("1 processed"), "\(second.stdout)")
        #expect(second.stdout.contains("1 ok · 0 partial · 0 failed"), "\(second.stdout)")
        #expect(second.status == 0)
        let json = scratch.root.appendingPathComponent("json")
        #expect(try scratch.folio(["export", "--format", "json", "--out", json.path]).status == 0)
        let codes = try FileManager.default.contentsOfDirectory(atPath: json.path).flatMap { file in
            try JSONDecoder().decode(Document.self, from: Data(contentsOf: json.appendingPathComponent(file))).errors
        }.map(\.code)
        #expect(codes == ["input.unsupportedType"])
    }

    @Test func runFailuresAreRetriedThreeRunsInARowThenLeftForRetryFailed() throws {
        let scratch = try Scratch("e2e-attempts")
        let input = try scratch.inputFolder("in", files: [letter])
        for attempt in 1...3 {
            let run = try scratch.folio(["run", input.path, "--mode", "fast"], environment: ["FOLIO_FAULT": "crash:letter"])
            #expect(run.stdout.contains("1 processed"), "attempt \(attempt): \(run.stdout)")
        }
        let fourth = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(fourth.stdout.contains("0 processed · 1 already stored"), "\(fourth.stdout)")
        let asked = try scratch.folio(["run", input.path, "--mode", "fast", "--retry-failed"])
        #expect(asked.status == 0, "\(asked.stdout)")
    }

    @Test func aTrapInAWorkerSaysWhy() throws {
        let scratch = try Scratch("e2e-trap")
        let input = try scratch.inputFolder("in", files: [letter, receipt])
        let run = try scratch.folio(["run", input.path, "--workers", "1", "--mode", "fast"],
                                    environment: ["FOLIO_FAULT": "trap:letter"])
        #expect(run.stdout.contains("1 ok · 0 partial · 1 failed"), "\(run.stdout)")
        #expect(run.stdout.contains("injected trap"), "the worker's last words explain the crash: \(run.stdout)")
    }

    @Test func aWorkerThatDiesBetweenRequestsDoesNotTakeTheCoordinator() throws {
        let scratch = try Scratch("e2e-sigpipe")
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("samples/two-page-memo.tif"), letter, receipt])
        let run = try scratch.folio(["run", input.path, "--workers", "1", "--mode", "fast"],
                                    environment: ["FOLIO_FAULT": "exit:two-page-memo"])
        #expect(run.status == 0 || run.status == 3, "coordinator died: status \(run.status) \(run.stderr)")
        #expect(run.stdout.contains("3 processed"), "\(run.stdout)")
    }

    @Test func aWorkerThatFailsToStartOnceDoesNotStopTheBatch() throws {
        let scratch = try Scratch("e2e-flaky-start")
        let marker = scratch.root.appendingPathComponent("started-once").path
        let wrapper = scratch.root.appendingPathComponent("flaky-folio")
        try """
            #!/bin/sh
            if [ "$1" = worker ] && [ ! -e '\(marker)' ]; then touch '\(marker)'; exit 1; fi
            exec '\(TestPaths.folioBinary.path)' "$@"
            """.write(to: wrapper, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let input = try scratch.inputFolder("in", files: [letter])
        // The wrapper's worker is the coordinator's own executable (/proc/self/exe), so run the wrapper as
        // the coordinator: its workers are started through it too.
        let run = try CommandRunner.run(wrapper, ["run", input.path, "--workers", "1", "--mode", "fast",
                                                  "--store", scratch.store], in: scratch.root)
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("1 ok"), "\(run.stdout)")
    }

    @Test func anUnchangedArchiveIsSkippedWithoutReadingAndAChangedFileIsRead() throws {
        let scratch = try Scratch("e2e-incremental")
        let input = try scratch.inputFolder("in", files: [letter, receipt])
        #expect(try scratch.folio(["run", input.path, "--mode", "fast"]).status == 0)
        // Same size and modification time but other bytes: an unchanged stamp is trusted without hashing.
        let copy = input.appendingPathComponent("letter.png")
        let reference = scratch.root.appendingPathComponent("reference")
        try FileManager.default.copyItem(at: copy, to: reference)
        #expect(try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/touch"), ["-r", copy.path, reference.path]).status == 0)
        var bytes = try Data(contentsOf: copy)
        bytes[bytes.count - 1] ^= 0xFF
        try bytes.write(to: copy)
        #expect(try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/touch"), ["-r", reference.path, copy.path]).status == 0)
        let again = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(again.stdout.contains("0 processed · 2 already stored"), "\(again.stdout)")
        #expect(again.stdout.contains("unchanged: 2 files not read again"), "\(again.stdout)")
        // A new modification time means the file is read and, being new content, processed.
        try FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: copy.path)
        let changed = try scratch.folio(["run", input.path, "--mode", "fast"])
        #expect(changed.stdout.contains("1 processed"), "\(changed.stdout)")
        // A vanished file is reported by status.
        try FileManager.default.removeItem(at: input.appendingPathComponent("receipt.jpg"))
        let status = try scratch.folio(["status"])
        #expect(status.stdout.contains("vanished:  1 stored path"), "\(status.stdout)")
    }

    @Test func aFileUnreadableOnceLeavesNoStaleRecordOnceRead() throws {
        let scratch = try Scratch("e2e-stale")
        let input = scratch.root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        let path = input.appendingPathComponent("scan.png").path
        #expect(mkfifo(path, 0o644) == 0)
        _ = try scratch.folio(["run", input.path, "--mode", "fast"])
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: letter.path, toPath: path)
        let run = try scratch.folio(["run", input.path, "--mode", "fast", "--retry-failed"])
        #expect(run.status == 0, "\(run.stdout)")
        #expect(try scratch.documentRows().count == 1, "one file, one document")
    }

    @Test func sigintFinishesRunningPagesMarksTheRunInterruptedAndARerunResumes() throws {
        let scratch = try Scratch("e2e-sigint")
        let pages = (0..<6).map { _ in TestPaths.fixture("samples/two-page-memo.tif") }
        let input = scratch.root.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for (index, page) in pages.enumerated() {
            // Distinct content per copy: a trailing byte after the TIFF data changes the hash, not the image.
            var bytes = try Data(contentsOf: page)
            bytes.append(UInt8(index))
            try bytes.write(to: input.appendingPathComponent("memo-\(index).tif"))
        }
        let process = Process()
        process.executableURL = TestPaths.folioBinary
        process.arguments = ["run", input.path, "--workers", "1", "--store", scratch.store]
        process.environment = ProcessInfo.processInfo.environment.merging(["OMP_THREAD_LIMIT": "1"]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 4)
        kill(process.processIdentifier, SIGINT)
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "\(output)")
        #expect(output.contains("interrupted:"), "\(output)")
        #expect(output.contains("run the same command again to resume"), "\(output)")
        let status = try scratch.folio(["status"])
        #expect(status.stdout.contains("interrupted"), "\(status.stdout)")
        let resumed = try scratch.folio(["run", input.path])
        #expect(resumed.status == 0, "\(resumed.stdout)")
        #expect(try scratch.documentRows().count == 6)
    }
}

@Suite(.serialized) struct ExportResilienceEndToEndTests {
    @Test func oneUnreadableDocumentCostsItselfNotTheExport() throws {
        let scratch = try Scratch("e2e-export")
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("samples/letter.png"),
                                                          TestPaths.fixture("samples/receipt.jpg")])
        #expect(try scratch.folio(["run", input.path, "--mode", "fast"]).status == 0)
        let damage = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/sqlite3"), [scratch.store,
            "UPDATE pages SET textSource = 'zzz' WHERE documentId = (SELECT id FROM documents WHERE path LIKE '%letter.png')"])
        #expect(damage.status == 0, "\(damage.stderr)")
        let out = scratch.root.appendingPathComponent("json")
        let export = try scratch.folio(["export", "--format", "json", "--out", out.path])
        #expect(export.status == 3, "\(export.stdout)\n\(export.stderr)")
        #expect(export.stdout.contains("exported 1 document"), "\(export.stdout)")
        #expect(export.stderr.contains("unknown text source 'zzz'"), "\(export.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out.path).count == 1)
    }
}
