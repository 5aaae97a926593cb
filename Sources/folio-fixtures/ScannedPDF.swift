import ArgumentParser
import Foundation

extension FolioFixtures {
    /// Writes a many-page scanned PDF (gray page images, no text layer) for benchmarks.
    struct ScannedPDF: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "scanned-pdf",
            abstract: "Write a multi-page scanned PDF: each page a noisy gray raster of generated text, no text layer.")

        @Option(help: "Number of pages.")
        var pages = 20

        @Option(help: "Output PDF path.")
        var out: String

        @Option(help: "Resolution of the page images in dots per inch.")
        var dpi = 300.0

        @Option(help: "Seed: the same seed gives the same document.")
        var seed: UInt64 = 1

        @Option(help: "JPEG quality of the page images (1-100).")
        var quality = 80

        @Option(help: "Also write the rendered text here (pages separated by a form-feed line).")
        var truth: String?

        func validate() throws {
            guard pages >= 1 else { throw ValidationError("--pages must be at least 1") }
            guard (72...600).contains(dpi) else { throw ValidationError("--dpi must be between 72 and 600") }
            guard (1...100).contains(quality) else { throw ValidationError("--quality must be between 1 and 100") }
        }

        func run() throws {
            let measurer = try TextMeasurer()
            let layouts = GeneratedPages.pages(count: pages, seed: seed, measurer: measurer)
            let url = URL(fileURLWithPath: out)
            let writer = try PDFWriter(url: url, title: "Scanned benchmark document")
            for (index, layout) in layouts.enumerated() {
                var random = SeededRandom.derived(seed: seed, salt: 1_000_000 + UInt64(index))
                let style = ScanStyle.office(rotationDegrees: (random.unit() - 0.5) * 0.8, noise: 5)
                let image = try RasterPage.render(layout, dpi: dpi, style: style, random: &random)
                try writer.addImagePage(image, dpi: dpi, quality: quality)
            }
            try writer.finish()
            if let truth {
                do {
                    try Data(TruthFormat.text(of: layouts).utf8).write(to: URL(fileURLWithPath: truth))
                } catch {
                    throw FixtureError("write \(truth)", "\(error)")
                }
            }
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            print("\(out): \(pages) pages at \(Int(dpi)) dpi, \(size) bytes")
        }
    }
}
