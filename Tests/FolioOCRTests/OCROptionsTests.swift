import FolioImaging
import FolioModel
import FolioOCR
import FolioTestSupport
import Foundation
import Testing

/// The VNRecognizeTextRequest-style options: languages, customWords, minimumTextHeight, candidates,
/// usesLanguageCorrection.
@Suite struct OCROptionsTests {
    func image(_ name: String) throws -> Image {
        try Image.decode(Data(contentsOf: TestPaths.fixture("ocr/" + name)), maxPixels: 100_000_000)
    }

    func read(_ name: String, _ configure: (inout OCRConfiguration) -> Void = { _ in },
              mode: OCRMode = .accurate, languages: [String] = ["eng"]) throws -> OCRPage {
        var configuration = OCRConfiguration(dataPath: try ModelLocator.folder(for: mode, languages: languages),
                                             languages: languages)
        configure(&configuration)
        return try TesseractEngine(configuration: configuration).recognize(image(name), dpi: nil)
    }

    @Test func customWordsChangeARecognition() throws {
        let plain = try read("plintrex.png") { $0.segmentation = .line }
        let tuned = try read("plintrex.png") {
            $0.segmentation = .line
            $0.customWords = ["Plintrex"]
        }
        #expect(plain.transcript.contains("plintrex"), "without the word: \(plain.transcript)")
        #expect(tuned.transcript.contains("Plintrex"), "with the word: \(tuned.transcript)")
    }

    @Test func aSecondInstalledLanguageIsRead() throws {
        let german = try read("german.png", mode: .fast, languages: ["deu"])
        let english = try read("german.png", mode: .fast, languages: ["eng"])
        for word in ["Größe", "Straße", "Grüße"] {
            #expect(german.transcript.contains(word), "deu: \(german.transcript)")
            #expect(!english.transcript.contains(word), "eng: \(english.transcript)")
        }
    }

    @Test func aMissingLanguageNamesThePackage() {
        #expect {
            _ = try ModelLocator.folder(for: .fast, languages: ["eng", "klingon"], environment: [:])
        } throws: { error in
            "\(error)".contains("tesseract-ocr-klingon")
        }
    }

    @Test func minimumTextHeightDropsSmallText() throws {
        let all = try read("hello.png")
        let heights = all.lines.flatMap(\.words).map(\.box.height).sorted()
        let tallest = try #require(heights.last), shortest = try #require(heights.first)
        #expect(tallest > shortest * 1.15, "hello.png should mix text sizes: \(heights)")
        let cut = (tallest + shortest) / 2
        let pageHeight = Double(try image("hello.png").height)
        let large = try read("hello.png") { $0.minimumTextHeight = cut / pageHeight }
        let kept = large.lines.flatMap(\.words)
        #expect(!kept.isEmpty)
        #expect(kept.count < all.lines.flatMap(\.words).count)
        #expect(kept.allSatisfy { $0.box.height >= cut })
        #expect(large.transcript == large.paragraphs.map(\.text).joined(separator: "\n\n"))
    }

    @Test func candidatesOfferAlternativesWithConfidences() throws {
        let page = try read("plintrex.png") {
            $0.segmentation = .line
            $0.candidates = 3
        }
        let words = page.lines.flatMap(\.words)
        #expect(!words.isEmpty)
        for word in words {
            let candidates = try #require(word.candidates)
            #expect(candidates.count >= 1 && candidates.count <= 3)
            #expect(candidates.first?.text == word.text)
            #expect(candidates.allSatisfy { $0.confidence >= 0 && $0.confidence <= 1 })
            #expect(candidates.map(\.confidence) == candidates.map(\.confidence).sorted(by: >))
        }
        #expect(words.contains { ($0.candidates?.count ?? 0) >= 2 }, "some word should have an alternative")
        // Without the option, no candidates are attached.
        #expect(try read("plintrex.png") { $0.segmentation = .line }.lines.flatMap(\.words).allSatisfy { $0.candidates == nil })
    }

    @Test func languageCorrectionCanBeSwitchedOff() throws {
        // With the dictionaries off the engine still reads plain words; the setting must load.
        let page = try read("hello.png") { $0.usesLanguageCorrection = false }
        let truth = try String(contentsOf: TestPaths.fixture("ocr/hello.txt"), encoding: .utf8)
        let firstWord = try #require(truth.split(whereSeparator: \.isWhitespace).first)
        #expect(page.transcript.contains(String(firstWord)))
    }

    @Test func smallPrintIsEnlargedAndBoxesStayInThePage() throws {
        // The receipt sample has small print: with a target text height the reading is made on an enlarged
        // copy, but boxes come back in the original's pixels.
        let receipt = try Image.decode(Data(contentsOf: TestPaths.fixture("samples/receipt.jpg")), maxPixels: 100_000_000)
        var configuration = OCRConfiguration(dataPath: try ModelLocator.folder(for: .accurate, languages: ["eng"]))
        configuration.targetTextHeight = 60
        let page = try TesseractEngine(configuration: configuration).recognize(receipt, dpi: 200)
        #expect(!page.lines.isEmpty)
        for word in page.lines.flatMap(\.words) {
            #expect(word.box.maxX <= Double(receipt.width) + 1 && word.box.maxY <= Double(receipt.height) + 1)
        }
    }
}

@Suite struct ReadingTextTests {
    @Test func lowConfidenceWordsStayInLinesButLeaveTheTranscript() throws {
        let threshold = 0.9
        let (raw, clean) = try receiptReadings { $0.transcriptMinimumConfidence = threshold }
        let words = clean.lines.flatMap(\.words)
        #expect(words == raw.lines.flatMap(\.words), "lines and words are kept as read")
        let doubtful = words.filter { $0.confidence < threshold || $0.isNoiseMark }
        #expect(!doubtful.isEmpty, "the receipt should have some doubtful words at \(threshold)")
        let transcriptWords = clean.transcript.split(whereSeparator: \.isWhitespace).count
        #expect(transcriptWords == words.count - doubtful.count)
    }

    @Test func uncertainLinesAreReadAgainWithoutLosingLines() throws {
        let (first, second) = try receiptReadings { $0.rereadsUncertainLines = true }
        #expect(second.lines.count == first.lines.count)
        // A line is only ever replaced by a surer reading.
        for (a, b) in zip(first.lines, second.lines) { #expect(b.confidence >= a.confidence) }
    }
}
