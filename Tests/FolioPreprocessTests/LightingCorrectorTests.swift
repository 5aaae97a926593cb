import FolioEval
import FolioImaging
import FolioOCR
import FolioPreprocess
import FolioTestSupport
import Foundation
import Testing

@Suite struct LightingCorrectorTests {
    func letter() throws -> Image {
        try Image.decode(Data(contentsOf: TestPaths.fixture("samples/letter.png")), maxPixels: 100_000_000)
    }

    @Test func evenlyLitScansAreLeftAlone() throws {
        let result = try LightingCorrector().correct(try letter())
        #expect(result.correction == .none)
    }

    @Test func aShadowedPageIsFlattened() throws {
        let w = 400, h = 300
        var bytes = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h { for x in 0..<w { bytes[y * w + x] = UInt8(230 - 110 * x / w) } }
        let shaded = try bytes.withUnsafeBytes { try Image.gray(width: w, height: h, stride: w, bytes: $0) }
        #expect(try LightingCorrector().correct(shaded).correction == .flattened)
    }

    /// The letter printed faint: ink at grey 180, paper at 240.
    @Test func fadedPrintGetsBlackInkAndWhitePaper() throws {
        let page = try letter()
        let faded = try page.grayBytes().map { UInt8(180 + Int($0) * 60 / 255) }
        let image = try faded.withUnsafeBytes {
            try Image.gray(width: page.width, height: page.height, stride: page.width, bytes: $0)
        }
        let result = try LightingCorrector().correct(image)
        #expect(result.correction == .contrastRestored)
        let levels = try result.image.grayLevels(at: [0.005, 0.9], inset: 0.06)
        #expect(levels[0] <= 10, "ink at grey \(levels[0])")
        #expect(levels[1] >= 245, "paper at grey \(levels[1])")

        // For PP-OCRv6 the faded page stays as it is.
        var keeping = LightingCorrector()
        keeping.restoresFadedInk = false
        let kept = try keeping.correct(image)
        #expect(kept.correction == .none)
        #expect(try kept.image.grayBytes() == faded)
    }

    /// Two faded thermal receipts of sroie-dev that Tesseract reads as nothing as scanned.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (sroie-dev)"), arguments: ["387", "399"])
    func fadedThermalReceiptsBecomeReadable(id: String) throws {
        let sample = try #require(try SROIE.samples(in: TestPaths.shared("sroie-dev")).first { $0.id == id })
        let scan = try Image.decode(Data(contentsOf: sample.imageURL), maxPixels: 100_000_000).grayscale()
        let engine = try TesseractEngine(configuration: OCRConfiguration(
            dataPath: try ModelLocator.folder(for: .accurate, languages: ["eng"])))
        let corrected = try LightingCorrector().correct(scan)
        #expect(corrected.correction == .contrastRestored)
        let before = WordMetrics.f1(predicted: try engine.recognize(scan, dpi: nil).transcript, truth: sample.text).f1
        let after = WordMetrics.f1(predicted: try engine.recognize(corrected.image, dpi: nil).transcript,
                                   truth: sample.text).f1
        #expect(before < 0.2 && after >= 0.5, "word F1 \(before) as scanned, \(after) restored")
    }
}
