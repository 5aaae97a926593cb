import ArgumentParser
import Foundation

extension FolioBench {
    /// How often Folio brings a page lying on its side or upside down back upright, against Tesseract's OSD.
    struct Orientation: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Pages turned 90°, 180° and 270°: how many Folio brings back upright, in each mode, and OSD.",
            discussion: """
                Turns real scans (the first --count images of --scans, at full and half size) and the first page of \
                the first --pdf-count PDFs of --pdfs (rendered in grey at --dpi by pdftoppm) a quarter clockwise, \
                half way and a quarter anticlockwise with Leptonica, runs `folio run` over the copies in each mode \
                with a pipeline of the image stages and OCR (structure off), and reads each page's `rotation` from \
                `folio export --format json`: a copy turned t° clockwise is upright again when its rotation is \
                360 − t. In the same run, `tesseract FILE - --psm 0` (orientation and script detection, the peer \
                a script would call) is asked the same of every copy, its "Rotate:" taken as given.
                """)

        @Option(help: "The folio executable.")
        var folio: String

        @Option(help: "Folder of scanned images (receipts).")
        var scans = "../shared/data/sroie-dev/img"

        @Option(help: "How many of the scans (the first, by name).")
        var count = 12

        @Option(help: "Folder of PDFs whose first pages are rendered and turned.")
        var pdfs = "../shared/data/layout-dev/pdf"

        @Option(help: "How many of the PDFs (the first, by name).")
        var pdfCount = 12

        @Option(help: "Resolution the PDF pages are rendered at.")
        var dpi = 150

        @Option(help: "Modes to run folio in, comma-separated.")
        var modes = "accurate,fast"

        @Option(help: "The tesseract executable (the peer); \"none\" skips it.")
        var tesseract = "tesseract"

        @Option(help: "The pdftoppm executable (poppler-utils).")
        var pdftoppm = "pdftoppm"

        @Option(help: "Worker processes for each folio run.")
        var workers = 2

        @Option(help: "Write the report as JSON to this file.")
        var json: String?

        @Option(help: "Directory for the copies, stores, exports and logs (default: a temporary one, removed afterwards).")
        var workDir: String?

        func validate() throws {
            guard workers >= 1, count >= 0, pdfCount >= 0, dpi >= 50 else {
                throw ValidationError("--workers and --dpi must be positive, the counts not negative")
            }
        }

        func run() throws {
            let folioURL = try ChildProcess.executable(folio)
            let work = try BenchIO.workDirectory(workDir) { $0 == "copies" || $0.hasSuffix(".sqlite") }
            var finished = false
            defer { BenchIO.finish(work, workDir: workDir, finished: finished) }
            let copies = work.appendingPathComponent("copies"), rendered = work.appendingPathComponent("rendered")
            for folder in [copies, rendered] {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            }
            let scanFiles = try files(in: scans, endingIn: ["jpg", "jpeg", "png", "tif", "tiff"]).prefix(count)
            let pdfFiles = try files(in: pdfs, endingIn: ["pdf"]).prefix(pdfCount)
            let pages = pdfFiles.isEmpty ? [] : try OrientationSet.render(Array(pdfFiles), dpi: dpi,
                                                                           pdftoppm: try ChildProcess.executable(pdftoppm),
                                                                           into: rendered)
            let items = try OrientationSet.make(scans: Array(scanFiles), pages: pages, into: copies)
            guard !items.isEmpty else { throw BenchError("no scans in \(scans) and no PDFs in \(pdfs)") }

            var report = OrientationReport(copies: items.count, scans: scanFiles.count, pdfPages: pages.count, dpi: dpi)
            for mode in modes.split(separator: ",").map({ String($0).trimmingCharacters(in: .whitespaces) }) {
                BenchIO.log("folio run (\(mode)) over \(items.count) turned copies, \(workers) workers")
                let pipeline = try OrientationPipeline.write(mode: mode, in: work)
                let runner = FolioRunner(folio: folioURL, runArguments: ["--pipeline", pipeline.path])
                let batch = try runner.runBatch(items.map(\.url), workers: workers,
                                                store: work.appendingPathComponent("\(mode).sqlite"))
                let documents = try ExportedPages.byFileName(
                    runner.exportJSON(store: batch.store, into: work.appendingPathComponent("\(mode)-export")))
                report.add(tool: "folio \(mode)", seconds: batch.seconds, items: items) {
                    documents[$0.url.lastPathComponent]?.firstPage?.rotation
                }
            }
            if tesseract != "none" {
                let peer = try ChildProcess.executable(tesseract)
                BenchIO.log("tesseract --psm 0 over \(items.count) turned copies")
                let start = Date()
                var answers: [String: Int] = [:]
                for item in items { answers[item.url.lastPathComponent] = try osdRotation(of: item.url, peer: peer, work: work) }
                report.add(tool: "tesseract OSD", seconds: Date().timeIntervalSince(start), items: items) {
                    answers[$0.url.lastPathComponent]
                }
            }
            print(report.text, terminator: "")
            if let json { try BenchIO.writeJSON(report, to: json) }
            finished = true
        }

        /// The files in `folder` with one of `extensions`, sorted by name.
        private func files(in folder: String, endingIn extensions: Set<String>) throws -> [URL] {
            let url = URL(fileURLWithPath: folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else {
                BenchIO.log("no folder \(folder); its pages are left out")
                return []
            }
            return names.filter { extensions.contains(($0 as NSString).pathExtension.lowercased()) }.sorted()
                .map { url.appendingPathComponent($0) }
        }

        /// The clockwise turn `tesseract FILE - --psm 0` says makes the page upright ("Rotate: N"); nil when it
        /// gives none (too little text).
        private func osdRotation(of file: URL, peer: URL, work: URL) throws -> Int? {
            let out = work.appendingPathComponent("osd.out"), log = work.appendingPathComponent("osd.log")
            _ = try ChildProcess.run(peer, [file.path, "-", "--psm", "0"], stdout: out, stderr: log)
            let text = (try? String(contentsOf: out, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").first { $0.hasPrefix("Rotate:") }
                .flatMap { Int($0.dropFirst("Rotate:".count).trimmingCharacters(in: .whitespaces)) }
        }
    }
}

/// The pipeline the orientation benchmark runs: the image stages and OCR in `mode`, structure off.
enum OrientationPipeline {
    static func write(mode: String, in directory: URL) throws -> URL {
        let yaml = """
            # Written by folio-bench orientation: the image stages and OCR, structure off.
            name: orientation-\(mode)
            description: Turned pages brought upright (orient on), read, nothing more.
            mode: \(mode)
            incremental: false
            stages:
              boundary: true
              rectify: true
              lighting: true
              orient: true
              deskew: true
              ocr: true
              tables: false
              layout: false
              barcodes: false
              detect: false
              receipt: false

            """
        let url = directory.appendingPathComponent("orientation-\(mode).yml")
        do {
            try Data(yaml.utf8).write(to: url)
        } catch {
            throw BenchError("cannot write \(url.path): \(error)")
        }
        return url
    }
}
