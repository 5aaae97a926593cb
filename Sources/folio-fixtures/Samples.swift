import ArgumentParser
import Foundation

extension FolioFixtures {
    /// Regenerates the committed fixtures: samples with their truth, OCR snippets and broken files.
    struct Samples: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write samples/, truth/, ocr/, bad/ and heavy/ under the fixtures directory.")

        @Option(help: "The fixtures directory to write into.")
        var out: String = "Fixtures"

        func run() throws {
            let files = FixtureFiles(root: URL(fileURLWithPath: out))
            let measurer = try TextMeasurer()
            try writeSamples(files, measurer: measurer)
            try writeSnippets(files, measurer: measurer)
            try BadFixtures.write(to: files, measurer: measurer)
            try writeHeavy(files)
        }

        /// `heavy/`: valid pages that are costly to read; each must be read whole within the page timeout.
        private func writeHeavy(_ files: FixtureFiles) throws {
            let url = try files.folder("heavy").appendingPathComponent("figures.pdf")
            let writer = try PDFWriter(url: url, title: "A page of 12,000 figures")
            for page in DenseFiguresDocument.pages() { try writer.addTextPage(page) }
            try writer.finish()
            files.report(url)
        }

        private func writeSamples(_ files: FixtureFiles, measurer: TextMeasurer) throws {
            var random = SeededRandom(seed: 2024)

            let letter = LetterDocument.pages(measurer: measurer)
            let letterImage = try RasterPage.render(letter[0], dpi: 300, random: &random)
            try files.write(letterImage.pngData(), "letter.png", in: "samples")
            try writeTruth(letter, for: "letter.png", files)

            let memo = MemoDocument.pages(measurer: measurer)
            let memoURL = try files.folder("samples").appendingPathComponent("two-page-memo.tif")
            try files.remove(memoURL)
            for (index, page) in memo.enumerated() {
                let style = ScanStyle(paper: 0.96, ink: 0.08, speckles: 0.25)
                let image = try RasterPage.render(page, dpi: 200, style: style, random: &random)
                try image.writeTIFF(to: memoURL, append: index > 0)
            }
            files.report(memoURL)
            try writeTruth(memo, for: "two-page-memo.tif", files)

            let invoice = InvoiceDocument.pages(measurer: measurer)
            let invoiceURL = try files.folder("samples").appendingPathComponent("invoice-scan.pdf")
            let scan = try PDFWriter(url: invoiceURL, title: "Scanned invoice")
            for (index, page) in invoice.enumerated() {
                let style = ScanStyle.office(rotationDegrees: index == 0 ? 0.35 : -0.2, noise: 3)
                let image = try RasterPage.render(page, dpi: 200, style: style, random: &random)
                try scan.addImagePage(image, dpi: 200, quality: 70)
            }
            try scan.finish()
            files.report(invoiceURL)
            try writeTruth(invoice, for: "invoice-scan.pdf", files)

            let report = ReportDocument.pages(measurer: measurer)
            let reportURL = try files.folder("samples").appendingPathComponent("report.pdf")
            let digital = try PDFWriter(url: reportURL, title: "Quarterly Operations Report")
            for page in report { try digital.addTextPage(page) }
            try digital.finish()
            files.report(reportURL)
            try writeTruth(report, for: "report.pdf", files)

            let receipt = ReceiptDocument.pages(measurer: measurer)
            let receiptStyle = ScanStyle.office(rotationDegrees: -0.6, blur: 0.3, noise: 4)
            let receiptImage = try RasterPage.render(receipt[0], dpi: 200, style: receiptStyle, random: &random)
            try files.write(receiptImage.jpegData(quality: 80), "receipt.jpg", in: "samples")
            try writeTruth(receipt, for: "receipt.jpg", files)

            // A German receipt, for the receipt reader's other languages (kept out of samples/: not the demo's).
            let german = GermanReceiptDocument.pages(measurer: measurer)
            let germanImage = try RasterPage.render(german[0], dpi: 200, style: receiptStyle, random: &random)
            try files.write(germanImage.jpegData(quality: 80), "receipt-de.jpg", in: "receipts")
            try files.write(text: TruthFormat.text(of: german), "receipt-de.jpg.txt", in: "receipts")
        }

        private func writeSnippets(_ files: FixtureFiles, measurer: TextMeasurer) throws {
            var random = SeededRandom(seed: 300)
            for snippet in OCRSnippets.all(measurer: measurer) {
                var image = try RasterPage.render(snippet.page, dpi: 300, style: snippet.style, random: &random)
                if snippet.quarterTurns != 0 { image = try image.rotated(quarterTurns: snippet.quarterTurns) }
                try files.write(image.pngData(), "\(snippet.name).png", in: "ocr")
                try files.write(text: TruthFormat.text(of: [snippet.page]), "\(snippet.name).txt", in: "ocr")
            }
            try files.write(text: OCRSnippets.tableCSV, "table.csv", in: "ocr")
        }

        private func writeTruth(_ pages: [PageLayout], for name: String, _ files: FixtureFiles) throws {
            try files.write(text: TruthFormat.text(of: pages), "\(name).txt", in: "truth")
        }
    }
}
