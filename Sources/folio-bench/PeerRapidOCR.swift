import Foundation

/// The RapidOCR Python package over many images through `scripts/bench-rapidocr-peer.py`: `workers` processes
/// with one ONNX Runtime thread each, timed wall-clock over the whole set (interpreter start, imports and model
/// loads included, as every tesseract call of the CLI peer loads its model).
struct PeerRapidOCR {
    /// The Python of the environment holding rapidocr and onnxruntime.
    let python: URL
    let script: URL

    /// What the runner read: the wall-clock seconds and each image's text, in the order of the images.
    struct Run {
        var seconds: Double
        var texts: [String]
        /// Package versions and models, for the record.
        var version: String
        var models: String
    }

    /// The runner's JSON report (`--out`).
    struct RunnerReport: Decodable {
        struct Image: Decodable {
            var path: String
            var text: String
            var seconds: Double
            var error: String?
        }
        var version: String
        var models: String
        var images: [Image]

        /// Each of `images`' text, in that order; throws when one is missing or failed.
        func texts(for images: [URL]) throws -> [String] {
            let failed = self.images.filter { $0.error != nil }
            guard failed.isEmpty else {
                let first = failed.prefix(3).map {
                    "\(URL(fileURLWithPath: $0.path).lastPathComponent): \($0.error ?? "")"
                }
                throw BenchError("RapidOCR failed on \(failed.count) image(s): " + first.joined(separator: "; "))
            }
            let byPath = Dictionary(self.images.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
            return try images.map { image in
                guard let text = byPath[image.path] else {
                    throw BenchError("the RapidOCR runner wrote no text for \(image.lastPathComponent)")
                }
                return text
            }
        }
    }

    /// Reads `images`, `workers` at a time; the runner's report and log go to `directory`.
    func recognise(_ images: [URL], workers: Int, outputs directory: URL) throws -> Run {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let output = directory.appendingPathComponent("rapidocr.json")
        let log = directory.appendingPathComponent("rapidocr.log")
        let result = try ChildProcess.run(python, arguments(workers: workers, out: output) + images.map(\.path),
                                          stdout: directory.appendingPathComponent("rapidocr.out"), stderr: log)
        guard result.status == 0 else {
            throw BenchError("the RapidOCR runner exited with status \(result.status): "
                             + ChildProcess.tail(log, lines: 3).replacingOccurrences(of: "\n", with: " "))
        }
        let report: RunnerReport
        do {
            report = try JSONDecoder().decode(RunnerReport.self, from: Data(contentsOf: output))
        } catch {
            throw BenchError("cannot read the RapidOCR runner's report \(output.path): \(error)")
        }
        return Run(seconds: result.seconds, texts: try report.texts(for: images), version: report.version,
                   models: report.models)
    }

    /// `scripts/bench-rapidocr-peer.py` of this package (this file is `Sources/folio-bench/PeerRapidOCR.swift`).
    static func defaultScript() throws -> URL {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../scripts/bench-rapidocr-peer.py").standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw BenchError("the RapidOCR runner \(url.path) is missing")
        }
        return url
    }

    /// The runner's arguments before the images.
    func arguments(workers: Int, out: URL) -> [String] {
        [script.path, "--out", out.path, "--workers", String(workers)]
    }
}
