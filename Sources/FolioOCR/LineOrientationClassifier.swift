import FolioModel

/// PP-OCR's text-line orientation classifier: tells a line written upside down from an upright one, so an
/// upside-down line is read turned back (and an upside-down page is sent to the orientation check).
struct LineOrientationClassifier {
    let session: OnnxSession
    static let inputHeight = 48
    static let inputWidth = 192
    static let batchSize = 6
    /// A line is turned only when the classifier is at least this sure.
    static let minimumCertainty = 0.9

    /// For each line (corners top-left, top-right, bottom-right, bottom-left), whether it is upside down.
    func upsideDown(_ lines: [[Point]], in raster: PageRaster) throws -> [Bool] {
        try turnedProbabilities(lines, in: raster).map { $0 >= Self.minimumCertainty }
    }

    /// For each line, the classifier's probability (0…1) that it is upside down.
    func turnedProbabilities(_ lines: [[Point]], in raster: PageRaster) throws -> [Double] {
        var result: [Double] = []
        var start = 0
        let plane = Self.inputHeight * Self.inputWidth
        while start < lines.count {
            let batch = lines[start..<min(start + Self.batchSize, lines.count)]
            start += batch.count
            var input = [Float](repeating: 0, count: batch.count * 3 * plane)
            input.withUnsafeMutableBufferPointer { buffer in
                for (slot, corners) in batch.enumerated() {
                    let length = max(LineRecognizer.distance(corners[0], corners[1]), 1)
                    let thickness = max(LineRecognizer.distance(corners[0], corners[3]), 1)
                    let width = min(Self.inputWidth,
                                    max(1, Int((Double(Self.inputHeight) * length / thickness).rounded(.up))))
                    // A line longer than the input is classified on its first part, as PP-OCR does.
                    let fraction = min(1, Double(Self.inputWidth) / (Double(Self.inputHeight) * length / thickness))
                    let end = Point(x: corners[0].x + fraction * (corners[1].x - corners[0].x),
                                    y: corners[0].y + fraction * (corners[1].y - corners[0].y))
                    let base = buffer.baseAddress! + slot * 3 * plane
                    raster.write(topLeft: corners[0], topRight: end, bottomLeft: corners[3], width: width,
                                 height: Self.inputHeight, into: base, rowLength: Self.inputWidth, planeStride: plane)
                }
            }
            let output = try session.run(input, shape: [batch.count, 3, Self.inputHeight, Self.inputWidth])
            guard output.shape == [batch.count, 2] else {
                throw OCRError(.recognitionFailed, "the line orientation classifier returned shape \(output.shape)")
            }
            withExtendedLifetime(output) {
                for slot in 0..<batch.count {
                    let upright = Double(output.values[2 * slot]), turned = Double(output.values[2 * slot + 1])
                    result.append(upright + turned > 0 ? turned / (upright + turned) : 0.5)
                }
            }
        }
        return result
    }
}
