import ArgumentParser
import FolioDetect
import FolioEval
import FolioModel
import Foundation

extension FolioBench {
    /// `folio-bench receipts`: SROIE's key fields end to end from the receipt images.
    struct Receipts: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Receipt fields end to end: folio run on sroie-dev's images, scored against its key fields.",
            discussion: """
                Runs `folio run` with the receipts pipeline (detect.region MY, as a user in Malaysia would set it, or
                --region) on ../shared/data/sroie-dev/img, exports JSON and scores each document's receipt: company and address
                exact after whitespace normalisation (SROIE task 3), the date as a date, the total as an amount.
                --from-json DIR scores an earlier export instead of running folio; --reread reads the receipts again
                from that export's pages with this build's ReceiptReader (for work on the reader alone).
                """)

        @Option(help: "The folio binary.")
        var folio = ".build/release/folio"

        @Option(help: "The shared data folder holding sroie-dev.")
        var data = "../shared/data"

        @Option(help: "Workers for folio run.")
        var workers = 2

        @Option(help: "Score the JSON documents in DIR (an earlier export) instead of running folio.")
        var fromJSON: String?

        @Flag(help: "With --from-json: read the receipts again from the exported pages with this build.")
        var reread = false

        @Option(help: "Write the full report (every miss) here as JSON.")
        var json: String?

        @Option(help: "Where runs keep their store and export.")
        var workDirectory = "bench-results/receipts"

        @Flag(help: "Read the receipts from sroie-dev's own line transcripts (box/) instead of OCR: the reader's score with perfect text, to tell its misses from the OCR's.")
        var truthLines = false

        @Flag(help: "List every miss, not the first ten per field.")
        var allMisses = false

        @Option(help: """
            The receipts pipeline's detect.region: MY, as a user in Malaysia sets it; US, the default, as a batch \
            of receipts from several countries may be run.
            """)
        var region = "MY"

        func run() throws {
            let set = URL(fileURLWithPath: data).appendingPathComponent("sroie-dev")
            guard FileManager.default.fileExists(atPath: set.appendingPathComponent("key").path) else {
                print("folio-bench receipts: skipped: \(set.path) is absent")
                return
            }
            let samples = try SROIE.samples(in: set)
            var seconds: Double?
            let exportDirectory: URL
            if truthLines {
                exportDirectory = URL(fileURLWithPath: "/nonexistent")
            } else if let fromJSON {
                exportDirectory = URL(fileURLWithPath: fromJSON)
            } else {
                let work = URL(fileURLWithPath: workDirectory)
                try? FileManager.default.removeItem(at: work)
                try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
                let pipeline = try ReceiptsPipeline.write(in: work, region: region)
                let runner = FolioRunner(folio: URL(fileURLWithPath: folio), runArguments: ["--pipeline", pipeline.path])
                let run = try runner.runBatch(samples.map(\.imageURL), workers: workers,
                                              store: work.appendingPathComponent("store.sqlite"))
                seconds = run.seconds
                exportDirectory = work.appendingPathComponent("json")
                _ = try runner.exportJSON(store: run.store, into: exportDirectory)
            }
            let documents = truthLines ? [:] : try FolioRunner.documentsByFileName(jsonFiles(in: exportDirectory))
            let reader = ReceiptReader(options: DetectionOptions(region: region))
            var scores = ["company", "date", "address", "total"].map { ReceiptFieldScore(field: $0) }
            let truthDates = DateDetector()
            for sample in samples {
                let file = sample.imageURL.lastPathComponent
                var receipt = documents[file]?.receipt
                if truthLines {
                    let boxes = try String(contentsOf: set.appendingPathComponent("box/\(sample.id).csv"), encoding: .utf8)
                    receipt = reader.receipt(from: [TruthLinePage.page(fromBoxCSV: boxes)])
                }
                if reread, let document = documents[file] { receipt = reader.receipt(from: document.pages) }
                let truth = sample.fields
                // SROIE's transcripts are upper case whatever the print ("Gerbang Alaf Restaurants Sdn Bhd" is
                // "GERBANG ALAF RESTAURANTS SDN BHD" in its truth): both sides are compared upper-cased.
                scores[0].add(file: file, truth: truth.company, found: receipt?.merchant,
                              right: ReceiptFieldMatch.sameText(receipt?.merchant?.uppercased(), truth.company?.uppercased()))
                let truthDate = truth.date.flatMap {
                    truthDates.matches(in: ScalarText($0), options: ReceiptsPipeline.options).first?.value
                }
                scores[1].add(file: file, truth: truth.date.map { "\($0) (\(truthDate ?? "?"))" }, found: receipt?.date,
                              right: truthDate != nil && receipt?.date == truthDate)
                scores[2].add(file: file, truth: truth.address, found: receipt?.address,
                              right: ReceiptFieldMatch.sameText(receipt?.address?.uppercased(), truth.address?.uppercased()))
                scores[3].add(file: file, truth: truth.total, found: receipt?.total,
                              right: ReceiptFieldMatch.sameAmount(receipt?.total, truth.total))
            }
            print("sroie-dev key fields, end to end from \(samples.count) images, region \(region)"
                  + (seconds.map { String(format: " (folio run %.1f s)", $0) } ?? "")
                  + (reread ? " (receipts re-read from \(exportDirectory.path))" : "")
                  + (truthLines ? " (from the truth line transcripts, not OCR)" : ""))
            print("field     right / scored  accuracy")
            for score in scores {
                print(score.field.padding(toLength: 10, withPad: " ", startingAt: 0)
                      + String(format: "%5d / %-6d  %.3f", score.right, score.scored, score.accuracy))
            }
            for score in scores where !score.misses.isEmpty {
                print("\n\(score.field) misses (\(score.misses.count)):")
                for miss in allMisses ? score.misses : Array(score.misses.prefix(10)) {
                    print("  \(miss.file): truth \(miss.truth) | found \(miss.found ?? "nothing")")
                }
            }
            if let json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
                try encoder.encode(scores).write(to: URL(fileURLWithPath: json))
            }
        }
    }
}

