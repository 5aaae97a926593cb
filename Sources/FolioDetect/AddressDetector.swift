import Foundation

/// Postal addresses: a street (a house number and a street word — `1902 Jericho Turnpike`, `NO.53, JALAN SAGU 18`,
/// `Müllerstraße 41`, `12 rue de Rivoli` — or a post-office box) with a place after it within two lines: a US
/// city, state and ZIP code (`New Hyde Park, NY 11040`), a Canadian or British postcode (`T5P 4A9`, `LS1 4AP`),
/// or a four- or five-digit postcode and a town (`81100 JOHOR BAHRU`, `13353 Berlin`). The lines between are
/// address lines or a district's name alone (`TAMAN DAYA`, `SETAPAK,`; three at most), and a state or a country alone on the lines after the
/// place belongs to it (`JOHOR.`). A street and place on one line are one address (`12 Rue de Rivoli, 75001
/// Paris`). A US, Canadian or British place needs only a line before it that starts with a house number (`135
/// Nathalie`). A line with a phone, a web or mail address, an amount, a date or a label such as "Invoice" is never
/// part of an address, so neither is prose that happens to name a street. A text's lines are its `\n`-separated
/// parts: a page's lines are given to the detector together. The value is the address's lines on one line, joined
/// by ", ", with a leading label ("Address:", "Ship to:") left out and OCR's slips in address words and numbers put
/// right as the receipt reader puts them right (`AddressSpelling`: "NO 29O" → "NO 290", "SE_ANGOR" → "SELANGOR").
public struct AddressDetector: DataDetector {
    public var kinds: Set<DataKind> { [.address] }

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.hasDigit else { return [] }
        let lines = Self.lines(of: text)
        var result: [TextMatch] = []
        var i = 0
        while i < lines.count {
            if let (first, last, confidence) = address(startingAt: i, lines) {
                let parts = lines[first...last].map { text.string($0.content).trimmingCharacters(in: Self.endMarks) }
                    .filter { !$0.isEmpty }
                let range = lines[first].content.lowerBound..<lines[last].content.upperBound
                let value = AddressSpelling.corrected(parts.joined(separator: ", "), words: AddressWords.all)
                result.append(text.match(.address, range, value: value, confidence: confidence))
                i = last + 1
            } else {
                i += 1
            }
        }
        return result
    }

    static let endMarks = CharacterSet(charactersIn: ",;. ")

    /// The lines of an address whose street is on line `i`: the first and last line and the confidence.
    func address(startingAt i: Int, _ lines: [AddressLine]) -> (Int, Int, Double)? {
        let line = lines[i]
        guard !line.isStop else { return nil }
        // Street and place on one line.
        if line.isStreet && line.placeAfterStreet {
            return (buildingLines(before: i, lines), regionLines(after: i, lines), 0.85)
        }
        // A street, address lines, then a place. The street's number may stand on the line above it ("LOT P.T.
        // 33198, BATU 4" / "JALAN KAPAR, MUKIM KAPAR").
        var street = i
        if !line.isStreet && !line.startsWithHouseNumber && line.isNumberLine && i + 1 < lines.count
            && lines[i + 1].hasStreetWord && !lines[i + 1].isStop {
            street = i + 1
        }
        let streetLine = lines[street]
        if street > i && streetLine.isStreet && streetLine.placeAfterStreet {
            return (i, regionLines(after: street, lines), 0.85)
        }
        if streetLine.isStreet || streetLine.startsWithHouseNumber || street > i {
            var j = street + 1
            while j < lines.count && j <= street + 4 {
                let next = lines[j]
                if next.isStop { break }
                if next.place != .none {
                    // Without a street word the first line is a street only before a place that names its country's
                    // format (ZIP code, postal code).
                    guard streetLine.hasStreetWord || next.place == .national else { break }
                    let first = street > i ? i : buildingLines(before: i, lines)
                    return (first, regionLines(after: j, lines), next.place == .national ? 0.9 : 0.8)
                }
                guard next.isAddressLine || next.isTownLine else { break }
                j += 1
            }
        }
        return nil
    }

    /// The line to start from: the line just above the street when it names a building or a unit, or is a house
    /// number alone.
    func buildingLines(before i: Int, _ lines: [AddressLine]) -> Int {
        i > 0 && lines[i - 1].isBuilding ? i - 1 : i
    }

    /// The last line of an address whose place is on line `j`: a town's name after a postcode that ends the line,
    /// then up to two lines holding only a state or a country.
    func regionLines(after j: Int, _ lines: [AddressLine]) -> Int {
        var last = j
        // After a postcode that ends its line, the town's name on the next ("TAMAN DESA 43800" / "DENGKIL SELANGOR").
        if lines[j].endsWithPostcode && j + 1 < lines.count && lines[j + 1].isTownLine { last += 1 }
        while last + 1 < lines.count && last < j + 2 && lines[last + 1].isRegionOnly { last += 1 }
        return last
    }

    /// The text's lines, classified where an address could be: within six lines before and three after a line that
    /// could hold a place (`mayHoldPlace`); the others are read as lines that are something else, unread (an address
    /// needs a place, so most lines of a long text are never classified).
    static func lines(of text: ScalarText) -> [AddressLine] {
        var ranges: [Range<Int>] = []
        var start = 0
        for i in 0...text.count where i == text.count || text[i] == "\n" {
            ranges.append(start..<i)
            start = i + 1
        }
        var wanted = [Bool](repeating: false, count: ranges.count)
        for (k, range) in ranges.enumerated() where mayHoldPlace(text, range) {
            for w in max(0, k - 6)...min(ranges.count - 1, k + 3) { wanted[w] = true }
        }
        return ranges.indices.map {
            wanted[$0] && !isLong(text, ranges[$0]) ? AddressLine(text, ranges[$0]) : AddressLine(unread: ranges[$0])
        }
    }

    /// Whether a line has more words than an address line and a label (17), counted without reading them: a line of
    /// running text.
    static func isLong(_ text: ScalarText, _ range: Range<Int>) -> Bool {
        var words = 0
        var inWord = false
        for i in range {
            let space = text[i].isSpace
            if !space && !inWord {
                words += 1
                if words > 17 { return true }
            }
            inWord = !space
        }
        return false
    }

    /// Whether a line has what a place needs, read off its scalars: four or five digits standing alone (not a
    /// time's, a date's, a decimal's or a phone number's: no ":", "/" or "-" and digit beside them, no point and
    /// digits after), or a British or Canadian postcode's half ("4AP", "T5P").
    static func mayHoldPlace(_ text: ScalarText, _ range: Range<Int>) -> Bool {
        var i = range.lowerBound
        while i < range.upperBound {
            let c = text[i]
            guard c.isASCIIDigit else {
                if c.isASCIILetter && c.value < 91, i + 2 < range.upperBound, text[i + 1].isASCIIDigit,
                   text[i + 2].isASCIILetter && text[i + 2].value < 91 { return true }
                i += 1
                continue
            }
            var j = i
            while j < range.upperBound && text[j].isASCIIDigit { j += 1 }
            if j - i == 1, j + 1 < range.upperBound, text[j].isASCIILetter && text[j].value < 91,
               text[j + 1].isASCIILetter && text[j + 1].value < 91,
               !(j + 2 < range.upperBound && text[j + 2].isASCIIAlphanumeric) {
                return true
            }
            if (4...5).contains(j - i) {
                let before = text.at(i - 1), after = text.at(j) ?? " "
                let joinedBefore = before.map { ":/".unicodeScalars.contains($0)
                    || ".-".unicodeScalars.contains($0) && (text.at(i - 2)?.isASCIIDigit ?? false) } ?? false
                let joinedAfter = ":/".unicodeScalars.contains(after)
                    || ".,".unicodeScalars.contains(after) && (text.at(j + 1)?.isASCIIDigit ?? false)
                if !joinedBefore && !joinedAfter { return true }
            }
            i = j
        }
        return false
    }
}
