/// Blank stretches between a line's characters, measured in the strip the recogniser read.
struct LineInkGaps: Sendable {
    /// One flag per column of the strip: whether the line's ink band holds ink there.
    var inked: [Bool]
    /// One flag per column: whether a rule crosses the strip there.
    var ruled: [Bool] = []

    /// The columns of `width` values (−1 black … 1 white, rows `rowLength` apart) that hold ink within `rows`
    /// (fractions of `height`), ink being darker than halfway between the strip's darkest value and its
    /// background (its median: a line on a shaded band has the band for paper). A column shaded down nearly the
    /// whole strip (nine tenths of its rows, within two columns) is a rule crossing it — a table's column rule
    /// the line's box took in — and holds no ink of the line.
    init(strip: UnsafePointer<Float>, width: Int, height: Int, rowLength: Int, rows: ClosedRange<Double>) {
        var darkest = Float.greatestFiniteMagnitude
        var histogram = [Int](repeating: 0, count: 256)
        for row in 0..<height {
            for column in 0..<width {
                let value = strip[row * rowLength + column]
                darkest = min(darkest, value)
                histogram[Self.bin(value)] += 1
            }
        }
        var seen = 0, medianBin = 255
        for (bin, count) in histogram.enumerated() {
            seen += count
            if seen * 2 >= width * height { medianBin = bin; break }
        }
        let background = Float(medianBin) / 127.5 - 1
        guard background - darkest >= 0.3 else {
            inked = [Bool](repeating: false, count: width)
            return
        }
        let threshold = (darkest + background) / 2
        let top = max(0, Int((rows.lowerBound * Double(height)).rounded(.down)))
        let bottom = min(height, Int((rows.upperBound * Double(height)).rounded(.up)))
        // A rule counts where it is even a little darker than the paper: a thin one falls between two pixel
        // columns or half off the strip's end, and comes out grey. A strip cut a little aslant crosses a rule
        // aslant, so a rule runs down nearly every row within `drift` columns either side.
        let ruled = height * 9 / 10, faint = (threshold + background) / 2, drift = 2
        var shadedRows = [Int](repeating: 0, count: width)
        var near = [Bool](repeating: false, count: width)
        for row in 0..<height {
            for column in 0..<width { near[column] = false }
            for column in 0..<width where strip[row * rowLength + column] < faint {
                for neighbour in max(0, column - drift)...min(width - 1, column + drift) { near[neighbour] = true }
            }
            for column in 0..<width where near[column] { shadedRows[column] += 1 }
        }
        self.ruled = shadedRows.map { $0 >= ruled }
        inked = (0..<width).map { column in
            shadedRows[column] < ruled && (top..<bottom).contains { strip[$0 * rowLength + column] < threshold }
        }
    }

    /// The histogram bin (0…255) of a strip value (−1…1).
    static func bin(_ value: Float) -> Int { min(255, max(0, Int(((value + 1) * 127.5).rounded()))) }

    init(inked: [Bool]) { self.inked = inked }

    /// `from…to` (columns) narrowed to the ink inside it, `margin` columns kept either side, when a rule crosses
    /// it; unchanged when none does, or when it holds no ink.
    func tightened(from: Double, to: Double, margin: Double) -> (from: Double, to: Double) {
        let start = max(0, Int(from.rounded(.down))), end = min(inked.count, Int(to.rounded(.up)))
        guard start < end, (start..<end).contains(where: { $0 < ruled.count && ruled[$0] }),
              let first = (start..<end).first(where: { inked[$0] }),
              let last = (start..<end).last(where: { inked[$0] }) else { return (from, to) }
        return (max(from, Double(first) - margin), min(to, Double(last + 1) + margin))
    }

    /// The longest run of blank columns between columns `from` and `to`.
    func widestBlank(from: Double, to: Double) -> Int {
        let start = max(0, Int(from.rounded(.down))), end = min(inked.count, Int(to.rounded(.up)))
        var widest = 0, run = 0
        for column in start..<max(start, end) {
            run = inked[column] ? 0 : run + 1
            widest = max(widest, run)
        }
        return widest
    }
}

extension LineInkGaps {
    /// How far apart (centre to centre) two characters must sit, against the line's median letter pitch, for
    /// the blank between them to be read as a space the recogniser left out.
    static let spacedPitch = 1.5
    /// How wide that blank must be, against the line's median blank across its read spaces.
    static let spacedBlank = 0.75
    /// And against the height of the line's ink (the strip's ink band, margins included).
    static let spacedBlankOfHeight = 0.25
    /// A colon and the character beside it are a space apart when they sit `colonPitch` of the line's letter
    /// pitch apart and the blank between them is `colonBlankOfHeight` of its ink height ("TOTAL : 4.90",
    /// "CASH :"; not "Date:" nor "10:27:03"). In monospaced print a colon and its word are one letter cell apart,
    /// or two with a space; the time steps place a character only to within a step, and an attached colon on a
    /// receipt photo came out 1.5 pitches and 0.55 ink heights from its word ("Server: Hope").
    static let colonPitch = 1.75
    static let colonBlankOfHeight = 0.35

