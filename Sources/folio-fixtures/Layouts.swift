import ArgumentParser
import Foundation

extension FolioFixtures {
    /// Writes the layout fixtures: each case as a born-digital PDF, a scanned copy and its layout truth.
    struct Layouts: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write layout/ under the fixtures directory: generated documents (title, headings, lists, "
                + "columns, running header and footer) as born-digital and scanned PDFs with <case>.truth.json.")

        @Option(help: "The fixtures directory to write into.")
        var out: String = "Fixtures"

        /// As the table fixtures (and the layout benchmark's scans).
        static let scanDPI = Tables.scanDPI
        static let scanQuality = Tables.scanQuality

        func run() throws {
            let files = FixtureFiles(root: URL(fileURLWithPath: out))
            let folder = try files.folder("layout")
            let composer = LayoutComposer(measurer: try TextMeasurer())
            for (index, layoutCase) in LayoutCases.all.enumerated() {
                let pages = composer.pages(layoutCase.pieces, header: layoutCase.header)
                let pdf = folder.appendingPathComponent("\(layoutCase.name).pdf")
                let digital = try PDFWriter(url: pdf, title: layoutCase.headings.first?.text ?? layoutCase.name)
                for page in pages { try digital.addTextPage(page) }
                try digital.finish()
                files.report(pdf)

                let scanName = "\(layoutCase.name)-scan.pdf"
                let writer = try PDFWriter(url: folder.appendingPathComponent(scanName),
                                           title: layoutCase.headings.first?.text ?? layoutCase.name)
                var degrees: [Double] = []
                for (number, page) in pages.enumerated() {
                    var random = SeededRandom.derived(seed: 2027, salt: UInt64(index * 100 + number))
                    degrees.append(((random.unit() - 0.5) * 0.6 * 1000).rounded() / 1000)
                    let style = ScanStyle.office(rotationDegrees: degrees[number], noise: 3)
                    let image = try RasterPage.render(page, dpi: Self.scanDPI, style: style, random: &random)
                    try writer.addImagePage(image, dpi: Self.scanDPI, quality: Self.scanQuality)
                }
                try writer.finish()
                files.report(folder.appendingPathComponent(scanName))

                let scan = LayoutTruthFile.Scan(pdf: scanName, dpi: Self.scanDPI, rotationDegrees: degrees)
                let truth = try LayoutTruthFile.json(layoutCase, pdf: pdf.lastPathComponent, scan: scan,
                                                     pageCount: pages.count)
                try files.write(text: truth, "\(layoutCase.name).truth.json", in: "layout")
            }
        }
    }
}
