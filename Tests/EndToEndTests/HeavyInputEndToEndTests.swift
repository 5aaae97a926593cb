import FolioModel
import FolioTestSupport
import Foundation
import Testing

/// Valid pages that are costly to read are read whole within the page timeout.
@Suite struct HeavyInputEndToEndTests {
    /// `Fixtures/heavy/figures.pdf`: 12,000 figures on one born-digital page, one text run each, read by the
    /// receipts pipeline (no table stage to take the grid). Its layout followed every gap of a row from every
    /// figure on the row and ran past the 120 s page timeout, losing the page; every figure is kept now.
    @Test func aPageOfTwelveThousandFiguresIsReadWhole() throws {
        let scratch = try Scratch("e2e-heavy")
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("heavy/figures.pdf")])
        let run = try scratch.folio(["run", input.path, "--pipeline", "receipts"])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        #expect(run.stdout.contains("1 ok · 0 partial · 0 failed"), "\(run.stdout)")
        let jsonDir = scratch.root.appendingPathComponent("json")
        #expect(try scratch.folio(["export", "--format", "json", "--out", jsonDir.path]).status == 0)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: jsonDir.path).first)
        let document = try JSONDecoder().decode(Document.self, from: Data(contentsOf: jsonDir.appendingPathComponent(file)))
        let words = document.pages.flatMap(\.lines).flatMap(\.words)
        #expect(words.count == 300 * 40)
        #expect(words.allSatisfy { Int($0.text).map { (0..<10_000).contains($0) } ?? false })
    }
}
