/// The marker that opens a list item: a bullet glyph or an enumeration ("3.", "b)", "(iv)", "IV.").
public struct ListMarker: Sendable, Hashable {
    /// How the items of a list are marked, as DESIGN.md names it.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case bullet, decimal, lowerAlpha, upperAlpha, lowerRoman, upperRoman, other
    }

    /// The marker as printed ("3.", "b)", "•").
    public var text: String
    /// The readings the marker allows, most likely first: "i." is a roman one or the ninth letter, "c." the third
    /// letter or a hundred; the list around it settles which (`ListMarker.settle`).
    public var readings: [(kind: Kind, value: Int)]

    public var kind: Kind { readings.first?.kind ?? .other }
    public var value: Int { readings.first?.value ?? 0 }

    public static func == (a: ListMarker, b: ListMarker) -> Bool {
        a.text == b.text && a.readings.map(\.kind) == b.readings.map(\.kind) && a.readings.map(\.value) == b.readings.map(\.value)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// A bullet printed as a glyph ("•" for a disc, "◦" a circle, "▪" a square); what OCR reads for one is
    /// written as the bullet it stands for.
    public static func bullet(_ glyph: String) -> ListMarker {
        ListMarker(text: bulletShapes[glyph] ?? glyph, readings: [(.bullet, 0)])
    }

    /// The bullet OCR's readings stand for: round ones for a disc, rings for a circle.
    static let bulletShapes: [String: String] = ["e": "•", "©": "•", "«": "•", "●": "•", "¢": "•", "«e": "•",
                                                 "o": "◦", "。": "◦", "°": "◦", "º": "◦", "○": "◦", "oe": "◦",
                                                 "■": "▪", "□": "▫"]

    /// The bullet OCR glued to the first word of an item ("。Marking", "oOpen", "•Run"): the glyph and the word
    /// after it, or nil.
    public static func gluedBullet(_ word: String) -> (glyph: String, rest: String)? {
        guard let first = word.first, word.count >= 3 else { return nil }
        let rest = String(word.dropFirst())
        let glyph = String(first)
        guard let next = rest.first else { return nil }
        if ["•", "。", "◦", "▪", "●", "○", "■", "□", "➢", "►", "▶", "✓", "✔"].contains(glyph) { return (glyph, rest) }
        // An "o" or "e" before a capital is a ring or a dot read as a letter.
        if ["o", "e", "©", "«"].contains(glyph), next.isUppercase { return (glyph, rest) }
        return nil
    }

    /// The glyphs printed as bullets, and what a text layer or OCR makes of them.
    static let bulletGlyphs: Set<String> = ["•", "◦", "▪", "▫", "‣", "⁃", "●", "○", "■", "□", "◆", "◇", "►", "▶",
                                            "–", "—", "-", "*", "+", "✓", "✔", "·", "∙", "➢", "➤", "❖", "o", "e",
                                            "«", "©", "®", "°", "º", "¢", "»", "«e", "oe", "。"]
    /// Of those, the ones that are also ordinary words or letters, believed only when OCR read them small.
    static let ambiguousGlyphs: Set<String> = ["o", "e", "«", "©", "®", "°", "¢", "»", "«e", "oe", "+", "*"]

    /// The marker `token` is, or nil. An enumeration needs its punctuation ("3." "3)" "(3)"); a bare number is
    /// not a marker, so an address or an amount opening a line does not make a list.
    public static func parse(_ token: String) -> ListMarker? {
        if bulletGlyphs.contains(token) { return bullet(token) }
        var core = Substring(token)
        if core.hasPrefix("("), core.hasSuffix(")") {
            core = core.dropFirst().dropLast()
        } else if core.hasSuffix(".") || core.hasSuffix(")") {
            core = core.dropLast()
        } else {
            return nil
        }
        guard !core.isEmpty, core.count <= 6 else { return nil }
        var readings: [(Kind, Int)] = []
        if core.allSatisfy(\.isASCII), core.allSatisfy(\.isNumber) {
            guard core.count <= 3, let value = Int(core) else { return nil }
            return ListMarker(text: token, readings: [(.decimal, value)])
        }
        let lower = core.lowercased()
        if let roman = romanValue(lower) {
            readings.append((core == core.lowercased() ? .lowerRoman : .upperRoman, roman))
        }
        if core.count == 1, let letter = core.unicodeScalars.first, letter.isASCII,
           let offset = "abcdefghijklmnopqrstuvwxyz".unicodeScalars.firstIndex(of: Unicode.Scalar(lower)!) {
            let value = "abcdefghijklmnopqrstuvwxyz".unicodeScalars.distance(
                from: "abcdefghijklmnopqrstuvwxyz".unicodeScalars.startIndex, to: offset) + 1
            let alpha: (Kind, Int) = (core == core.lowercased() ? .lowerAlpha : .upperAlpha, value)
            // A lone "i", "v", "x" opens a roman list more often; other letters ("c", "d", "l") are letters.
            if ["i", "v", "x"].contains(lower) { readings.append(alpha) } else { readings.insert(alpha, at: 0) }
        }
        guard !readings.isEmpty else { return nil }
        return ListMarker(text: token, readings: readings.map { (kind: $0.0, value: $0.1) })
    }

    /// The value of a lower-case roman numeral up to 39 (i…xxxix), or nil.
    static func romanValue(_ text: String) -> Int? {
        let pattern = ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]
        let tens = ["", "x", "xx", "xxx"]
        for (t, ten) in tens.enumerated() {
            guard text.hasPrefix(ten) else { continue }
            let rest = String(text.dropFirst(ten.count))
            if let unit = pattern.firstIndex(of: rest), t * 10 + unit > 0, !(ten.isEmpty && rest.isEmpty) {
                return t * 10 + unit
            }
        }
        return nil
    }

    /// The reading of `marker` that goes on from the item before it at the same level (`previous`, its kind
    /// and value), else its own most likely reading.
    public static func settle(_ marker: ListMarker, after previous: (kind: Kind, value: Int)?) -> (kind: Kind, value: Int) {
        if let previous {
            if let next = marker.readings.first(where: { $0.kind == previous.kind && $0.value == previous.value + 1 }) {
                return next
            }
            if let same = marker.readings.first(where: { $0.kind == previous.kind }) { return same }
        }
        return marker.readings.first ?? (.other, 0)
    }
}