    /// `characters` (decoded at `stepWidth` strip columns a step) with a space put in where the recogniser
    /// read none but the ink leaves one: the two characters sit at least `spacedPitch` of the line's letter
    /// pitch apart and the blank between them is as wide as the line's spaces (`spacedBlank`) and a quarter of
    /// its height. PP-OCR runs words together at such gaps in monospaced receipt print ("KLANG,SELANGOR",
    /// "LOTP.T."), but not after a capital starting a word in small letters, nor after a hyphen before small
    /// letters. A line needs a space and three letter pairs read to measure its own pitch and spaces. Beside a
    /// colon, where PP-OCR leaves spaces out most (of the colons it read unspaced in sroie-dev's lines, 149 of
    /// 764 are spaced in the transcripts), the pitch and the blank against the ink's height tell
    /// (`colonBlankOfHeight`), in a line with no space read too ("CASH :", "TEL : 03-3271 9872").
    func spaced(_ characters: [CTCDecoder.Character], stepWidth: Double, inkHeight: Double) -> [CTCDecoder.Character] {
        func centre(_ c: CTCDecoder.Character) -> Double { (Double(c.firstStep + c.lastStep) / 2 + 0.5) * stepWidth }
        // Neighbouring characters, with whether a space was read between them.
        var pairs: [(left: Int, right: Int, spaced: Bool)] = []
        var previous: Int?
        var sawSpace = false
        for (index, character) in characters.enumerated() {
            if character.text == " " { sawSpace = true; continue }
            if let previous { pairs.append((previous, index, sawSpace)) }
            previous = index
            sawSpace = false
        }
        let pitches = pairs.filter { !$0.spaced }.map { centre(characters[$0.right]) - centre(characters[$0.left]) }
        let spaces = pairs.filter(\.spaced).map {
            Double(widestBlank(from: centre(characters[$0.left]), to: centre(characters[$0.right])))
        }
        guard pitches.count >= 3 else { return characters }
        // Every character must show ink about where it was read, or the profile cannot be trusted (a line on a
        // shaded band the rule test took for rules).
        let unseen = pairs.indices.filter { index in
            let centreColumn = centre(characters[pairs[index].right])
            return widestBlank(from: centreColumn - stepWidth, to: centreColumn + stepWidth) >= Int(2 * stepWidth)
        }.count
        guard unseen * 10 <= pairs.count else { return characters }
        let pitch = Self.median(pitches)
        let minimumBlank = spaces.isEmpty ? nil
            : max(Self.spacedBlank * Self.median(spaces), Self.spacedBlankOfHeight * inkHeight)
        var result = characters
        for pair in pairs.reversed() where !pair.spaced {
            let left = characters[pair.left], right = characters[pair.right]
            let blank = Double(widestBlank(from: centre(left), to: centre(right)))
            // A capital before a small letter starts a word ("Lot", "Tea"): its overhang is no space; nor is
            // the gap a hyphen leaves before the small letters going on from it ("Paid-up"), nor the blank a
            // narrow bracket leaves inside it ("(KUCHAI)", "704427-T)"), nor a point's or comma's between digits
            // ("28.40").
            let wordGap = minimumBlank.map { minimumBlank in
                !(Self.isUppercase(left.text) && Self.isLowercase(right.text))
                    && !(left.text == "-" && Self.isLowercase(right.text))
                    && !Self.openingBrackets.contains(left.text) && !Self.closingBrackets.contains(right.text)
                    && !Self.joinsDigits(pair, marks: Self.numberMarks, in: characters)
                    && centre(right) - centre(left) >= Self.spacedPitch * pitch && blank >= minimumBlank
            } ?? false
            // Beside a colon the pitch and the blank against the ink's height tell, in a line with no space read
            // too; not inside a time or a ratio ("12:53:10", where a narrow colon leaves as much blank on a
            // small photo).
            let colonGap = (left.text == ":" || right.text == ":") && !Self.isTimeColon(pair, in: characters)
                && centre(right) - centre(left) >= Self.colonPitch * pitch && blank >= Self.colonBlankOfHeight * inkHeight
            guard wordGap || colonGap else { continue }
            result.insert(.space(at: left.lastStep, probability: min(left.probability, right.probability)), at: pair.right)
        }
        return result
    }

    /// Whether the pair is a colon and a digit with a digit on the colon's other side.
    static func isTimeColon(_ pair: (left: Int, right: Int, spaced: Bool), in characters: [CTCDecoder.Character]) -> Bool {
        joinsDigits(pair, marks: [":"], in: characters)
    }

    /// Marks that join the digits either side of them into one number ("$28.40", "1,204.50"): a narrow mark's
    /// blank is no space there (a receipt photo's "$28 .40" was read so). Not a hyphen: print spaces some
    /// ("TEL: 03- 55423228" on sroie-dev's 375, where its date "07-06-16" on 399 is not).
    static let numberMarks: Set<String> = [".", ","]

    /// Whether the pair is one of `marks` and a digit with a digit on the mark's other side.
    static func joinsDigits(_ pair: (left: Int, right: Int, spaced: Bool), marks: Set<String>,
                            in characters: [CTCDecoder.Character]) -> Bool {
        func isDigit(_ index: Int) -> Bool {
            characters.indices.contains(index) && characters[index].text.count == 1 && characters[index].text.first!.isNumber
        }
        return marks.contains(characters[pair.left].text) ? isDigit(pair.right) && isDigit(pair.left - 1)
            : marks.contains(characters[pair.right].text) && isDigit(pair.left) && isDigit(pair.right + 1)
    }

    /// Brackets hold on to the words inside them: print sets no space after an opening one nor before a
    /// closing one (2 of sroie-dev's 478 lines with a ")" do, in ": )").
    static let openingBrackets: Set<String> = ["(", "[", "{"]
    static let closingBrackets: Set<String> = [")", "]", "}"]

    static func isUppercase(_ text: String) -> Bool { text.count == 1 && text.first!.isUppercase }
    static func isLowercase(_ text: String) -> Bool { text.count == 1 && text.first!.isLowercase }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
