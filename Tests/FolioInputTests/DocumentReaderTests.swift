import FolioImaging
import FolioInput
import FolioModel
import FolioTestSupport
import Foundation
import Testing

@Suite struct DocumentReaderTests {
    func reader(_ fixture: String, options: InputOptions = InputOptions()) throws -> DocumentReader {
        try DocumentReader(url: TestPaths.fixture(fixture), options: options)
    }

    @Test func multiPageTIFFHasEveryPageWithItsResolution() throws {
        let r = try reader("samples/two-page-memo.tif")
        #expect(r.mediaType == .tiff)
        #expect(r.pageCount == 2)
        for index in 0..<2 {
            guard case .image(let image, let dpi) = try r.page(index) else {
                Issue.record("page \(index) of a TIFF should be an image")
                continue
            }
            #expect(dpi == 200)
            #expect(image.width > 1000)
        }
    }

    @Test func bornDigitalPDFUsesItsTextLayer() throws {
        let r = try reader("samples/report.pdf")
        #expect(r.mediaType == .pdf)
        guard case .text(let layer) = try r.page(0) else {
            Issue.record("report.pdf page 1 should come from its text layer")
            return
        }
        #expect(layer.dpi == 300)
        #expect(!layer.lines.isEmpty)
        let truthFirstPage = try String(contentsOf: TestPaths.fixture("truth/report.pdf.txt"), encoding: .utf8)
            .components(separatedBy: "\u{0C}")[0]
        let firstTruthWord = try #require(truthFirstPage.split(whereSeparator: \.isWhitespace).first)
        #expect(layer.lines.first?.words.first?.text == String(firstTruthWord))
        // Word boxes lie on the page.
        for word in layer.lines.flatMap(\.words) {
            #expect(word.box.x >= 0 && word.box.maxX <= Double(layer.width) + 1)
            #expect(word.box.y >= 0 && word.box.maxY <= Double(layer.height) + 1)
        }
    }

    @Test func scannedPDFGivesItsEmbeddedImageAtNativeResolution() throws {
        let r = try reader("samples/invoice-scan.pdf")
        #expect(r.pageCount == 2)
        guard case .image(let image, let dpi) = try r.page(0) else {
            Issue.record("a scanned page should give an image")
            return
        }
        let nativeDPI = try #require(dpi)
        #expect(nativeDPI >= 150 && nativeDPI <= 400)
        #expect(image.width > 1000)
    }

    @Test func textLayerCanBeIgnored() throws {
        let r = try reader("samples/report.pdf", options: InputOptions(renderDPI: 100, useTextLayer: false))
        guard case .image(let image, let dpi) = try r.page(0) else {
            Issue.record("with the text layer off, the page should be rendered")
            return
        }
        #expect(dpi == 100)
        #expect(abs(image.width - 827) <= 1) // A4 (595.28 pt) at 100 dpi
    }

    @Test(arguments: [
        ("bad/empty.pdf", InputError.Code.empty, "empty"),
        ("bad/notes.txt", .unsupportedType, "plain text"),
        ("bad/notes-renamed.png", .unsupportedType, "plain text"),
        ("bad/half.pdf", .truncated, "truncated"),
        ("bad/encrypted.pdf", .encrypted, "password"),
        ("bad/huge.png", .tooLarge, "megapixels"),
    ])
    func badFilesFailWithTheirReason(fixture: String, code: InputError.Code, phrase: String) {
        #expect {
            _ = try reader(fixture)
        } throws: { error in
            guard let error = error as? InputError else { return false }
            return error.code == code && error.message.contains(phrase)
        }
    }

    @Test func truncatedJPEGOpensButItsPageFails() throws {
        let r = try reader("bad/truncated.jpg")
        #expect(r.mediaType == .jpeg)
        #expect(throws: InputError.self) { try r.page(0) }
    }
}
