import Foundation

extension FolioBench.Unattended {
    /// (c) `folio run` over the same scanned PDF with one worker and with `workers`, fresh store each.
    func scaling(_ pdf: ScanPDF, runner: FolioRunner, work: URL) throws -> UnattendedReport.Scaling {
        let finish = UnattendedReport.Load.watch()
        let input = URL(fileURLWithPath: pdf.path)
        var timings = Array(Set([1, workers])).sorted().map { (workers: $0, runs: [Double]()) }
        for repetition in 1...repetitions {
            for index in timings.indices {
                let count = timings[index].workers
                BenchIO.log("(c) folio run: \(pdf.pages) pages, --workers \(count) (run \(repetition) of \(repetitions))")
                let store = work.appendingPathComponent("c-w\(count)-r\(repetition).sqlite")
                timings[index].runs.append(try runner.run(pdf: input, workers: count, store: store))
            }
        }
        let rows = ThroughputReport.rows(timings, pages: pdf.pages)
        return .init(pdf: pdf, rows: rows, speedup: rows.last?.speedup ?? 0, load: finish())
    }
}
