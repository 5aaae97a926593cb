import ArgumentParser
import Foundation

extension FolioFixtures {
    /// Writes the barcode fixtures: three labels and a delivery note as pictures, the note also as a
    /// born-digital PDF, and the codes each file holds.
    struct Barcodes: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write barcodes/ under the fixtures directory: QR, EAN-13 and Code 128 labels and a delivery "
                + "note holding all three as PNGs, the note also as a born-digital PDF, and truth.json.")

        @Option(help: "The fixtures directory to write into.")
        var out: String = "Fixtures"

        func run() throws {
            let files = FixtureFiles(root: URL(fileURLWithPath: out))
            let measurer = try TextMeasurer()
            let labels = try BarcodeLabels.all(measurer: measurer)
            let note = try DeliveryNoteDocument.sheet(measurer: measurer)
            var truths: [BarcodeTruth] = []
            for (index, label) in labels.enumerated() {
                truths.append(try picture(of: label, named: "\(label.name).png", salt: index, files))
            }
            truths.append(try picture(of: note, named: "\(note.name)-scan.png", salt: labels.count, files))

            let folder = try files.folder("barcodes")
            let pdf = folder.appendingPathComponent("\(note.name).pdf")
            let writer = try PDFWriter(url: pdf, title: "Delivery note \(BarcodePayloads.shipment)")
            try writer.addTextPage(note.page)
            try writer.finish()
            files.report(pdf)
            truths.append(.pdf(note, file: pdf.lastPathComponent))

            let truthURL = folder.appendingPathComponent("truth.json")
            try BarcodeTruth.write(truths, to: truthURL)
            files.report(truthURL)
        }

        /// Renders `sheet` as its PNG, with its own seeded randomness (specks, noise), and returns its truth.
        private func picture(of sheet: BarcodeSheet, named name: String, salt: Int,
                             _ files: FixtureFiles) throws -> BarcodeTruth {
            var random = SeededRandom.derived(seed: 128, salt: UInt64(salt))
            let image = try RasterPage.render(sheet.page, dpi: sheet.dpi, style: sheet.style, random: &random)
            try files.write(image.pngData(), name, in: "barcodes")
            return .image(sheet, file: name, width: image.width, height: image.height)
        }
    }
}
