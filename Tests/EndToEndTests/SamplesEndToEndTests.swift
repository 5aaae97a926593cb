import FolioEval
import FolioModel
import FolioStore
import FolioTestSupport
import Foundation
import Testing

/// Runs the built CLI on Fixtures/samples and checks the exports against the truth.
@Suite(.serialized) struct SamplesEndToEndTests {
    static let samples = ["letter.png", "receipt.jpg", "two-page-memo.tif", "invoice-scan.pdf", "report.pdf"]

    @Test func runExportSearchAndShow() throws {
        let scratch = try Scratch("e2e-samples")
        let run = try scratch.folio(["run", TestPaths.fixture("samples").path])
        #expect(run.status == 0, "stdout: \(run.stdout)\nstderr: \(run.stderr)")
        #expect(run.stdout.contains("5 ok · 0 partial · 0 failed"))

        // JSON: one file per document, in DESIGN.md's shape, text matching the truth.
        let jsonDir = scratch.root.appendingPathComponent("json")
        let export = try scratch.folio(["export", "--format", "json", "--out", jsonDir.path])
        #expect(export.status == 0, "\(export.stderr)")
        let files = try FileManager.default.contentsOfDirectory(atPath: jsonDir.path).filter { $0.hasSuffix(".json") }
        #expect(files.count == Self.samples.count)
        for file in files {
            let data = try Data(contentsOf: jsonDir.appendingPathComponent(file))
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            for key in ["schemaVersion", "id", "source", "status", "errors", "pages", "receipt"] {
                #expect(object[key] != nil, "\(file) lacks \(key)")
            }
            #expect(file == "\(object["id"] as? String ?? "").json")
            let document = try JSONDecoder().decode(Document.self, from: data)
            #expect(document.status == .ok)
            let name = URL(fileURLWithPath: document.source.path).lastPathComponent
            let truth = try TruthText.load(TestPaths.fixture("truth/\(name).txt"))
            #expect(document.pages.count == truth.count, "\(name)")
            for (page, expected) in zip(document.pages, truth) {
                let f1 = WordMetrics.f1(predicted: page.transcript, truth: expected).f1
                #expect(f1 >= minimumF1(for: name), "\(name) page \(page.index + 1): word F1 \(f1)")
                let pageObject = try #require((object["pages"] as? [[String: Any]])?[page.index])
                for key in ["index", "width", "height", "sourceQuad", "rotation", "skewDegrees", "textSource",
                            "transcript", "confidence", "lines", "paragraphs", "lists", "tables", "barcodes",
                            "detectedData"] {
                    #expect(pageObject[key] != nil, "\(name) page lacks \(key)")
                }
            }
        }

        // CSV: documents.csv has one row per document.
        #expect(try scratch.documentRows().count == Self.samples.count)

        // Search: a word from one sample's truth finds that document.
        let letterWords = try TruthText.load(TestPaths.fixture("truth/letter.png.txt"))[0]
            .split(whereSeparator: \.isWhitespace).map(String.init)
        let distinctive = try #require(letterWords.first { $0.count >= 8 && $0.allSatisfy(\.isLetter) })
        let search = try scratch.folio(["search", distinctive.lowercased()])
        #expect(search.status == 0)
        #expect(search.stdout.contains("letter.png"), "searching \(distinctive): \(search.stdout)")
        let none = try scratch.folio(["search", "zzqxjvnotaword"])
        #expect(none.stdout.contains("no matches"))

        // Low-confidence words are queryable, lowest first.
        let words = try scratch.folio(["words", "--below", "1", "--limit", "5"])
        #expect(words.status == 0)
        let confidences = words.stdout.split(separator: "\n").compactMap { Double($0.prefix(4)) }
        #expect(confidences.count == 5, "\(words.stdout)")
        #expect(confidences == confidences.sorted() && confidences.allSatisfy { $0 < 1 })

        // Show: the summary lists every document; one document prints as JSON.
        let show = try scratch.folio(["show"])
        #expect(Self.samples.allSatisfy { show.stdout.contains($0) })
        let id = String(files[0].dropLast(5))
        let one = try scratch.folio(["show", String(id.prefix(10))])
        let shown = try JSONDecoder().decode(Document.self, from: Data(one.stdout.utf8))
        #expect(shown.id == id)
    }

    @Test func pipelineOptionsReachTheExport() throws {
        let scratch = try Scratch("e2e-options")
        let pipeline = scratch.root.appendingPathComponent("alternatives.yml")
        // Alternative readings are Tesseract's.
        try "name: alternatives\nocr: { engine: tesseract, candidates: 3, minimumConfidence: 0 }\n"
            .write(to: pipeline, atomically: true, encoding: .utf8)
        let run = try scratch.folio(["run", TestPaths.fixture("samples/receipt.jpg").path, "--pipeline", pipeline.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let out = scratch.root.appendingPathComponent("json")
        #expect(try scratch.folio(["export", "--format", "json", "--out", out.path]).status == 0)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: out.path).first)
        let document = try JSONDecoder().decode(Document.self, from: Data(contentsOf: out.appendingPathComponent(file)))
        let words = document.pages.flatMap(\.words)
        #expect(!words.isEmpty && words.allSatisfy { ($0.candidates?.count ?? 0) >= 1 })
        #expect(words.contains { ($0.candidates?.count ?? 0) >= 2 })
        #expect(document.pages.allSatisfy { $0.timings["ocr"] != nil })
    }

    /// Two files of the same bytes in one run are one document, stored once under both paths, and the summary
    /// says so: the files found add up.
    @Test func aCopyInTheSameRunIsCountedAndStoredUnderBothPaths() throws {
        let scratch = try Scratch("e2e-copy")
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("samples/letter.png")])
        try FileManager.default.copyItem(at: input.appendingPathComponent("letter.png"),
                                         to: input.appendingPathComponent("letter-copy.png"))
        let run = try scratch.folio(["run", input.path])
        #expect(run.status == 0)
        #expect(run.stdout.contains("2 found · 1 processed · 0 already stored · 1 copy (the same content as another "
            + "file: stored once, under each path)"), "\(run.stdout)")
        #expect(try scratch.documentRows().count == 1)
        let store = try Store(path: scratch.store)
        let id = try #require(try store.summaries().first?.id)
        #expect(Set(try store.paths(documentID: id).map { URL(fileURLWithPath: $0).lastPathComponent })
            == ["letter.png", "letter-copy.png"])
    }

    @Test func secondRunStoresNothingTwice() throws {
        let scratch = try Scratch("e2e-rerun")
        let input = try scratch.inputFolder("in", files: [TestPaths.fixture("samples/letter.png"),
                                                          TestPaths.fixture("samples/receipt.jpg")])
        #expect(try scratch.folio(["run", input.path]).status == 0)
        let before = try scratch.documentRows()
        // The same content under another name is the same document.
        try FileManager.default.copyItem(at: input.appendingPathComponent("letter.png"),
                                         to: input.appendingPathComponent("letter-copy.png"))
        let again = try scratch.folio(["run", input.path])
        #expect(again.status == 0)
        #expect(again.stdout.contains("0 processed · 3 already stored"), "\(again.stdout)")
        #expect(try scratch.documentRows() == before)
    }
}
