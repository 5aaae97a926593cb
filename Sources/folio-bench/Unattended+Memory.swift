import Foundation

extension FolioBench.Unattended {
    /// (d) Peak memory of the coordinator and its workers over scanned PDFs of `counts` pages, each made of the
    /// first `counts.min()` scans repeated (so every PDF holds the same pages, only more of them), fresh store each.
    func peakMemory(_ counts: [Int], scans: [URL], builder: ScanPDFBuilder, runner: FolioRunner,
                    work: URL) throws -> UnattendedReport.Memory {
        let finish = UnattendedReport.Load.watch()
        let cycle = Array(scans.prefix(counts.min() ?? scans.count))
        var rows: [UnattendedReport.MemoryRow] = []
        for count in counts {
            BenchIO.log("(d) img2pdf: \(count)-page scanned PDF")
            let file = work.appendingPathComponent("d-\(count).pdf")
            let pdf = try builder.build(from: cycle, pages: count, into: file)
            BenchIO.log("(d) folio run: \(count) pages, --workers \(workers), memory sampled every \(intervalMs) ms")
            let store = work.appendingPathComponent("d-\(count).sqlite")
            let outcome = try runner.runSampled(pdf: file, workers: workers, store: store,
                                                interval: Double(intervalMs) / 1000)
            let pages = try runner.transcripts(store: store, exportDirectory: work.appendingPathComponent("d-\(count)-export"))
            guard pages.count == count else { throw BenchError("folio stored \(pages.count) pages of \(file.path)") }
            try? FileManager.default.removeItem(at: file)
            rows.append(.init(pdf: pdf, seconds: outcome.seconds,
                              pagesPerSecond: outcome.seconds > 0 ? Double(count) / outcome.seconds : 0,
                              totalMiB: outcome.peaks.totalMiB, coordinatorMiB: outcome.peaks.rootMiB,
                              largestWorkerMiB: outcome.peaks.largestDescendantMiB,
                              workerProcesses: outcome.peaks.descendants, samples: outcome.peaks.samples))
        }
        func ratio(_ figure: KeyPath<UnattendedReport.MemoryRow, Double>) -> Double {
            guard let first = rows.first, let last = rows.last, first[keyPath: figure] > 0 else { return 0 }
            return last[keyPath: figure] / first[keyPath: figure]
        }
        let totalRatio = ratio(\.totalMiB)
        let met = (rows.last?.totalMiB ?? .infinity) < Self.memoryGoalMiB && totalRatio <= Self.memoryGoalRatio
        return .init(workers: workers, intervalMilliseconds: intervalMs, rows: rows, totalRatio: totalRatio,
                     coordinatorRatio: ratio(\.coordinatorMiB), largestWorkerRatio: ratio(\.largestWorkerMiB),
                     goalMiB: Self.memoryGoalMiB, goalRatio: Self.memoryGoalRatio, met: met, load: finish())
    }
}
