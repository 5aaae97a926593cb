import FolioEval
import FolioImaging
import FolioOCR
import FolioTestSupport
import Foundation
import Testing

/// Accurate mode's second readings of unsure pages (`OCRConfiguration.retriesUnsurePages`).
@Suite struct UnsurePageRetryTests {
    /// The letter fixture printed as a dot matrix: of each 3 × 3 cell of ink only the top-left pixel is kept,
    /// like dot-matrix and dithered receipt print.
    func dottedLetter() throws -> Image {
        let letter = try Image.decode(Data(contentsOf: TestPaths.fixture("samples/letter.png")),
                                      maxPixels: 100_000_000)
        var bytes = try letter.grayBytes()
        for y in 0..<letter.height {
            for x in 0..<letter.width where bytes[y * letter.width + x] < 128 && (x % 3 != 0 || y % 3 != 0) {
                bytes[y * letter.width + x] = 255
            }
        }
        return try bytes.withUnsafeBytes {
            try Image.gray(width: letter.width, height: letter.height, stride: letter.width, bytes: $0)
        }
    }

    func read(_ image: Image, retrying: Bool) throws -> OCRPage {
        var configuration = OCRConfiguration(dataPath: try ModelLocator.folder(for: .accurate, languages: ["eng"]),
                                             languages: ["eng"])
        configuration.retriesUnsurePages = retrying
        return try TesseractEngine(configuration: configuration).recognize(image, dpi: 300)
    }

    @Test func dotMatrixPrintIsRecoveredBySmoothing() throws {
        let truth = try TruthText.load(TestPaths.fixture("truth/letter.png.txt"))[0]
        let dotted = try dottedLetter()
        let first = try read(dotted, retrying: false)
        let retried = try read(dotted, retrying: true)
        let before = WordMetrics.f1(predicted: first.transcript, truth: truth).f1
        let after = WordMetrics.f1(predicted: retried.transcript, truth: truth).f1
        #expect(first.confidence < 0.65, "the dotted page should read unsure first (\(first.confidence))")
        #expect(after >= before + 0.3, "word F1 \(before) without the retry, \(after) with it")
        #expect(retried.confidence > first.confidence)
    }

    @Test func aSurePageIsReadOnce() throws {
        let letter = try Image.decode(Data(contentsOf: TestPaths.fixture("samples/letter.png")),
                                      maxPixels: 100_000_000)
        let plain = try read(letter, retrying: false)
        let retried = try read(letter, retrying: true)
        #expect(plain.confidence >= 0.65)
        #expect(retried.transcript == plain.transcript)
    }
}
