import ArgumentParser
import FolioEval
import FolioModel
import FolioOCR
import FolioPipeline
import Foundation

extension FolioBench {
    /// Fits `WordConfidenceModel`'s weights on sroie-dev and reports how transcripts filtered by them score.
    struct FitWordConfidence: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fit-word-confidence",
            abstract: "Fit the word confidence model on sroie-dev and cross-validate it by page.",
            discussion: """
                Reads every sroie-dev image in this process with the pipeline's settings and the engine's own word \
                confidences, labels each word right when its case-folded text is among the page's truth tokens \
                (surest words take the tokens first), fits a logistic model over the engine model's features \
                and prints its weights. Then, in four-fold cross-validation by page, compares the word F1 of \
                transcripts keeping words at or above --threshold estimated confidence with transcripts keeping \
                words at or above it by the engine's own confidence, and with the weights Folio ships. --engine picks \
                the engine (tesseract: WordConfidenceModel; ppocr: PPOCRWordConfidenceModel).
                """)

        @Option(help: "Folder holding sroie-dev/{img,box}.")
        var data = "../shared/data"

        @Option(help: "Pipeline whose settings read the images (a name or a file).")
        var pipeline = "receipts"

        @Option(help: "Folder holding the .traineddata models (default: Folio's own search).")
        var tessdata: String?

        @Option(help: "Transcript threshold on word confidence.")
        var threshold = 0.5

        @Option(help: "Read only the first N images (0: all).")
        var limit = 0

        @Option(help: "The engine whose model to fit: tesseract or ppocr.")
        var engine = "tesseract"

        func run() throws {
            var config = try PipelineLoader.load(pipeline)
            config.calibrateConfidence = false
            guard let kind = OCREngineKind(rawValue: engine) else {
                throw ValidationError("--engine is tesseract or ppocr, not \(engine)")
            }
            config.engine = kind
            let model: any WordCalibration.Type = kind == .ppocr ? PPOCRWordConfidenceModel.self
                : WordConfidenceModel.self
            var samples = try SROIE.samples(in: URL(fileURLWithPath: data).appendingPathComponent("sroie-dev"))
            if limit > 0 { samples = Array(samples.prefix(limit)) }
            let processor = DocumentProcessor(config: config, tessdata: tessdata)
            var pages: [LabelledPage] = []
            for (index, sample) in samples.enumerated() {
                let document = processor.process(sample.imageURL)
                pages.append(LabelledPage(document: document, truth: WordMetrics.tokens(sample.text), model: model))
                FileHandle.standardError.write(Data("\r\(index + 1)/\(samples.count) read".utf8))
            }
            FileHandle.standardError.write(Data("\n".utf8))
            let all = pages.flatMap(\.examples)
            let fitted = LogisticFit.fit(all)
            print("words: \(all.count), right: \(all.filter(\.right).count)")
            print("bias: \(String(format: "%.3f", fitted.bias))")
            print("weights: [\(fitted.weights.map { String(format: "%.3f", $0) }.joined(separator: ", "))]")

            let shippedModel = LogisticFit.Model(weights: model.weights, bias: model.bias)
            var raw = WordCounts.zero, shipped = WordCounts.zero, crossValidated = WordCounts.zero
            let folds = 4
            for fold in 0..<folds {
                let training = pages.indices.filter { $0 % folds != fold }.flatMap { pages[$0].examples }
                let model = LogisticFit.fit(training)
                for index in pages.indices where index % folds == fold {
                    let page = pages[index]
                    raw = raw + page.counts { $0.rawConfidence >= threshold }
                    shipped = shipped + page.counts { shippedModel.probability($0.features) >= threshold }
                    crossValidated = crossValidated + page.counts { model.probability($0.features) >= threshold }
                }
            }
            print(String(format: "transcript word F1 at %.2f: the engine's own confidence %.4f, fitted (4-fold) %.4f, "
                         + "shipped weights %.4f", threshold, raw.score.f1, crossValidated.score.f1, shipped.score.f1))
        }
    }
}

/// One page's words with their features and whether each is right.
private struct LabelledPage {
    struct Example {
        var text: String
        var rawConfidence: Double
        var features: [Double]
        var isNoiseMark: Bool
        var right: Bool
    }

    var examples: [Example] = []
    var truth: [String]

    init(document: Document, truth: [String], model: any WordCalibration.Type) {
        self.truth = truth
        for page in document.pages {
            for line in page.lines {
                for word in line.words {
                    guard let evidence = word.evidence else { continue }
                    examples.append(Example(
                        text: word.text, rawConfidence: word.confidence,
                        features: model.features(of: word, evidence: evidence,
                                                               lineConfidence: line.confidence),
                        isNoiseMark: word.isNoiseMark, right: false))
                }
            }
        }
        // The surest words take the truth tokens first.
        var remaining: [String: Int] = [:]
        for token in truth { remaining[token, default: 0] += 1 }
        for index in examples.indices.sorted(by: { examples[$0].rawConfidence > examples[$1].rawConfidence }) {
            let key = examples[index].text.lowercased()
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                examples[index].right = true
            }
        }
    }

    /// The page's transcript word counts when it keeps the words `keep` accepts (noise marks never).
    func counts(_ keep: (Example) -> Bool) -> WordCounts {
        let text = examples.filter { !$0.isNoiseMark && keep($0) }.map(\.text).joined(separator: " ")
        return WordCounts(predicted: text, truth: truth.joined(separator: " "))
    }
}

/// Logistic regression by gradient descent on standardised features (L2 penalty 0.001), returned in the
/// features' own units.
private enum LogisticFit {
    struct Model {
        var weights: [Double]
        var bias: Double

        func probability(_ x: [Double]) -> Double {
            1 / (1 + exp(-zip(weights, x).reduce(bias) { $0 + $1.0 * $1.1 }))
        }
    }

    static func fit(_ examples: [LabelledPage.Example], iterations: Int = 5000, rate: Double = 0.5) -> Model {
        let n = Double(examples.count)
        let width = examples.first?.features.count ?? 0
        var mean = Array(repeating: 0.0, count: width), spread = Array(repeating: 0.0, count: width)
        for example in examples { for j in 0..<width { mean[j] += example.features[j] / n } }
        for example in examples { for j in 0..<width { spread[j] += pow(example.features[j] - mean[j], 2) / n } }
        spread = spread.map { $0.squareRoot() + 1e-9 }
        let rows = examples.map { example in (0..<width).map { (example.features[$0] - mean[$0]) / spread[$0] } }
        let labels = examples.map { $0.right ? 1.0 : 0.0 }
        var w = Array(repeating: 0.0, count: width)
        var b = 0.0
        for _ in 0..<iterations {
            var gradient = Array(repeating: 0.0, count: width)
            var gradientBias = 0.0
            for (row, label) in zip(rows, labels) {
                let p = 1 / (1 + exp(-zip(w, row).reduce(b) { $0 + $1.0 * $1.1 }))
                for j in 0..<width { gradient[j] += (p - label) * row[j] / n }
                gradientBias += (p - label) / n
            }
            for j in 0..<width { w[j] -= rate * (gradient[j] + 0.001 * w[j]) }
            b -= rate * (gradientBias + 0.001 * b)
        }
        let weights = (0..<width).map { w[$0] / spread[$0] }
        let bias = b - (0..<width).reduce(0.0) { $0 + w[$1] * mean[$1] / spread[$1] }
        return Model(weights: weights, bias: bias)
    }
}
