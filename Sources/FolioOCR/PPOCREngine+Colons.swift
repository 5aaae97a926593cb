import FolioModel

extension PPOCREngine {
    /// `read` with the colons no word read holds (`colons`: one the detector left out, as "Sub-Total  :  45.70",
    /// or one at the edge of a line's box that the recogniser dropped, as "Salesperson :") read as part of the
    /// nearest line on their row: the line is read again reaching over them, and the new reading kept when it is
    /// the old one with a colon added on the side that has one and nothing else (`withColons`). A lone colon read
    /// by itself is too little for the recogniser (":" at 0.2–0.5, or ";" or "..").
    func readingColons(_ colons: [Box], into read: [RecognizedLine], in raster: PageRaster) throws -> [RecognizedLine] {
        guard !colons.isEmpty else { return read }
        // The upright lines kept as text, with their first and last words.
        let candidates = read.indices.compactMap { index -> ColonCandidate? in
            let line = read[index]
            guard line.confidence >= Self.minimumLineConfidence, !line.isTurned, !line.isUpsideDown else { return nil }
            let words = line.words
            guard let first = words.first, let last = words.last else { return nil }
            return ColonCandidate(index: index, bounds: line.bounds, first: first, last: last)
        }
        // Each colon is read with the nearest line; one whose line would not take it, with the line on its
        // other side (a colon in a column of its own, "TOTAL      :      4.90", is often dropped by the line
        // read over the blank on one side and kept by the other).
        var result = read
        let first = try readingColons(colons, among: candidates, into: &result, in: raster)
        let left = candidates.filter { !first.tried.contains($0.index) }
        _ = try readingColons(first.unread, among: left, into: &result, in: raster)
        return result
    }

    /// Reads `colons` into `result` with the nearest of `lines` each; returns the lines read again and the
    /// colons whose line would not take them.
    private func readingColons(_ colons: [Box], among lines: [ColonCandidate], into result: inout [RecognizedLine],
                               in raster: PageRaster) throws -> (tried: Set<Int>, unread: [Box]) {
        var sides: [Int: (left: [Box], right: [Box])] = [:]
        for colon in colons {
            guard let (index, onTheRight) = Self.lineBeside(colon, among: lines) else { continue }
            var side = sides[index] ?? ([], [])
            if onTheRight { side.right.append(colon) } else { side.left.append(colon) }
            sides[index] = side
        }
        guard !sides.isEmpty else { return ([], []) }
        let indices = sides.keys.sorted()
        let regions = indices.map { index in
            let bounds = result[index].bounds, pad = Self.colonPadding * bounds.height
            let side = sides[index]!
            let reach = (left: min(bounds.x, (side.left.map(\.x).min() ?? .infinity) - pad),
                         right: max(bounds.maxX, (side.right.map(\.maxX).max() ?? -.infinity) + pad))
            return TextRegion(corners: Self.stretched(result[index].corners, from: bounds, to: reach),
                              score: result[index].detectionScore)
        }
        var unread: [Box] = []
        for (index, line) in zip(indices, try recognizer.read(regions, in: raster)) {
            let old = result[index], side = sides[index]!
            guard let characters = Self.withColons(line.characters, reading: old.characters,
                                                   left: side.left.max { $0.x < $1.x }, right: side.right.min { $0.x < $1.x },
                                                   words: old.words)
            else {
                unread += side.left + side.right
                continue
            }
            result[index] = line
            result[index].characters = characters
            result[index].detectionScore = old.detectionScore
        }
        return (Set(indices), unread)
    }

