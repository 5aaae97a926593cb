import FolioTestSupport
import Foundation
import Testing

/// `folio export --format xlsx` on documents run through the built CLI: real workbooks, read back with unzip.
@Suite(.serialized) struct XLSXExportEndToEndTests {
    /// One part of a workbook (a zip), as text.
    func part(_ name: String, of workbook: URL) throws -> String {
        let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/unzip"), ["-p", workbook.path, name])
        #expect(result.status == 0, "unzip \(name): \(result.stderr)")
        return result.stdout
    }

    @Test func everyDocumentGetsAWorkbookAndAnUnreadableOneIsNamedWithExit3() throws {
        let scratch = try Scratch("e2e-xlsx")
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("samples/report.pdf"),
                                                          TestPaths.fixture("samples/receipt.jpg")])
        #expect(try scratch.folio(["run", input.path, "--mode", "fast"]).status == 0)

        let out = scratch.root.appendingPathComponent("xlsx")
        let export = try scratch.folio(["export", "--format", "xlsx", "--out", out.path])
        #expect(export.status == 0, "\(export.stdout)\n\(export.stderr)")
        #expect(export.stdout.contains("exported 2 documents as xlsx"), "\(export.stdout)")
        let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(files.count == 2 && files.allSatisfy { $0.hasSuffix(".xlsx") && $0.count == 64 + 5 }, "\(files)")

        // The report's workbook holds its table's figures (on a table sheet, or on its text sheet while no
        // table is detected); a workbook is a zip whose every part is intact.
        let show = try scratch.folio(["show"])
        let reportLine = try #require(show.stdout.split(separator: "\n").first { $0.contains("report.pdf") })
        let prefix = try #require(reportLine.split(separator: " ").first)
        let report = try #require(files.first { $0.hasPrefix(prefix) })
        let workbook = out.appendingPathComponent(report)
        #expect(try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/unzip"), ["-tq", workbook.path]).status == 0)
        #expect(try part("xl/workbook.xml", of: workbook).contains("<sheet name="))
        let strings = try part("xl/sharedStrings.xml", of: workbook)
        #expect(strings.contains("February") && strings.contains("Quarter"), "\(strings.prefix(400))")

        // A document the store cannot read costs itself, not the export.
        let damage = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/sqlite3"), [scratch.store,
            "UPDATE pages SET textSource = 'zzz' WHERE documentId = (SELECT id FROM documents WHERE path LIKE '%receipt.jpg')"])
        #expect(damage.status == 0, "\(damage.stderr)")
        let again = scratch.root.appendingPathComponent("xlsx-again")
        let partial = try scratch.folio(["export", "--format", "xlsx", "--out", again.path])
        #expect(partial.status == 3, "\(partial.stdout)\n\(partial.stderr)")
        #expect(partial.stdout.contains("exported 1 document as xlsx"), "\(partial.stdout)")
        #expect(partial.stderr.contains("unknown text source 'zzz'"), "\(partial.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: again.path) == [report])
    }
}
