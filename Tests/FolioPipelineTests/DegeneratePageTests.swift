import FolioImaging
import FolioModel
import FolioOCR
import FolioPipeline
import FolioTestSupport
import Foundation
import Testing

/// Valid images of odd sizes and blank pages are ok pages, never crashes or failures (issue 11, items 1 and 2).
@Suite struct DegeneratePageTests {
    /// A PNG of `width × height` grey pixels from `level(x, y)`, written to a temporary file.
    func png(_ width: Int, _ height: Int, name: String, level: (Int, Int) -> UInt8) throws -> URL {
        var bytes = [UInt8](repeating: 255, count: width * height)
        for y in 0..<height { for x in 0..<width { bytes[y * width + x] = level(x, y) } }
        let image = try bytes.withUnsafeBytes { try Image.gray(width: width, height: height, stride: width, bytes: $0) }
        let directory = try TestPaths.temporaryDirectory("folio-degenerate")
        let url = directory.appendingPathComponent(name)
        try image.pngData().write(to: url)
        return url
    }

    @Test(arguments: [(1, 1), (2, 1), (17, 1), (1, 5), (65535, 1), (3, 400), (400, 3), (9, 9)])
    func stripsAndSpecksAreOkPagesInEveryStage(width: Int, height: Int) throws {
        // Stripes, so the image is not uniform: every stage has something to look at.
        let url = try png(width, height, name: "strip-\(width)x\(height).png") { x, y in (x + y) % 2 == 0 ? 0 : 255 }
        for mode in [OCRMode.accurate, .fast] {
            let document = DocumentProcessor(config: PipelineConfig(name: "all", mode: mode)).process(url)
            #expect(document.status == .ok, "\(width)×\(height) \(mode): \(document.errors.map(\.message))")
            #expect(document.pages.count == 1)
        }
    }

    @Test func aWhitePageIsAnOkBlankPage() throws {
        let url = try png(2000, 2000, name: "white.png") { _, _ in 255 }
        let document = DocumentProcessor(config: PipelineConfig(name: "all")).process(url)
        #expect(document.status == .ok, "\(document.errors.map(\.message))")
        let page = try #require(document.pages.first)
        #expect(page.blank)
        #expect(page.transcript.isEmpty && page.lines.isEmpty)
        #expect(page.timings["ocr"] == nil, "a blank page costs no OCR")
    }

    @Test func paperGrainWithoutInkIsBlank() throws {
        var seed: UInt64 = 7
        let url = try png(1200, 1600, name: "grain.png") { _, _ in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(min(255, 225 + Int(seed >> 59))) // paper grain from 225 to 255, no ink
        }
        let document = DocumentProcessor(config: PipelineConfig(name: "all")).process(url)
        #expect(document.status == .ok, "\(document.errors.map(\.message))")
        #expect(document.pages.first?.blank == true)
    }

    @Test func aPageWithOnlyAFewMarksIsNotBlankAndStillOk() throws {
        // A 20 × 30 px black mark (a page number) on a 2000 × 2000 white page: under 0.5 % ink, which made the
        // lighting stage's contrast stretch fail before.
        let url = try png(2000, 2000, name: "mark.png") { x, y in (990..<1010).contains(x) && (1900..<1930).contains(y) ? 0 : 255 }
        let document = DocumentProcessor(config: PipelineConfig(name: "all")).process(url)
        #expect(document.status == .ok, "\(document.errors.map(\.message))")
        #expect(document.pages.first?.blank == false)
    }
}

/// A JPEG that libjpeg reads with warnings yields the pixels that exist (issue 11, item 10).
@Suite struct DamagedImageTests {
    @Test func aJPEGCutShortKeepsItsReadablePartAndTheDocumentIsPartial() throws {
        let whole = try Data(contentsOf: TestPaths.fixture("samples/receipt.jpg"))
        let url = try TestPaths.temporaryDirectory("folio-cut-jpeg").appendingPathComponent("cut.jpg")
        try whole.prefix(whole.count * 7 / 10).write(to: url)
        let document = DocumentProcessor(config: PipelineConfig(name: "fast", mode: .fast)).process(url)
        #expect(document.status == .partial, "\(document.errors.map(\.message))")
        let page = try #require(document.pages.first)
        #expect(page.transcript.contains("CORNER PANTRY"), "the top of the receipt is read: \(page.transcript)")
        #expect(document.errors.map(\.code) == ["input.damaged"])
        #expect(document.errors.first?.message.contains("cut.jpg: page 1: the JPEG is damaged") == true)
    }
}
