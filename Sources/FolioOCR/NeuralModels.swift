import Foundation

/// Where the neural recogniser's files are: PaddleOCR's PP-OCRv6 models (installed by `scripts/setup` from the
/// PyPI wheel rapidocr) and ONNX Runtime's C library (from the PyPI wheel onnxruntime).
///
/// Precedence: `FOLIO_PPOCR_DIR` and `FOLIO_ONNXRUNTIME` (the library file) in the environment, then the
/// system-wide folders, then the per-user ones.
public struct NeuralModels: Sendable, Hashable {
    public var detector: String
    public var recognizer: String
    public var classifier: String
    public var runtime: String

    public static let detectorFile = "PP-OCRv6_det_small.onnx"
    public static let recognizerFile = "PP-OCRv6_rec_small.onnx"
    public static let classifierFile = "ch_ppocr_mobile_v2.0_cls_mobile.onnx"
    public static let runtimeFile = "libonnxruntime.so.1.32.0"

    public static func modelFolders(home: String = NSHomeDirectory()) -> [String] {
        ["/usr/local/share/folio/ppocr", home + "/.local/share/folio/ppocr"]
    }

    public static func runtimeFolders(home: String = NSHomeDirectory()) -> [String] {
        ["/usr/local/lib/folio", home + "/.local/lib/folio"]
    }

    /// The installed files; throws a message naming what is missing and the command that installs it.
    public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> NeuralModels {
        let fm = FileManager.default
        let modelFolders = environment["FOLIO_PPOCR_DIR"].map { [$0] } ?? modelFolders()
        let hint = "run `scripts/setup` to install them (PyPI wheels rapidocr 3.10.0 and onnxruntime 1.32.0)"
        guard let models = modelFolders.first(where: { folder in
            [detectorFile, recognizerFile, classifierFile].allSatisfy { fm.fileExists(atPath: folder + "/" + $0) }
        }) else {
            throw OCRError(.modelMissing, "the PP-OCRv6 models (\(detectorFile), \(recognizerFile), \(classifierFile)) are not in "
                + "\(modelFolders.joined(separator: " or ")); \(hint)")
        }
        let runtimes = environment["FOLIO_ONNXRUNTIME"].map { [$0] } ?? runtimeFolders().map { $0 + "/" + runtimeFile }
        guard let runtime = runtimes.first(where: { fm.fileExists(atPath: $0) }) else {
            throw OCRError(.modelMissing, "ONNX Runtime (\(runtimes.joined(separator: " or "))) is not installed; \(hint)")
        }
        return NeuralModels(detector: models + "/" + detectorFile, recognizer: models + "/" + recognizerFile,
                            classifier: models + "/" + classifierFile,
                            runtime: runtime)
    }
}
