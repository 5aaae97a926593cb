import Foundation

extension FolioBench.Unattended {
    /// (b) `folio run` against `ocrmypdf --jobs N -l eng --output-type pdf` on the same scanned PDF.
    func compareWithOCRmyPDF(_ pdf: ScanPDF, runner: FolioRunner,
                             work: URL) throws -> UnattendedReport.OCRmyPDFComparison {
        let finish = UnattendedReport.Load.watch()
        let ocrmypdfURL = try ChildProcess.executable(ocrmypdf)
        let version = try ocrmypdfVersion(ocrmypdfURL, work: work)
        let input = URL(fileURLWithPath: pdf.path)
        let arguments = ["--jobs", String(workers), "-l", "eng", "--output-type", "pdf"]

        var folioRuns: [Double] = [], peerRuns: [Double] = []
        for repetition in 1...repetitions {
            BenchIO.log("(b) folio run: \(pdf.pages) pages, --workers \(workers) (run \(repetition) of \(repetitions))")
            let store = work.appendingPathComponent("b-folio-r\(repetition).sqlite")
            folioRuns.append(try runner.run(pdf: input, workers: workers, store: store))
            if repetition == 1 {
                let pages = try runner.transcripts(store: store, exportDirectory: work.appendingPathComponent("b-export"))
                guard pages.count == pdf.pages else {
                    throw BenchError("folio stored \(pages.count) pages of the \(pdf.pages)-page PDF")
                }
            }
            BenchIO.log("(b) ocrmypdf \(arguments.joined(separator: " ")) (run \(repetition) of \(repetitions))")
            let output = work.appendingPathComponent("b-ocrmypdf-r\(repetition).pdf")
            let log = work.appendingPathComponent("b-ocrmypdf-r\(repetition).log")
            let result = try ChildProcess.run(ocrmypdfURL, arguments + [input.path, output.path],
                                              stdout: work.appendingPathComponent("b-ocrmypdf-r\(repetition).out"),
                                              stderr: log)
            guard result.status == 0, FileManager.default.fileExists(atPath: output.path) else {
                throw BenchError("ocrmypdf exited \(result.status):\n" + ChildProcess.tail(log))
            }
            peerRuns.append(result.seconds)
        }

        let folio = UnattendedReport.Timing(
            command: "folio run PDF \(Self.folioArguments.joined(separator: " ")) --workers \(workers)",
            runs: folioRuns, pages: pdf.pages)
        let peer = UnattendedReport.Timing(command: "ocrmypdf \(arguments.joined(separator: " ")) PDF OUT",
                                           runs: peerRuns, pages: pdf.pages)
        let speedup = folio.seconds > 0 ? peer.seconds / folio.seconds : 0
        return .init(pdf: pdf, ocrmypdfVersion: version, folio: folio, ocrmypdf: peer, speedup: speedup,
                     goal: Self.ocrmypdfGoal, met: speedup >= Self.ocrmypdfGoal, load: finish())
    }

    /// `ocrmypdf --version`'s first line.
    private func ocrmypdfVersion(_ executable: URL, work: URL) throws -> String {
        let output = work.appendingPathComponent("ocrmypdf-version.txt")
        let result = try ChildProcess.run(executable, ["--version"], stdout: output,
                                          stderr: work.appendingPathComponent("ocrmypdf-version.log"))
        let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        guard result.status == 0, let line = text.split(separator: "\n").first else {
            throw BenchError("ocrmypdf --version failed (status \(result.status)); is OCRmyPDF installed?")
        }
        return String(line)
    }
}