    /// `new` (a line read again reaching over colons beside it) when it reads as `old` with a colon added at a
    /// side that has one (`left`, `right`: the colon nearest the words), and nothing else changed; a space is put
    /// between the colon and the words when the blank between their ink is `colonSpace` of the words' height or
    /// more ("TOTAL :", not "Date:").
    static func withColons(_ new: [CTCDecoder.Character], reading old: [CTCDecoder.Character], left: Box?, right: Box?,
                           words: [Word]) -> [CTCDecoder.Character]? {
        let oldText = old.map(\.text).joined().filter { $0 != " " }
        let newText = new.map(\.text).joined().filter { $0 != " " }
        let addsLeft = left != nil && newText.hasPrefix(":") && !oldText.hasPrefix(":")
        let addsRight = right != nil && newText.hasSuffix(":") && !oldText.hasSuffix(":")
        guard addsLeft || addsRight,
              newText == (addsLeft ? ":" : "") + oldText + (addsRight ? ":" : ""),
              let first = words.first, let last = words.last
        else { return nil }
        var result = new
        if addsRight, let right, let colon = result.lastIndex(where: { $0.text == ":" }), colon > 0,
           result[colon - 1].text != " ", right.x - last.box.maxX >= colonSpace * last.box.height {
            result.insert(.space(at: result[colon].firstStep, probability: result[colon].probability), at: colon)
        }
        if addsLeft, let left, let colon = result.firstIndex(where: { $0.text == ":" }), colon + 1 < result.count,
           result[colon + 1].text != " ", first.box.x - left.maxX >= colonSpace * first.box.height {
            result.insert(.space(at: result[colon].lastStep, probability: result[colon].probability), at: colon + 1)
        }
        return result
    }

    /// A blank this share of the words' height or wider between a colon and its words is a space.
    static let colonSpace = 0.4

    /// The line among `lines` on `colon`'s row nearest to it, with whether the colon is on its right: a line whose
    /// band holds the colon's middle, the colon past its first or last word (inside the line's box
    /// or outside it) and at most `colonReach` of the line's height from that word.
    static func lineBeside(_ colon: Box, among lines: [ColonCandidate]) -> (Int, Bool)? {
        var best: (index: Int, right: Bool, gap: Double)?
        for line in lines {
            let bounds = line.bounds, first = line.first, last = line.last
            guard abs(bounds.midY - colon.midY) <= 0.35 * bounds.height, colon.height <= bounds.height else { continue }
            // A colon among a line's words was read; so was one just past them when the line ends in a colon
            // there (the time steps place a word's ends only roughly).
            let margin = colonSpace * last.box.height
            let endsInColon = colon.midX >= last.box.maxX ? last.text.hasSuffix(":") : first.text.hasPrefix(":")
            if (first.box.x - margin...last.box.maxX + margin).contains(colon.midX),
               endsInColon || (first.box.x...last.box.maxX).contains(colon.midX) {
                return nil
            }
            let right = colon.midX >= last.box.maxX
            guard right || colon.midX <= first.box.x else { continue }
            let gap = right ? colon.x - last.box.maxX : first.box.x - colon.maxX
            guard gap <= colonReach * bounds.height, gap < best?.gap ?? .infinity else { continue }
            best = (line.index, right, gap)
        }
        return best.map { ($0.index, $0.right) }
    }

    /// A line read that a colon may belong to: its index in the page's reading, its box, its first and last words.
    struct ColonCandidate {
        var index: Int
        var bounds: Box
        var first: Word
        var last: Word
    }

    /// Room read past a colon, in line heights.
    static let colonPadding = 0.5
    /// A colon further from its line than this many of the line's heights is left alone.
    static let colonReach = 12.0

    /// `corners` (top-left, top-right, bottom-right, bottom-left) of a line whose bounds are `bounds`, moved along
    /// the line so its bounds run from `reach.left` to `reach.right`.
    static func stretched(_ corners: [Point], from bounds: Box, to reach: (left: Double, right: Double)) -> [Point] {
        let dx = corners[1].x - corners[0].x, dy = corners[1].y - corners[0].y
        guard dx > 0 else { return corners }
        let slope = dy / dx
        let left = reach.left - bounds.x, right = reach.right - bounds.maxX
        return [Point(x: corners[0].x + left, y: corners[0].y + left * slope),
                Point(x: corners[1].x + right, y: corners[1].y + right * slope),
                Point(x: corners[2].x + right, y: corners[2].y + right * slope),
                Point(x: corners[3].x + left, y: corners[3].y + left * slope)]
    }
}
