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
/// high, laid on a canvas of its own width (`minimumInputWidth` at least), read, decoded greedily.
///
/// A line's reading depends on that line alone: lines share a batch only when their canvases are equally
/// wide, so no line is read padded out to a longer neighbour. Batches of six lines of similar length, each
/// padded to the batch's longest, cost time (the network reads the padding) and made a short line's reading
/// depend on what it was batched with (a lone "*" in a table cell read at 0.44 or 0.87). On sroie-dev
/// (`folio-bench accuracy --set sroie --workers 2`, its 104 scans) those batches matched 10,604 truth words at
/// 0.512× the `tesseract` CLI's page rate in the same run; lines on canvases of their own width at least 48,
/// 96, 128, 160, 240 and 320 px matched 10,625, 10,647, 10,655, 10,670, 10,674 and 10,641, at 0.559×, 0.581×,
/// 0.525×, 0.514×, 0.464× and 0.432× (page rates vary ±5% between runs; a short line reads better with room
/// after it, and PP-OCR itself pads every line to 320). Tables' scans are mostly short cells, which wide
/// canvases slow most: camelot's 16 scans took 44.5 s at 96 and 54.6 s at 160, 43.2 s in the old batches
/// (`scripts/bench-tables --no-peers --suite camelot,img2table`, lines read one at a time).
struct LineRecognizer {
    let session: OnnxSession
    let decoder: CTCDecoder
    static let inputHeight = 48
    /// A line narrower than this is read on a canvas this wide, padded after it with the network's zero (mid
    /// grey), as PP-OCR pads.
    static let minimumInputWidth = 96
    /// Lines on canvases of the same width are read together, this many at most.
    static let batchSize = 8

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
        let shapes = regions.map { Shape($0) }
        var lines = [RecognizedLine?](repeating: nil, count: regions.count)
        let byCanvas = Dictionary(grouping: regions.indices) { shapes[$0].canvas }
        for (canvas, members) in byCanvas.sorted(by: { $0.key < $1.key }) {
            for start in stride(from: 0, to: members.count, by: Self.batchSize) {
                let batch = Array(members[start..<min(start + Self.batchSize, members.count)])
                let batchLines = try read(batch.map { (regions[$0], shapes[$0]) }, canvas: canvas, in: raster)
                for (index, line) in zip(batch, batchLines) { lines[index] = line }
            }
        }
        return lines.compactMap { $0 }
    }

    /// A line as the network reads it: its corners turned so the text runs left to right, its width when
    /// scaled to `inputHeight`, and the width of the canvas it is laid on.
    private struct Shape {
        let corners: [Point]
        let width: Int
        let canvas: Int

        init(_ region: TextRegion) {
            corners = LineRecognizer.oriented(region.corners)
            let length = max(LineRecognizer.distance(corners[0], corners[1]), LineRecognizer.distance(corners[3], corners[2]))
            let thickness = max(LineRecognizer.distance(corners[0], corners[3]), LineRecognizer.distance(corners[1], corners[2]))
            width = max(1, Int((Double(LineRecognizer.inputHeight) * length / max(thickness, 1)).rounded(.up)))
            canvas = max(LineRecognizer.minimumInputWidth, width)
        }
    }

    /// Lines whose canvases are all `canvas` wide, read in one batch.
    private func read(_ lines: [(region: TextRegion, shape: Shape)], canvas: Int,
                      in raster: PageRaster) throws -> [RecognizedLine] {
        let height = Self.inputHeight
        let plane = height * canvas
        var input = [Float](repeating: 0, count: lines.count * 3 * plane)
        var spans: [ClosedRange<Double>] = []
        var gaps: [LineInkGaps] = []
        input.withUnsafeMutableBufferPointer { buffer in
            for (slot, line) in lines.enumerated() {
                let base = buffer.baseAddress! + slot * 3 * plane
                let corners = line.shape.corners, width = line.shape.width
                raster.write(topLeft: corners[0], topRight: corners[1], bottomLeft: corners[3],
                             width: width, height: height, into: base, rowLength: canvas, planeStride: plane)
                let span = LineInkSpan.rows(of: UnsafePointer(base), width: width, height: height, rowLength: canvas)
                spans.append(span)
                gaps.append(LineInkGaps(strip: UnsafePointer(base), width: width, height: height, rowLength: canvas,
                                        rows: span))
            }
        }
        let output = try session.run(input, shape: [lines.count, 3, height, canvas])
        guard output.shape.count == 3, output.shape[0] == lines.count, output.shape[2] == decoder.classCount else {
            throw OCRError(.recognitionFailed, "the text recogniser returned an output of shape \(output.shape) "
                + "for \(decoder.classCount) classes")
        }
        let steps = output.shape[1], classes = output.shape[2]
        let stepWidth = Double(canvas) / Double(steps)
        return withExtendedLifetime(output) {
            lines.indices.map { slot in
                let slice = UnsafeBufferPointer(rebasing: output.values[(slot * steps * classes)..<((slot + 1) * steps * classes)])
                let inkHeight = (spans[slot].upperBound - spans[slot].lowerBound) * Double(height)
                let spaced = gaps[slot].spaced(decoder.decode(slice, steps: steps, classes: classes),
                                               stepWidth: stepWidth, inkHeight: inkHeight)
                let characters = LookalikeDigits.repaired(spaced) { index, letters in
                    decoder.likeliest(of: letters, at: spaced[index], in: slice, classes: classes)
                }
                return RecognizedLine(corners: lines[slot].shape.corners, characters: characters, stepWidth: stepWidth,
                                      inputWidth: Double(lines[slot].shape.width),
                                      detectionScore: lines[slot].region.score, inkSpan: spans[slot],
                                      inkColumns: gaps[slot])
            }
        }
    }
}
