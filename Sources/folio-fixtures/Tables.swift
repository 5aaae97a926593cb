import ArgumentParser
import Foundation

extension FolioFixtures {
    /// Writes the table fixtures: each case as a born-digital PDF, a scanned copy and its table truth.
    struct Tables: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write tables/ under the fixtures directory: generated tables as born-digital and scanned "
                + "PDFs with <case>.truth.json (every cell, spans, pages).")

        @Option(help: "The fixtures directory to write into.")
        var out: String = "Fixtures"

        /// Scans are 200 dpi, the usual office setting; JPEG quality 65 keeps a page near 150 KB.
        static let scanDPI = 200.0
        static let scanQuality = 65

        func run() throws {
            let files = FixtureFiles(root: URL(fileURLWithPath: out))
            let folder = try files.folder("tables")
            for (index, tableCase) in TableCases.all(measurer: try TextMeasurer()).enumerated() {
                let pdf = folder.appendingPathComponent("\(tableCase.name).pdf")
                let digital = try PDFWriter(url: pdf, title: tableCase.description)
                for page in tableCase.pages { try digital.addTextPage(page) }
                try digital.finish()
                files.report(pdf)

                var scan: (pdf: String, dpi: Double, rotationDegrees: [Double])?
                if tableCase.scanned {
                    let name = "\(tableCase.name)-scan.pdf"
                    let writer = try PDFWriter(url: folder.appendingPathComponent(name), title: tableCase.description)
                    var degrees: [Double] = []
                    for (number, page) in tableCase.pages.enumerated() {
                        var random = SeededRandom.derived(seed: 2026, salt: UInt64(index * 100 + number))
                        degrees.append((random.unit() - 0.5) * 0.6)
                        let style = ScanStyle.office(rotationDegrees: degrees[number], noise: 3)
                        let image = try RasterPage.render(page, dpi: Self.scanDPI, style: style, random: &random)
                        try writer.addImagePage(image, dpi: Self.scanDPI, quality: Self.scanQuality)
                    }
                    try writer.finish()
                    files.report(folder.appendingPathComponent(name))
                    scan = (name, Self.scanDPI, degrees)
                }
                let truth = try TableTruthFile.json(name: tableCase.name, description: tableCase.description,
                                                    pdf: pdf.lastPathComponent, scan: scan,
                                                    pageCount: tableCase.pages.count,
                                                    pageSize: (Paper.a4.width, Paper.a4.height), tables: tableCase.tables)
                try files.write(text: truth, "\(tableCase.name).truth.json", in: "tables")
            }
        }
    }
}
