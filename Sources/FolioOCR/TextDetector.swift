import FolioModel

/// PP-OCR's text detector (DB): the page scaled, sides rounded to multiples of 32, read by the network into a
/// map of text probability, and the map turned into line rectangles.
///
/// The detector finds lines best when they are 15 to 25 pixels thick in its input (measured on sroie-dev: a
/// receipt read at 1024 pixels on its long side scores word F1 0.860 on the first 24 images against 0.848 the
/// way PP-OCR sizes it, at twice the speed). A page is read at `firstSide` pixels on its long side (never
/// enlarged); when its lines come out thinner than `minimumThickness`, it is read again at the scale that
/// makes them `targetThickness` thick, up to `maximumSide` (small print on a large scan).
struct TextDetector {
    let session: OnnxSession
    var finder = TextRegionFinder()
    var firstSide = 1024
    var maximumSide = 3072
    var minimumThickness = 14.0
    var targetThickness = 18.0

    /// The size the network reads `width` × `height` at `scale`.
    static func inputSize(width: Int, height: Int, scale: Double) -> (width: Int, height: Int) {
        func rounded(_ side: Int) -> Int { max(32, Int((Double(side) * scale / 32).rounded()) * 32) }
        return (rounded(width), rounded(height))
    }

    func regions(in raster: PageRaster) throws -> [TextRegion] {
        let longSide = Double(max(raster.width, raster.height))
        let scale = min(1, Double(firstSide) / longSide)
        let first = try regions(in: raster, scale: scale)
        let thickness = first.map { LineRecognizer.distance($0.corners[0], $0.corners[3]) * scale }.sorted()
        guard !thickness.isEmpty, thickness[thickness.count / 2] < minimumThickness else { return first }
        let better = min(scale * targetThickness / max(thickness[thickness.count / 2], 1), Double(maximumSide) / longSide)
        guard better > scale * 1.2 else { return first }
        return try regions(in: raster, scale: better)
    }

    private func regions(in raster: PageRaster, scale: Double) throws -> [TextRegion] {
        let size = Self.inputSize(width: raster.width, height: raster.height, scale: scale)
        let plane = size.width * size.height
        var input = [Float](repeating: 0, count: 3 * plane)
        input.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress!
            raster.write(topLeft: Point(x: 0, y: 0), topRight: Point(x: Double(raster.width), y: 0),
                         bottomLeft: Point(x: 0, y: Double(raster.height)), width: size.width, height: size.height,
                         into: base, rowLength: size.width, planeStride: plane)
        }
        let output = try session.run(input, shape: [1, 3, size.height, size.width])
        guard output.shape.count == 4, output.shape[2] == size.height, output.shape[3] == size.width else {
            throw OCRError(.recognitionFailed, "the text detector returned a map of shape \(output.shape)")
        }
        let map = UnsafeBufferPointer(rebasing: output.values[0..<plane])
        return withExtendedLifetime(output) {
            finder.regions(in: map, width: size.width, height: size.height,
                           imageWidth: raster.width, imageHeight: raster.height)
        }
    }
}
