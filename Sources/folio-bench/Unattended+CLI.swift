import FolioModel
import FolioOCR
import Foundation

extension FolioBench.Unattended {
    /// (a) `folio run` over a copy of `scans` against the tesseract CLI over the same copies, `workers` at a time.
    func compareWithCLI(_ scans: [URL], runner: FolioRunner, work: URL) throws -> UnattendedReport.CLIComparison {
        let finish = UnattendedReport.Load.watch()
        let tesseractURL = try ChildProcess.executable(tesseract)
        let folioTessdata = try fastModelFolder()
        let cliTessdata = try defaultTessdata(of: tesseractURL, work: work)
        if URL(fileURLWithPath: folioTessdata).standardizedFileURL != URL(fileURLWithPath: cliTessdata).standardizedFileURL {
            BenchIO.log("warning: Folio's fast model folder \(folioTessdata) is not the CLI's \(cliTessdata)")
        }
        let input = work.appendingPathComponent("a-input")
        let copies = try copy(scans, into: input)
        let cli = TesseractBatch(tesseract: tesseractURL, extraArguments: [])

        var folioRuns: [Double] = [], cliRuns: [Double] = []
        for repetition in 1...repetitions {
            BenchIO.log("(a) folio run: \(copies.count) scans, --workers \(workers) (run \(repetition) of \(repetitions))")
            let store = work.appendingPathComponent("a-folio-r\(repetition).sqlite")
            folioRuns.append(try runner.run(pdf: input, workers: workers, store: store))
            if repetition == 1 { try checkEveryScanStored(copies, store: store, runner: runner, work: work) }
            BenchIO.log("(a) tesseract CLI: \(copies.count) scans, \(workers) at a time (run \(repetition) of \(repetitions))")
            cliRuns.append(try cli.recognise(copies, workers: workers,
                                             outputs: work.appendingPathComponent("a-cli-r\(repetition)")).seconds)
        }

        let folio = UnattendedReport.Timing(
            command: "folio run DIR \(Self.folioArguments.joined(separator: " ")) --workers \(workers)",
            runs: folioRuns, pages: copies.count)
        let peer = UnattendedReport.Timing(
            command: "tesseract IMG - --oem 1 --psm 3, \(workers) at a time", runs: cliRuns, pages: copies.count)
        let ratio = peer.pagesPerSecond > 0 ? folio.pagesPerSecond / peer.pagesPerSecond : 0
        return .init(images: copies.count, workers: workers, folioTessdata: folioTessdata, cliTessdata: cliTessdata,
                     folio: folio, cli: peer, ratio: ratio, goal: Self.cliGoal, met: ratio >= Self.cliGoal,
                     load: finish())
    }

    /// Throws unless the store holds one single-page document per scan: a skipped scan would flatter Folio.
    private func checkEveryScanStored(_ scans: [URL], store: URL, runner: FolioRunner, work: URL) throws {
        let documents = try runner.documentsByFileName(store: store,
                                                       exportDirectory: work.appendingPathComponent("a-export"))
        for scan in scans where documents[scan.lastPathComponent]?.source.pageCount != 1 {
            throw BenchError("folio stored no single-page document for \(scan.lastPathComponent)")
        }
    }

    /// The folder Folio reads the fast model from.
    private func fastModelFolder() throws -> String {
        do {
            return try ModelLocator.folder(for: .fast, languages: ["eng"])
        } catch {
            throw BenchError("no fast model for Folio: \(error)")
        }
    }

    /// The CLI's default model folder, from the first line of `tesseract --list-langs`
    /// (`List of available languages in "DIR/" (3):`).
    private func defaultTessdata(of tesseract: URL, work: URL) throws -> String {
        let output = work.appendingPathComponent("tesseract-list-langs.txt")
        let result = try ChildProcess.run(tesseract, ["--list-langs"], stdout: output,
                                          stderr: work.appendingPathComponent("tesseract-list-langs.log"))
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        let quoted = text.split(separator: "\"", omittingEmptySubsequences: false)
        guard result.status == 0, quoted.count >= 3 else {
            throw BenchError("tesseract --list-langs did not name its model folder:\n" + ChildProcess.tail(output))
        }
        return String(quoted[1])
    }

    /// Copies `files` into `folder` (a fresh folder Folio reads whole) and returns the copies, in order.
    private func copy(_ files: [URL], into folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return try files.map { file in
            let copy = folder.appendingPathComponent(file.lastPathComponent)
            do {
                try FileManager.default.copyItem(at: file, to: copy)
            } catch {
                throw BenchError("cannot copy \(file.path) to \(copy.path): \(error.localizedDescription)")
            }
            return copy
        }
    }
}
