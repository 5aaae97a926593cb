/// E-mail addresses: found from each "@" outwards, checked against RFC 5321's shape (local part of atoms or
/// quoted strings, up to 64 characters; a domain of labels of up to 63 characters not starting or ending with a
/// hyphen, or an address literal in brackets). A domain of one label is taken only when it is a well-known
/// top-level domain (`test@io`), so "user@host" in running text is not an address.
///
/// OCR repair: a space read into an address (`jane.doe @example.com`) is bridged when both sides would otherwise
/// be an address, at a lower confidence.
public struct EmailDetector: DataDetector {
    public var kinds: Set<DataKind> { [.email] }

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.hasAt else { return [] }
        var result: [TextMatch] = []
        var i = 0
        while i < text.count {
            guard text[i] == "@" else { i += 1; continue }
            if let found = address(at: i, in: text), result.last.map({ $0.end <= found.start }) ?? true {
                result.append(found)
                i = found.end
            } else {
                i += 1
            }
        }
        return result
    }

    /// The address around the "@" at `at`, if there is one.
    func address(at: Int, in text: ScalarText) -> TextMatch? {
        var confidence = 0.95
        var localEnd = at
        var domainStart = at + 1
        // OCR spaces either side of "@".
        // One space, on one side: "before @ in" is two words and an at sign, not an address.
        let spaceBefore = text.at(at - 1) == " ", spaceAfter = text.at(at + 1) == " "
        if spaceBefore && spaceAfter { return nil }
        if spaceBefore, let c = text.at(at - 2), Self.isAtom(c) { localEnd = at - 1; confidence = 0.6 }
        if spaceAfter, let c = text.at(at + 2), c.isWordCharacter { domainStart = at + 2; confidence = 0.6 }
        guard let localStart = localPartStart(endingAt: localEnd, in: text),
              let domainEnd = domainEnd(startingAt: domainStart, in: text) else { return nil }
        // Bridged over an OCR space, the domain must read as one: two labels or more, the last made of letters
        // ("PROMO @12.99" is a price).
        if confidence < 0.9 {
            let domain = text.string(domainStart..<domainEnd)
            guard let tld = domain.split(separator: ".").last, domain.contains("."), tld.count >= 2,
                  tld.allSatisfy(\.isLetter) else { return nil }
        }
        let local = text.string(localStart..<localEnd)
        let domain = text.string(domainStart..<domainEnd)
        let value = String(local.unicodeScalars.filter { $0 != " " }.map(Character.init)) + "@" + domain.lowercased()
        // The local part keeps its case in the value only inside quotes; atoms are case-folded as users expect.
        let normalised = local.hasPrefix("\"") ? value : value.lowercased()
        return text.match(.email, localStart..<domainEnd, value: normalised, confidence: confidence)
    }

    static func isAtom(_ c: Unicode.Scalar) -> Bool {
        if c.value >= 128 { return c.properties.isAlphabetic || c.properties.numericType != nil }
        return c.isASCIIAlphanumeric || "!#$%&'*+/=?^_`{|}~-".unicodeScalars.contains(c)
    }

    /// Where the local part ending at `end` starts: dot-separated atoms or quoted strings, nothing empty between
    /// dots, at most 64 characters. Nil when there is no valid local part.
    func localPartStart(endingAt end: Int, in text: ScalarText) -> Int? {
        var i = end
        var lastWasDot = true // a dot right before "@" is an error
        var start: Int?
        // Local parts are at most 64 characters (a quoted one a little more): no need to look further back.
        while i > 0 && end - i <= 256 {
            let c = text[i - 1]
            if c == "\"" {
                // A quoted string: scan back to its opening quote, honouring backslash pairs.
                guard lastWasDot, let open = quotedStart(endingBefore: i - 1, in: text) else { break }
                i = open
                start = i
                lastWasDot = false
            } else if c == "." {
                if lastWasDot { return nil }
                lastWasDot = true
                i -= 1
            } else if Self.isAtom(c) {
                i -= 1
                start = i
                lastWasDot = false
            } else {
                break
            }
        }
        guard var s = start else { return nil }
        // A leading dot is outside the address (".test@x.org" → "test@x.org").
        while s < end && text[s] == "." { s += 1 }
        guard s < end, end - s <= 64, text[end - 1] != "." else { return nil }
        // A quoted local part in running text must start the word: "(x)"@ is a comment, not an address.
        return s
    }

    /// The opening quote of a quoted string whose closing quote is at `close`; nil if the string is not well formed.
    func quotedStart(endingBefore close: Int, in text: ScalarText) -> Int? {
        var i = close - 1
        while i >= 0 && close - i <= 256 {
            let c = text[i]
            if c == "\"" {
                // An escaped quote (preceded by an odd number of backslashes) is content.
                var slashes = 0
                var k = i - 1
                while k >= 0 && text[k] == "\\" { slashes += 1; k -= 1 }
                if slashes % 2 == 0 { return validQuoted(i + 1, close, in: text) ? i : nil }
            }
            if c.value < 32 || c.value == 127 || c == "\n" { return nil }
            i -= 1
        }
        return nil
    }

    /// Whether the content of a quoted string is printable ASCII with well-formed backslash pairs.
    func validQuoted(_ from: Int, _ to: Int, in text: ScalarText) -> Bool {
        var i = from
        while i < to {
            let c = text[i]
            if c.value < 32 || c.value >= 127 { return false }
            if c == "\\" {
                guard i + 1 < to, text[i + 1].value >= 32, text[i + 1].value < 127 else { return false }
                i += 2
                continue
            }
            i += 1
        }
        return true
    }

    /// Where the domain starting at `start` ends: labels or an address literal; nil when it is not a domain.
    func domainEnd(startingAt start: Int, in text: ScalarText) -> Int? {
        if text.at(start) == "[" { return literalEnd(startingAt: start, in: text) }
        var labels: [Range<Int>] = []
        var i = start
        while i < text.count && i - start <= 253 {
            var j = i
            while j < text.count && j - start <= 253 && (text[j].isWordCharacter || text[j] == "-") { j += 1 }
            guard j > i else { break }
            labels.append(i..<j)
            guard j + 1 < text.count, text[j] == ".", text[j + 1].isWordCharacter else { i = j; break }
            i = j + 1
        }
        // Trailing hyphens belong to the sentence, not the domain.
        while let last = labels.last, text[last.upperBound - 1] == "-" {
            var trimmed = last.lowerBound..<(last.upperBound - 1)
            while !trimmed.isEmpty && text[trimmed.upperBound - 1] == "-" { trimmed = trimmed.lowerBound..<(trimmed.upperBound - 1) }
            labels[labels.count - 1] = trimmed
            if trimmed.isEmpty { labels.removeLast() }
            break
        }
        guard let first = labels.first, let last = labels.last, last.upperBound - first.lowerBound <= 253 else {
            return nil
        }
        for label in labels {
            guard !label.isEmpty, label.count <= 63, text[label.lowerBound] != "-", text[label.upperBound - 1] != "-"
            else { return nil }
        }
        // The next character must not continue a word ("a@b.com_x").
        if let next = text.at(last.upperBound), next == "_" || next == "@" { return nil }
        if labels.count == 1 {
            // A one-label domain only written tight to the "@" ("test@io"), never across an OCR space.
            guard start > 0, text[start - 1] == "@", TopLevelDomains.isWellKnown(text.string(last).lowercased())
            else { return nil }
        }
        return last.upperBound
    }

    /// The end of an address literal `[1.2.3.4]` or `[IPv6:...]` starting at the bracket at `start`.
    func literalEnd(startingAt start: Int, in text: ScalarText) -> Int? {
        var i = start + 1
        while i < text.count && i - start < 64 {
            let c = text[i]
            if c == "]" {
                let inside = text.string((start + 1)..<i)
                let ok = inside.hasPrefix("IPv6:") ? inside.dropFirst(5).allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
                    : IPv4.isAddress(inside)
                return ok ? i + 1 : nil
            }
            guard c.isASCIIAlphanumeric || c == "." || c == ":" else { return nil }
            i += 1
        }
        return nil
    }
}

/// Dotted-quad IPv4 addresses.
enum IPv4 {
    /// "192.168.1.1": four decimal parts of 0...255, no leading zeros beyond "0".
    static func isAddress(_ s: String) -> Bool {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        return parts.allSatisfy { p in
            guard !p.isEmpty, p.count <= 3, p.allSatisfy(\.isASCIIDigitCharacter), let v = Int(p) else { return false }
            return v <= 255 && !(p.count > 1 && p.first == "0")
        }
    }
}

extension Character {
    var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
