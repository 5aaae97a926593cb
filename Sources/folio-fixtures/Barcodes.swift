import ArgumentParser
import Foundation

extension FolioFixtures {
    /// Writes the barcode fixtures: four labels and a delivery note as pictures, the note also as a
    /// born-digital PDF, and the codes each file holds.
    struct Barcodes: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write barcodes/ under the fixtures directory: QR, EAN-13 and Code 128 labels, a receipt's foot "
                + "and a delivery note holding all three as PNGs, the note also as a born-digital PDF, and truth.json.")

        @Option(help: "The fixtures directory to write into.")
        var out: String = "Fixtures"

        func run() throws {
            let files = FixtureFiles(root: URL(fileURLWithPath: out))
            let measurer = try TextMeasurer()
            let labels = try BarcodeLabels.all(measurer: measurer)
            let note = try DeliveryNoteDocument.sheet(measurer: measurer)
            // Each picture's randomness is seeded by its place here; the receipt foot came after the note and
            // goes after it, so the pictures made before it stay as they were.
            var pictures = labels.map { ($0, "\($0.name).png") }
            pictures.insert((note, "\(note.name)-scan.png"), at: min(3, pictures.count))
            var truths: [BarcodeTruth] = []
            for (index, (sheet, name)) in pictures.enumerated() {
                truths.append(try picture(of: sheet, named: name, salt: index, files))
            }

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
