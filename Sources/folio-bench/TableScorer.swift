import FolioEval
import Foundation

/// One input of a set: its truth and the file the tools read (the suite's file or its scanned copy).
struct TableSetItem {
    var truth: TableTruth
    var input: URL
    var pages: Int
}

/// Scores one tool's run on a set: relation counts, exact tables and checks over every scored page, with every
/// miss and its cause.
enum TableScorer {
    static func score(_ run: ExtractionRun, items: [TableSetItem]) -> TablesReport.ToolScore {
        var counts = RelationCounts.zero
        var exact = 0, truthTables = 0, passed = 0, checks = 0, unmatched = 0
        var misses: [TablesReport.Miss] = [], failedChecks: [TablesReport.FailedCheck] = []
        var fileErrors: [TablesReport.FileError] = []
        for item in items {
            let name = item.input.lastPathComponent
            let file = run.files[name] ?? ExtractionRun.File(error: "the tool reported nothing for this file")
            if let error = file.error { fileErrors.append(.init(file: name, error: error)) }
            for page in item.truth.pages {
                let predicted = file.pages[page.index] ?? []
                let pageScore = TableMatching.score(predicted: predicted, truth: page.tables, complete: page.complete)
                counts = counts + pageScore.counts
                unmatched += pageScore.unmatchedPredicted
                truthTables += page.tables.count
                for (index, truth) in page.tables.enumerated() {
                    let found = pageScore.matches[index].map { predicted[$0] }
                    guard let difference = TableDifference.between(predicted: found, truth: truth) else {
                        exact += 1
                        continue
                    }
                    var cause = difference.summary
                    if difference == .noTable, !predicted.isEmpty {
                        cause += " (\(predicted.count) other table(s) on the page)"
                    } else if difference == .noTable, let error = file.error {
                        cause += " (\(error.prefix(120)))"
                    }
                    misses.append(.init(file: name, page: page.index + 1, table: index + 1, cause: cause))
                }
                let results = TableCheck.evaluate(page.checks, tables: predicted)
                checks += results.count
                passed += results.filter { $0 }.count
                for (check, held) in zip(page.checks, results) where !held {
                    failedChecks.append(.init(file: name, page: page.index + 1, check: check.summary))
                }
            }
        }
        let pages = items.map(\.pages).reduce(0, +)
        return TablesReport.ToolScore(
            tool: run.tool, command: run.command, seconds: run.seconds,
            pagesPerSecond: run.seconds > 0 ? Double(pages) / run.seconds : 0,
            relations: counts, precision: counts.precision, recall: counts.recall, f1: counts.f1,
            exactTables: exact, truthTables: truthTables,
            exactShare: truthTables > 0 ? Double(exact) / Double(truthTables) : 0,
            checksPassed: passed, checks: checks, unmatchedTables: unmatched,
            misses: misses, failedChecks: failedChecks, fileErrors: fileErrors)
    }
}
