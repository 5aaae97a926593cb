@testable import FolioPipeline
import FolioModel
import Testing

/// Codes read on a whole photo are added to its page where they fall on it, once.
@Suite struct PageBarcodesTests {
    /// A 400 × 600 page cut out of a photo from the quad (100, 50) … (500, 650): the photo's pixels shifted.
    func page(with barcodes: [Barcode] = []) -> Page {
        let quad = [Point(x: 100, y: 50), Point(x: 500, y: 50), Point(x: 500, y: 650), Point(x: 100, y: 650)]
        var page = Page(index: 0, width: 400, height: 600, dpi: 0, sourceQuad: quad, textSource: .ocr,
                        transcript: "", confidence: 0, lines: [], paragraphs: [])
        page.barcodes = barcodes
        return page
    }

    func code(_ payload: String, _ box: Box) -> Barcode {
        Barcode(symbology: "CODE-39", payload: payload, box: box)
    }

    @Test func aCodeOnThePageIsPlacedInItsPixels() throws {
        var page = page()
        PageBarcodes.add([code("69923", Box(x: 150, y: 600, width: 120, height: 30))], to: &page)
        let placed = try #require(page.barcodes.first)
        #expect(abs(placed.box.x - 50) < 0.01 && abs(placed.box.y - 550) < 0.01)
        #expect(abs(placed.box.width - 120) < 0.01 && abs(placed.box.height - 30) < 0.01)
    }

    @Test func aCodeAcrossThePagesEdgeIsCutToIt() throws {
        var page = page()
        // Centre (130, 640) in the photo is (30, 590) on the page; the box runs 20 pixels past the bottom.
        PageBarcodes.add([code("80110", Box(x: 80, y: 620, width: 100, height: 40))], to: &page)
        let placed = try #require(page.barcodes.first)
        #expect(placed.box.x == 0 && abs(placed.box.maxX - 80) < 0.01)
        #expect(abs(placed.box.maxY - 600) < 0.01)
    }

    @Test func aCodeElsewhereInThePhotoIsLeftOut() {
        var page = page()
        PageBarcodes.add([code("1", Box(x: 520, y: 300, width: 60, height: 20))], to: &page)
        #expect(page.barcodes.isEmpty)
    }

    @Test func aCodeThePageGaveIsNotAddedAgain() {
        var page = page(with: [code("000032", Box(x: 10, y: 10, width: 100, height: 30))])
        PageBarcodes.add([code("000032", Box(x: 112, y: 62, width: 98, height: 28))], to: &page)
        #expect(page.barcodes.count == 1)
        #expect(page.barcodes[0].box.x == 10)
    }
}
