import FolioModel

/// One line as the recogniser read it: where it lies (corners top-left, top-right, bottom-right,
/// bottom-left, turned so the text runs left to right), its characters, and how the network's time steps map
/// onto the line (`stepWidth` input pixels a step, over `inputWidth` pixels of line).
struct RecognizedLine: Sendable {
    var corners: [Point]
    var characters: [CTCDecoder.Character]
    var stepWidth: Double
    var inputWidth: Double
    /// The detector's score for the line (1 for a box handed in to be read).
    var detectionScore: Double = 1
    /// Where the line's ink starts and ends across it (0 top … 1 bottom): the detector pads its boxes by about a
    /// quarter of the line's height either side, so the words' boxes are drawn from the ink instead.
    var inkSpan: ClosedRange<Double> = 0...1
    /// Which columns of the strip hold the line's ink and which a rule crosses: a word reaching onto a rule
    /// ends at its ink.
    var inkColumns: LineInkGaps?

    var text: String { characters.map(\.text).joined() }

    /// Mean character probability (0 when nothing was read).
    var confidence: Double {
        characters.isEmpty ? 0 : characters.reduce(0) { $0 + $1.probability } / Double(characters.count)
    }

    /// The point at `fraction` (0...1) along the line's length and `depth` (0 top ... 1 bottom) across it.
    func point(along fraction: Double, depth: Double) -> Point {
        let tl = corners[0], tr = corners[1], bl = corners[3]
        return Point(x: tl.x + fraction * (tr.x - tl.x) + depth * (bl.x - tl.x),
                     y: tl.y + fraction * (tr.y - tl.y) + depth * (bl.y - tl.y))
    }
}

/// PP-OCR's text recogniser (CTC): each line cut out of the page along its rectangle, scaled to 48 pixels
/// high, read in batches of lines of similar length, decoded greedily.
struct LineRecognizer {
    let session: OnnxSession
    let decoder: CTCDecoder
    static let inputHeight = 48
    /// A batch is as wide as its longest line, and at least this wide. (PP-OCR pads every batch to 320, its
    /// training width; on sroie-dev's first 24 images, batches as wide as their lines read as well — word F1
    /// 0.852 against 0.848 — and 14% faster.)
    static let minimumInputWidth = 48
    static let batchSize = 6

    init(session: OnnxSession) throws {
        guard let list = session.metadata("character") else {
            throw OCRError(.initFailed, "the text recogniser model has no character list")
        }
        self.session = session
        decoder = CTCDecoder(characterList: list)
    }

    /// `corners` of a line turned so its text runs along the longer side: a line much taller than wide is
    /// taken as written bottom to top (turned a quarter counter-clockwise), as PP-OCR does.
    static func oriented(_ corners: [Point]) -> [Point] {
        let width = max(distance(corners[0], corners[1]), distance(corners[3], corners[2]))
        let height = max(distance(corners[0], corners[3]), distance(corners[1], corners[2]))
        guard width > 0, height / width >= 1.5 else { return corners }
        return [corners[1], corners[2], corners[3], corners[0]]
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    func read(_ regions: [TextRegion], in raster: PageRaster) throws -> [RecognizedLine] {
        let lines = regions.map { Self.oriented($0.corners) }
        let ratios = lines.map { corners -> Double in
            let width = max(Self.distance(corners[0], corners[1]), Self.distance(corners[3], corners[2]))
            let height = max(Self.distance(corners[0], corners[3]), Self.distance(corners[1], corners[2]))
            return width / max(height, 1)
        }
        var read = [RecognizedLine?](repeating: nil, count: lines.count)
        let order = lines.indices.sorted { ratios[$0] < ratios[$1] }
        var start = 0
        while start < order.count {
            let batch = Array(order[start..<min(start + Self.batchSize, order.count)])
            start += batch.count
            let height = Self.inputHeight
            let widest = batch.map { ratios[$0] }.max() ?? 1
            let batchWidth = max(Self.minimumInputWidth, Int((Double(height) * widest).rounded(.up)))
            let plane = height * batchWidth
            var input = [Float](repeating: 0, count: batch.count * 3 * plane)
            var widths: [Int] = []
            var spans: [ClosedRange<Double>] = []
            var gaps: [LineInkGaps] = []
            input.withUnsafeMutableBufferPointer { buffer in
                for (slot, index) in batch.enumerated() {
                    let corners = lines[index]
                    let width = min(batchWidth, max(1, Int((Double(height) * ratios[index]).rounded(.up))))
                    widths.append(width)
                    let base = buffer.baseAddress! + slot * 3 * plane
                    raster.write(topLeft: corners[0], topRight: corners[1], bottomLeft: corners[3],
                                 width: width, height: height, into: base, rowLength: batchWidth, planeStride: plane)
                    spans.append(LineInkSpan.rows(of: UnsafePointer(base), width: width, height: height,
                                                  rowLength: batchWidth))
                    gaps.append(LineInkGaps(strip: UnsafePointer(base), width: width, height: height,
                                            rowLength: batchWidth, rows: spans[spans.count - 1]))
                }
            }
            let output = try session.run(input, shape: [batch.count, 3, height, batchWidth])
            guard output.shape.count == 3, output.shape[0] == batch.count, output.shape[2] == decoder.classCount else {
                throw OCRError(.recognitionFailed, "the text recogniser returned an output of shape \(output.shape) "
                    + "for \(decoder.classCount) classes")
            }
            let steps = output.shape[1], classes = output.shape[2]
            withExtendedLifetime(output) {
                for (slot, index) in batch.enumerated() {
                    let slice = UnsafeBufferPointer(rebasing: output.values[(slot * steps * classes)..<((slot + 1) * steps * classes)])
                    let stepWidth = Double(batchWidth) / Double(steps)
                    let inkHeight = (spans[slot].upperBound - spans[slot].lowerBound) * Double(height)
                    let spaced = gaps[slot].spaced(decoder.decode(slice, steps: steps, classes: classes),
                                                   stepWidth: stepWidth, inkHeight: inkHeight)
                    let characters = LookalikeDigits.repaired(spaced) { index, letters in
                        decoder.likeliest(of: letters, at: spaced[index], in: slice, classes: classes)
                    }
                    read[index] = RecognizedLine(corners: lines[index],
                                                 characters: characters,
                                                 stepWidth: stepWidth,
                                                 inputWidth: Double(widths[slot]),
                                                 detectionScore: regions[index].score,
                                                 inkSpan: spans[slot],
                                                 inkColumns: gaps[slot])
                }
            }
        }
        return read.compactMap { $0 }
    }
}
