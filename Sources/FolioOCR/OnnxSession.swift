import COnnxRuntime

/// One ONNX model loaded into ONNX Runtime for single-threaded CPU inference (worker processes are the
/// parallelism). Not thread-safe: one per engine.
final class OnnxSession {
    private let handle: OpaquePointer

    /// Loads the runtime library at `runtime` (once per process) and the model at `model`.
    init(model: String, runtime: String) throws {
        if let error = folio_ort_load(runtime) {
            defer { folio_ort_free(error) }
            throw OCRError(.initFailed, "cannot load ONNX Runtime from \(runtime): \(String(cString: error))")
        }
        var error: UnsafeMutablePointer<CChar>?
        guard let opened = folio_ort_open(model, &error) else {
            defer { folio_ort_free(error) }
            throw OCRError(.initFailed, "cannot load the model \(model): "
                + (error.map { String(cString: $0) } ?? "unknown error"))
        }
        handle = opened
    }

    deinit { folio_ort_close(handle) }

    /// The runtime's version, e.g. "1.32.0".
    static var runtimeVersion: String? { folio_ort_version().map { String(cString: $0) } }

    /// The model's custom metadata entry `key`, if it has one.
    func metadata(_ key: String) -> String? {
        guard let value = folio_ort_metadata(handle, key) else { return nil }
        defer { folio_ort_free(value) }
        return String(cString: value)
    }

    /// Runs the model on `input` (float32, row-major, of `shape`) and returns its first output.
    func run(_ input: [Float], shape: [Int]) throws -> OnnxTensor {
        precondition(input.count == shape.reduce(1, *), "input does not match its shape")
        let dimensions = shape.map(Int64.init)
        var error: UnsafeMutablePointer<CChar>?
        let output = input.withUnsafeBufferPointer { values in
            folio_ort_run(handle, values.baseAddress, dimensions, dimensions.count, &error)
        }
        guard let output else {
            defer { folio_ort_free(error) }
            throw OCRError(.recognitionFailed, "ONNX Runtime failed: " + (error.map { String(cString: $0) } ?? "unknown error"))
        }
        return try OnnxTensor(output)
    }
}

/// A float32 output of a model run; its values live until it is released.
final class OnnxTensor {
    private let handle: OpaquePointer
    let shape: [Int]
    let values: UnsafeBufferPointer<Float>

    fileprivate init(_ handle: OpaquePointer) throws {
        self.handle = handle
        var dimensions = [Int64](repeating: 0, count: 8)
        var rank = 0
        let data = folio_ort_tensor_data(handle, &dimensions, dimensions.count, &rank)
        guard let data, rank > 0 else {
            folio_ort_tensor_free(handle)
            throw OCRError(.recognitionFailed, "ONNX Runtime returned an output Folio cannot read")
        }
        shape = dimensions.prefix(rank).map { Int($0) }
        values = UnsafeBufferPointer(start: data, count: shape.reduce(1, *))
    }

    deinit { folio_ort_tensor_free(handle) }
}