/// The JSON files in `directory`.
func jsonFiles(in directory: URL) throws -> [URL] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        .map { directory.appendingPathComponent($0) }
}

/// The receipts pipeline as a user in Malaysia would set it (SROIE's receipts are Malaysian: day-first dates,
/// ringgit, +60 phone numbers), or with another region. SROIE's truth dates are read as Malaysian whatever it is.
enum ReceiptsPipeline {
    static let options = DetectionOptions(region: "MY")

    static func write(in directory: URL, region: String = "MY") throws -> URL {
        let source = try String(contentsOfFile: "pipelines/receipts.yml", encoding: .utf8)
        var lines: [String] = []
        for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("name:") { lines.append("name: receipts-\(region.lowercased())"); continue }
            if line.hasPrefix("  region:") { lines.append("  region: \(region)"); continue }
            lines.append(String(line))
        }
        let url = directory.appendingPathComponent("receipts-\(region.lowercased()).yml")
        try Data(lines.joined(separator: "\n").utf8).write(to: url)
        return url
    }
}

/// A page built from a SROIE `box/NNN.csv`: each row's quad as a line, its words spread over the line's width.
enum TruthLinePage {
    static func page(fromBoxCSV text: String) -> Page {
        var lines: [Line] = []
        for row in text.split(whereSeparator: \.isNewline) {
            let fields = row.split(separator: ",", maxSplits: 8, omittingEmptySubsequences: false)
            guard fields.count == 9 else { continue }
            let numbers = fields.prefix(8).compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 8 else { continue }
            let xs = stride(from: 0, to: 8, by: 2).map { numbers[$0] }, ys = stride(from: 1, to: 8, by: 2).map { numbers[$0] }
            let box = Box(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
            let transcript = String(fields[8])
            let tokens = transcript.split(separator: " ")
            guard !tokens.isEmpty else { continue }
            let total = Double(tokens.reduce(0) { $0 + $1.count + 1 })
            var x = box.x
            let words: [Word] = tokens.map { token in
                let width = box.width * Double(token.count) / total
                defer { x += box.width * Double(token.count + 1) / total }
                return Word(text: String(token), box: Box(x: x, y: box.y, width: width, height: box.height), confidence: 1)
            }
            lines.append(Line(text: transcript, box: box, confidence: 1, words: words))
        }
        return Page(index: 0, width: 1000, height: 3000, dpi: 150, textSource: .ocr, transcript: "", confidence: 1,
                    lines: lines, paragraphs: [])
    }
}
