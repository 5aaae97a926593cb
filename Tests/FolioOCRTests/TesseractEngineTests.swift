import FolioEval
import FolioImaging
import FolioOCR
import FolioTestSupport
import Foundation
import Testing

@Suite struct TesseractEngineTests {
    func engine(_ mode: OCRMode = .accurate, languages: [String] = ["eng"]) throws -> TesseractEngine {
        let folder = try ModelLocator.folder(for: mode, languages: languages)
        return try TesseractEngine(configuration: OCRConfiguration(dataPath: folder, languages: languages))
    }

    func image(_ url: URL) throws -> Image {
        try Image.decode(Data(contentsOf: url), maxPixels: 100_000_000)
    }

    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (Tesseract's phototest)"))
    func phototestWordAccuracy() throws {
        let url = TestPaths.shared("ocr/tesseract-test/phototest.tif")
        let truth = try String(contentsOf: TestPaths.shared("ocr/tesseract-test/phototest.gold.txt"), encoding: .utf8)
        let page = try engine().recognize(image(url), dpi: nil)
        let accuracy = WordMetrics.accuracy(predicted: page.transcript, truth: truth)
        #expect(accuracy >= 0.97, "phototest word accuracy \(accuracy)")
    }

    @Test(arguments: [OCRMode.accurate, .fast])
    func readsAGeneratedPageWithBoxesAndConfidences(mode: OCRMode) throws {
        let url = TestPaths.fixture("samples/letter.png")
        let truth = try TruthText.load(TestPaths.fixture("truth/letter.png.txt"))[0]
        let picture = try image(url)
        let page = try engine(mode).recognize(picture, dpi: nil)
        #expect(WordMetrics.accuracy(predicted: page.transcript, truth: truth) >= 0.95)
        #expect(page.confidence > 0.8 && page.confidence <= 1)
        #expect(!page.paragraphs.isEmpty)
        #expect(page.paragraphs.map(\.order) == Array(0..<page.paragraphs.count))
        for line in page.lines {
            #expect(line.text == line.words.map(\.text).joined(separator: " "))
            for word in line.words {
                #expect(word.confidence >= 0 && word.confidence <= 1)
                #expect(word.box.x >= 0 && word.box.maxX <= Double(picture.width))
                #expect(word.box.y >= 0 && word.box.maxY <= Double(picture.height))
                // A word lies inside its line.
                #expect(word.box.x >= line.box.x && word.box.maxX <= line.box.maxX)
            }
        }
    }

    @Test func blankPageReadsNothing() throws {
        let bytes = [UInt8](repeating: 255, count: 600 * 400)
        let blank = try bytes.withUnsafeBytes { try Image.gray(width: 600, height: 400, stride: 600, bytes: $0) }
        let page = try engine(.fast).recognize(blank, dpi: 300)
        #expect(page.lines.isEmpty)
        #expect(page.transcript.isEmpty)
    }

    @Test func engineIsReusedAcrossPages() throws {
        let e = try engine(.fast)
        let letter = try image(TestPaths.fixture("samples/letter.png"))
        let first = try e.recognize(letter, dpi: nil)
        let second = try e.recognize(letter, dpi: nil)
        #expect(first.transcript == second.transcript)
    }
}

@Suite struct ModelLocatorTests {
    @Test func missingModelNamesWhatInstallsIt() {
        #expect {
            try ModelLocator.folder(for: .fast, languages: ["xyz"], explicit: nil, environment: [:])
        } throws: { error in
            let message = "\(error)"
            return message.contains("xyz.traineddata") && message.contains("apt-get install tesseract-ocr-xyz")
        }
    }

    @Test func accurateModelHintNamesSetup() {
        #expect {
            try ModelLocator.folder(for: .accurate, languages: ["eng"], explicit: "/nonexistent/tessdata", environment: [:])
        } throws: { error in
            "\(error)".contains("/nonexistent/tessdata") && "\(error)".contains("scripts/setup")
        }
    }

    @Test func explicitFolderWinsOverEnvironment() throws {
        let fast = try ModelLocator.folder(for: .fast, languages: ["eng"], environment: [:])
        let chosen = try ModelLocator.folder(for: .accurate, languages: ["eng"], explicit: fast,
                                             environment: ["TESSDATA_PREFIX": "/nonexistent"])
        #expect(chosen == fast)
    }

    @Test func accurateAndFastAreDifferentModels() throws {
        let accurate = try ModelLocator.folder(for: .accurate, languages: ["eng"], environment: [:])
        let fast = try ModelLocator.folder(for: .fast, languages: ["eng"], environment: [:])
        #expect(accurate != fast)
        let a = try FileManager.default.attributesOfItem(atPath: accurate + "/eng.traineddata")[.size] as? Int
        let f = try FileManager.default.attributesOfItem(atPath: fast + "/eng.traineddata")[.size] as? Int
        #expect(a != f)
    }
}

@Suite struct TextScaleTests {
    @Test func smallPrintGrowsLargePrintShrinksTheRestStays() {
        #expect(TesseractEngine.textScale(lineHeight: 13, target: 26) == 2)
        #expect(TesseractEngine.textScale(lineHeight: 5, target: 26) == 3, "enlargement is capped at 3×")
        #expect(TesseractEngine.textScale(lineHeight: 26, target: 26) == 1)
        #expect(TesseractEngine.textScale(lineHeight: 50, target: 26) == 1)
        let shrink = TesseractEngine.textScale(lineHeight: 65, target: 26)
        #expect(abs(65 * shrink - 26 * 1.2) < 1e-9, "600 dpi print comes down to 1.2 × the target")
        // Fast mode: small print stays as it is, large print still shrinks.
        #expect(TesseractEngine.textScale(lineHeight: 13, target: 26, enlarges: false) == 1)
        #expect(TesseractEngine.textScale(lineHeight: 65, target: 26, enlarges: false) == shrink)
    }
}

@Suite struct TesseractEngineLifetimeTests {
    /// A rejected variable used to free the Tesseract handle twice (the throwing init ran `deinit` as well).
    @Test func aRejectedVariableThrowsWithoutFreeingTwice() throws {
        let folder = try ModelLocator.folder(for: .fast, languages: ["eng"])
        for _ in 0..<3 {
            #expect(throws: OCRError.self) {
                _ = try TesseractEngine(configuration: OCRConfiguration(dataPath: folder, languages: ["eng"],
                                                                        variables: ["folio_no_such_variable": "1"]))
            }
        }
        // The process is still sound: an engine starts and reads.
        _ = try TesseractEngine(configuration: OCRConfiguration(dataPath: folder, languages: ["eng"]))
    }
}
