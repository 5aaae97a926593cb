import Foundation

/// What one suite's set goes through: its inputs staged (the scanned copies rendered), then Folio and each
/// peer run over them and scored.
struct SetTools {
    let folio: FolioTables
    let peers: PeerTables?
    let peerList: [Peer]
    /// nil with --no-scans.
    let renderer: ScanRenderer?

    /// Copies (or, for scans, renders) the set's inputs into `work/input` and counts their pages. The
    /// born-digital set holds the suite's PDFs; the scans set its images and the PDFs' scanned copies.
    func stage(_ truths: [TableTruth], variant: TableVariant, work: URL) throws -> [TableSetItem] {
        let chosen = truths.filter { truth in
            switch variant {
            case .bornDigital: return !truth.isImage
            case .scans: return truth.isImage || renderer != nil
            }
        }
        guard !chosen.isEmpty else { return [] }
        let input = work.appendingPathComponent("input")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        var items: [TableSetItem] = []
        for truth in chosen {
            let pages = truth.isImage ? 1 : try PDFPageCount.pages(of: truth.url)
            let scanned = variant == .scans && !truth.isImage
            let name = scanned ? truth.url.deletingPathExtension().lastPathComponent + ".scan.pdf" : truth.url.lastPathComponent
            let staged = input.appendingPathComponent(name)
            guard !FileManager.default.fileExists(atPath: staged.path) else {
                throw BenchError("two inputs of \(truth.suite.rawValue) \(variant.rawValue) are named \(name)")
            }
            if scanned, let renderer {
                BenchIO.log("rendering \(truth.url.lastPathComponent) (\(pages) page(s)) at \(renderer.dpi) dpi")
                try renderer.render(truth.url, pages: pages, to: staged, scratch: work.appendingPathComponent("render"))
            } else {
                do {
                    try FileManager.default.copyItem(at: truth.url, to: staged)
                } catch {
                    throw BenchError("cannot copy \(truth.path) to \(staged.path): \(error.localizedDescription)")
                }
            }
            items.append(TableSetItem(truth: truth, input: staged, pages: pages))
        }
        return items
    }

    /// Runs Folio, then each peer, over the staged inputs and scores them.
    func measure(_ items: [TableSetItem], suite: TableSuite, variant: TableVariant, workers: Int,
                 work: URL) throws -> TablesReport.SetReport {
        let inputs = items.map(\.input)
        let pages = items.map(\.pages).reduce(0, +)
        let label = "\(suite.rawValue) \(variant.rawValue)"
        let load = MachineLoad.now()
        BenchIO.log("\(label): folio run over \(inputs.count) file(s), \(pages) page(s), --workers \(workers)")
        var runs = [try folio.extract(inputs, workers: workers, work: work)]
        if let peers {
            for peer in peerList {
                BenchIO.log("\(label): \(peer.rawValue) over \(inputs.count) file(s), \(workers) at a time")
                runs.append(try peers.extract(peer, inputs: inputs, workers: workers, work: work))
            }
        }
        let otherCores = MachineLoad.now().otherCores(since: load)
        let scores = runs.map { TableScorer.score($0, items: items) }
        let truthPages = items.flatMap { $0.truth.pages }
        let truthTables = truthPages.map { $0.tables.count }.reduce(0, +)
        let checks = truthPages.map { $0.checks.count }.reduce(0, +)
        var report = TablesReport.SetReport(
            suite: suite, variant: variant, files: inputs.map(\.lastPathComponent), pages: pages,
            truthTables: truthTables, checks: checks, otherCores: otherCores, tools: scores)
        compareWithBestPeer(&report)
        report.areas = try areaScore(items, wholePages: runs[0], wholeSetExact: scores[0].exactTables, label: label,
                                     work: work)
        return report
    }

    /// Folio run again on the files whose truth was cut from an area of the page, with that area given
    /// (`tables.areas`): exact tables there, against the whole-page run on the same files; nil when no truth of
    /// the set names an area in numbers.
    /// `wholeSetExact` is the whole-page run's exact tables over the set.
    private func areaScore(_ items: [TableSetItem], wholePages: ExtractionRun, wholeSetExact: Int, label: String,
                           work: URL) throws -> TablesReport.AreaScore? {
        let chosen = items.filter { !$0.truth.areas.isEmpty }
        guard !chosen.isEmpty else { return nil }
        BenchIO.log("\(label): folio run with the truths' areas over \(chosen.count) file(s), one at a time")
        let inAreas = TableScorer.score(try folio.extractInAreas(chosen, work: work), items: chosen)
        let whole = TableScorer.score(wholePages, items: chosen)
        let setExact = wholeSetExact - whole.exactTables + inAreas.exactTables
        return TablesReport.AreaScore(files: chosen.map { $0.input.lastPathComponent }, truthTables: inAreas.truthTables,
                                      exactTables: inAreas.exactTables, wholePageExactTables: whole.exactTables,
                                      setExactTables: setExact, misses: inAreas.misses)
    }

    /// Picks the best peer (by F1 where the set has whole tables, else by checks passed; faster on a tie)
    /// and Folio's ratios to it.
    private func compareWithBestPeer(_ report: inout TablesReport.SetReport) {
        guard let folio = report.tools.first(where: { $0.tool == FolioTables.tool }) else { return }
        let measure: (TablesReport.ToolScore) -> Double = report.truthTables > 0 ? { $0.f1 } : { $0.checkShare }
        let peers = report.tools.filter { $0.tool != FolioTables.tool }
        guard let best = peers.max(by: { (measure($0), $0.pagesPerSecond) < (measure($1), $1.pagesPerSecond) }) else {
            return
        }
        report.bestPeer = best.tool
        report.scoreRatio = measure(best) > 0 ? measure(folio) / measure(best) : nil
        report.pagesPerSecondRatio = best.pagesPerSecond > 0 ? folio.pagesPerSecond / best.pagesPerSecond : nil
    }
}
