import Foundation
import Testing
@testable import FolioEval

@Suite struct SROIETests {
    @Test func transcriptKeepsCommasAfterTheEighthField() {
        #expect(SROIE.transcript(ofRow: "1,2,3,4,5,6,7,8,TOTAL, INCL. GST") == "TOTAL, INCL. GST")
        #expect(SROIE.transcript(ofRow: "1,2,3,4,5,6,7,8,") == "")
        #expect(SROIE.transcript(ofRow: "1,2,3,4,5,6,7,only seven commas") == nil)
    }

    @Test func boxCSVHandlesCRLFAndBlankRows() throws {
        let csv = "96,41,353,41,353,79,96,79,TAN WOON YANN\r\n\r\n88,107,366,107,366,133,88,133,A, B,C\r\n"
        #expect(try SROIE.lines(fromBoxCSV: csv) == ["TAN WOON YANN", "A, B,C"])
    }

    @Test func malformedBoxRowThrowsWithItsLineNumber() {
        #expect {
            try SROIE.lines(fromBoxCSV: "1,2,3,4,5,6,7,8,ok\n1,2,3\n", path: "box/x.csv")
        } throws: { error in
            guard let error = error as? EvalError else { return false }
            return error.code == .malformed && error.message.contains("line 2") && error.path == "box/x.csv"
        }
    }

    @Test func samplesLoadsImagesWithTheirBoxesAndKeys() throws {
        let root = try makeDataSet()
        defer { try? FileManager.default.removeItem(at: root) }
        let samples = try SROIE.samples(in: root)
        #expect(samples.map(\.id) == ["001", "002"])
        let first = try #require(samples.first)
        #expect(first.imageURL.lastPathComponent == "001.jpg")
        #expect(first.lines == ["SHOP, LTD", "TOTAL 9.90"])
        #expect(first.text == "SHOP, LTD\nTOTAL 9.90")
        #expect(first.fields == SROIEFields(company: "SHOP, LTD", date: "25/12/2018", address: "1 MAIN ST", total: "9.90"))
        #expect(samples[1].fields.total == nil)
    }

    @Test func missingKeyFileThrows() throws {
        let root = try makeDataSet()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.removeItem(at: root.appendingPathComponent("key/002.json"))
        #expect {
            try SROIE.samples(in: root)
        } throws: { error in
            (error as? EvalError)?.code == .missingFile && (error as? EvalError)?.path.hasSuffix("key/002.json") == true
        }
    }

    @Test func missingImageDirectoryThrows() {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-sroie-\(UUID())")
        #expect(throws: EvalError.self) { try SROIE.samples(in: nowhere) }
    }

    /// The shared development sample, when this machine has it (read in place, never copied).
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/work/shared/data/sroie-dev/img")))
    func loadsTheDevelopmentSample() throws {
        let samples = try SROIE.samples(in: URL(fileURLWithPath: "/work/shared/data/sroie-dev"))
        #expect(samples.count > 0)
        for sample in samples {
            #expect(!sample.lines.isEmpty, "\(sample.id) has no lines")
            #expect(sample.lines.allSatisfy { !$0.contains("\r") })
            #expect(sample.fields.total != nil, "\(sample.id) has no total")
        }
    }

    private func makeDataSet() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sroie-test-\(UUID())")
        for folder in ["img", "box", "key"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder),
                                                    withIntermediateDirectories: true)
        }
        let files: [String: String] = [
            "img/001.jpg": "", "img/002.jpg": "", "img/notes.txt": "ignored",
            "box/001.csv": "1,1,9,1,9,5,1,5,SHOP, LTD\n1,6,9,6,9,9,1,9,TOTAL 9.90\n",
            "key/001.json": #"{"company": "SHOP, LTD", "date": "25/12/2018", "address": "1 MAIN ST", "total": "9.90"}"#,
            "box/002.csv": "1,1,9,1,9,5,1,5,X\n",
            "key/002.json": #"{"company": "X"}"#,
        ]
        for (path, content) in files {
            try Data(content.utf8).write(to: root.appendingPathComponent(path))
        }
        return root
    }
}
