import Foundation
import Testing
@testable import FolioEval

/// The committed fixtures' truth files parse into the pages that were rendered.
@Suite struct FixtureTruthTests {
    static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test(arguments: [("letter.png", 1), ("two-page-memo.tif", 2), ("invoice-scan.pdf", 2), ("report.pdf", 2),
                      ("receipt.jpg", 1)])
    func truthHasOneEntryPerPage(name: String, pages: Int) throws {
        let truth = try TruthText.load(Self.fixtures.appendingPathComponent("truth/\(name).txt"))
        #expect(truth.count == pages)
        #expect(truth.allSatisfy { !WordMetrics.tokens($0).isEmpty })
    }

    @Test func invoiceTableContinuesOnPageTwo() throws {
        let truth = try TruthText.load(Self.fixtures.appendingPathComponent("truth/invoice-scan.pdf.txt"))
        #expect(truth.first?.contains("Page 1 of 2") == true)
        #expect(truth.last?.hasPrefix("Invoice INV-2024-0317") == true)
        #expect(truth.last?.contains("Total due (GBP) 2,180.70") == true)
    }

    @Test func receiptTruthNamesItsTotal() throws {
        let lines = try String(contentsOf: Self.fixtures.appendingPathComponent("truth/receipt.jpg.txt"), encoding: .utf8)
            .split(separator: "\n")
        #expect(lines.contains("TOTAL £20.28"))
        #expect(lines.first == "THE CORNER PANTRY")
    }

    @Test func missingTruthFileThrows() {
        #expect(throws: EvalError.self) {
            try TruthText.load(Self.fixtures.appendingPathComponent("truth/no-such-file.txt"))
        }
    }
}
