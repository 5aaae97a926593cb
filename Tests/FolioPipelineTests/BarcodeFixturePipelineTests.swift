import FolioModel
import FolioPipeline
import FolioTestSupport
import Foundation
import Testing

/// The generated delivery note (`folio-fixtures barcodes`, Fixtures/barcodes) read by the archive pipeline,
/// every stage on: as a born-digital PDF its barcodes come from a render of the page, as a scan from the
/// prepared page image; either way the page lists its three codes where they are printed.
@Suite struct BarcodeFixturePipelineTests {
    func process(_ file: String) throws -> Document {
        DocumentProcessor(config: try PipelineLoader.load("archive")).process(TestPaths.fixture("barcodes/\(file)"))
    }

    /// Checks that `page` lists exactly the codes of `truth`, each inside the page and inside its printed box
    /// (truth boxes multiplied by `scale` into page pixels, grown by `margin` pixels).
    func expectCodes(on page: Page, _ truth: BarcodeFixtureTruth, scale: Double, margin: Double) throws {
        #expect(page.barcodes.map { "\($0.symbology) \($0.payload)" }.sorted() == truth.expected)
        for code in page.barcodes {
            let box = code.box
            #expect(box.x >= 0 && box.y >= 0 && box.maxX <= Double(page.width) && box.maxY <= Double(page.height),
                    "\(truth.file): \(code.symbology) at \(box) on a \(page.width)×\(page.height) page")
            let printed = try #require(truth.codes.first { $0.payload == code.payload }).box.scaled(by: scale)
            #expect(printed.contains(x: box.x, y: box.y, width: box.width, height: box.height, margin: margin),
                    "\(truth.file): \(code.symbology) at \(box), printed at \(printed)")
        }
    }

    @Test func aBornDigitalPageListsItsThreeCodes() throws {
        let document = try process("delivery-note.pdf")
        #expect(document.status == .ok, "\(document.errors.map(\.message))")
        let page = try #require(document.pages.first)
        #expect(page.textSource == .pdfText)
        // Truth boxes are in points; the page is in pixels at its dpi. The codes are read on a 200 dpi render,
        // so a box may be off by a render pixel (1.5 page pixels at 300 dpi) and an edge's blur.
        try expectCodes(on: page, try BarcodeFixtureTruth.entry("delivery-note.pdf"), scale: page.dpi / 72, margin: 6)
    }

    @Test func aScannedPageListsItsThreeCodes() throws {
        let document = try process("delivery-note-scan.png")
        #expect(document.status == .ok, "\(document.errors.map(\.message))")
        let page = try #require(document.pages.first)
        // Deskewing turns the page back by its 0.4° skew: a code 1,000 pixels from the centre moves by ~7.
        try expectCodes(on: page, try BarcodeFixtureTruth.entry("delivery-note-scan.png"), scale: 1, margin: 12)
    }

    /// The foot of a till receipt, photographed and made small, through the receipts pipeline: the page cut out
    /// of the picture and straightened loses the QR code (modules under two pixels, resampled); the picture read
    /// whole, on every line, gives it back, placed on the page; and the fiscal code gives the receipt its date,
    /// time and roubles.
    @Test func aPhotographedReceiptFootListsBothCodesAndItsFiscalFields() throws {
        let document = DocumentProcessor(config: try PipelineLoader.load("receipts"))
            .process(TestPaths.fixture("barcodes/receipt-foot.png"))
        #expect(document.status == .ok, "\(document.errors.map(\.message))")
        let page = try #require(document.pages.first)
        let truth = try BarcodeFixtureTruth.entry("receipt-foot.png")
        #expect(page.barcodes.map { "\($0.symbology) \($0.payload)" }.sorted() == truth.expected)
        for code in page.barcodes {
            #expect(code.box.x >= 0 && code.box.y >= 0 && code.box.maxX <= Double(page.width)
                        && code.box.maxY <= Double(page.height) && code.box.width > 10,
                    "\(code.symbology) at \(code.box) on a \(page.width)×\(page.height) page")
        }
        let receipt = try #require(document.receipt)
        #expect(receipt.date == "2024-03-14" && receipt.time == "19:21")
        #expect(receipt.total == "23.40" && receipt.currency == "RUB")
    }
}
