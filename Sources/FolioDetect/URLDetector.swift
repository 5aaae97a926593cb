/// Links: with a scheme (`http://`, `https://`, `ftp://`, `mailto:`), protocol-relative (`//example.com`), and bare
/// domain names with a well-known top-level domain (`example.com/path`, `www.example.co.uk`) or an IPv4 address.
/// Sentence punctuation after a link is not part of it (`see http://a.com/x.`), and a closing bracket or quote
/// is kept only when its opening one is inside the link (`http://x.org/wiki_(film)`), as linkify-it reads them.
public struct URLDetector: DataDetector {
    public var kinds: Set<DataKind> { [.url] }

    static let schemes = ["https://", "http://", "ftp://", "mailto:"]

    /// File extensions that are also country-code domains.
    static let fileExtensions: Set<String> = ["py", "md", "sh", "pl", "rs", "ps", "ml", "so", "mk", "pm", "gz", "bz"]

    public init() {}

    public func matches(in text: ScalarText, options: DetectionOptions) -> [TextMatch] {
        guard text.hasLinkMark else { return [] }
        var result: [TextMatch] = []
        var i = 0
        while i < text.count {
            let c = text[i]
            var found: TextMatch?
            if (Self.isHostCharacter(c) && c != "-") || c == "/", startsWord(at: i, in: text) {
                found = schemeLink(at: i, in: text) ?? protocolRelativeLink(at: i, in: text) ?? bareLink(at: i, in: text)
            }
            if let link = found {
                result.append(link)
                i = link.end
            } else {
                // Skip the rest of this word: a link starts only at a word's start.
                let inWord = Self.isHostCharacter(c) || c == "_"
                i += 1
                while inWord && i < text.count && (Self.isHostCharacter(text[i]) || text[i] == "_") { i += 1 }
            }
        }
        return result
    }

    /// Whether a link may start at `i`: not glued to a word, an underscore or a hyphen before it.
    func startsWord(at i: Int, in text: ScalarText) -> Bool {
        guard let before = text.at(i - 1) else { return true }
        return !(Self.isHostCharacter(before) || before == "_" || before == "." || before == "/")
    }

    // MARK: Links with a scheme

    func schemeLink(at i: Int, in text: ScalarText) -> TextMatch? {
        guard text[i].isASCIILetter,
              let scheme = Self.schemes.first(where: { has($0, at: i, in: text) }) else { return nil }
        let afterScheme = i + scheme.unicodeScalars.count
        if scheme == "mailto:" {
            guard let address = EmailDetector().address(at: atSign(from: afterScheme, in: text) ?? -1, in: text),
                  address.start == afterScheme else {
                return mailtoAnyHost(at: i, afterScheme: afterScheme, in: text)
            }
            return text.match(.url, i..<address.end, value: "mailto:" + address.value, confidence: 0.95)
        }
        var hostStart = afterScheme
        if let at = userInfoEnd(from: afterScheme, in: text) { hostStart = at + 1 }
        guard let host = hostEnd(from: hostStart, in: text, needsKnownTLD: false) else { return nil }
        guard let end = linkEnd(afterHost: host, in: text) else { return nil }
        let value = scheme + text.string(afterScheme..<hostStart) + text.string(hostStart..<host).lowercased()
            + text.string(host..<end)
        return text.match(.url, i..<end, value: value, confidence: 0.95)
    }

    /// "mailto:foo@bar": an explicit scheme makes any host an address.
    func mailtoAnyHost(at i: Int, afterScheme: Int, in text: ScalarText) -> TextMatch? {
        var j = afterScheme
        while j < text.count && !text[j].isSpace && !Self.isStop(text[j]) { j += 1 }
        let end = trimmedEnd(i, j, in: text)
        let body = text.string(afterScheme..<end)
        guard body.contains("@"), !body.hasPrefix("@"), !body.hasSuffix("@") else { return nil }
        return text.match(.url, i..<end, value: "mailto:" + body.lowercased(), confidence: 0.8)
    }

    func atSign(from start: Int, in text: ScalarText) -> Int? {
        var j = start
        while j < text.count && j - start < 255 && !text[j].isSpace {
            if text[j] == "@" { return j }
            j += 1
        }
        return nil
    }

    /// The "@" ending "user:pass" right after a scheme, if there is one before the host's end.
    func userInfoEnd(from start: Int, in text: ScalarText) -> Int? {
        var j = start
        while j < text.count && j - start < 128 {
            let c = text[j]
            if c == "@" { return j > start ? j : nil }
            guard c.isASCIIAlphanumeric || "._~%!$&'*+,;=:-".unicodeScalars.contains(c) else { return nil }
            j += 1
        }
        return nil
    }

    // MARK: Protocol-relative and bare links

    func protocolRelativeLink(at i: Int, in text: ScalarText) -> TextMatch? {
        guard text[i] == "/", text.at(i + 1) == "/", let first = text.at(i + 2), first.isWordCharacter,
              text.at(i - 1) != ":" else { return nil }
        guard let host = hostEnd(from: i + 2, in: text, needsKnownTLD: false) else { return nil }
        let name = text.string((i + 2)..<host).lowercased()
        guard name.contains(".") || name == "localhost", let end = linkEnd(afterHost: host, in: text) else { return nil }
        return text.match(.url, i..<end, value: "http:" + text.string(i..<end), confidence: 0.85)
    }

    func bareLink(at i: Int, in text: ScalarText) -> TextMatch? {
        guard Self.isHostCharacter(text[i]), text[i] != "-", text.at(i - 1) != "@", text.at(i - 1) != ":" else { return nil }
        // A bare name needs a dot after its first label: most words end here.
        var j = i
        while j < text.count && Self.isHostCharacter(text[j]) { j += 1 }
        guard text.at(j) == ".", let next = text.at(j + 1), Self.isHostCharacter(next) else { return nil }
        guard let host = hostEnd(from: i, in: text, needsKnownTLD: true) else { return nil }
        guard let end = linkEnd(afterHost: host, in: text) else { return nil }
        // A bare domain is plausible only when it does not read as an abbreviation ("Tel.No", "INV.NO").
        let name = text.string(i..<host)
        let labels = name.split(separator: ".")
        // A file name whose extension is also a country's domain ("release.py", "CHANGES.md", "build.sh"): only
        // with "www." or a path is it a link.
        if end == host, !name.lowercased().hasPrefix("www."), let tld = labels.last,
           Self.fileExtensions.contains(tld.lowercased()) { return nil }
        if labels.count == 2, end == host, let tld = labels.last, tld.count == 2 {
            let first = labels[0].lowercased()
            if tld.first!.isUppercase && tld.last!.isLowercase { return nil }
            if ContextWords.identifierCues.contains(first) || ContextWords.phoneCues.contains(first) { return nil }
        }
        let value = "http://" + name.lowercased() + text.string(host..<end)
        return text.match(.url, i..<end, value: value, confidence: name.lowercased().hasPrefix("www.") ? 0.9 : 0.75)
    }

    // MARK: Hosts, ports and paths

    /// The end of a host name starting at `start`: labels of letters, digits and hyphens joined by dots.
    /// With `needsKnownTLD` (bare links) the host needs two labels or more, ending in a well-known top-level
    /// domain, or to be an IPv4 address.
    func hostEnd(from start: Int, in text: ScalarText, needsKnownTLD: Bool) -> Int? {
        var labels: [Range<Int>] = []
        var i = start
        while i < text.count && i - start <= 253 {
            var j = i
            while j < text.count && j - start <= 253 && Self.isHostCharacter(text[j]) { j += 1 }
            guard j > i else { break }
            labels.append(i..<j)
            guard j + 1 < text.count, text[j] == ".", Self.isHostCharacter(text[j + 1]), text[j + 1] != "-" else {
                i = j
                break
            }
            i = j + 1
        }
        guard let last = labels.last, last.upperBound - start <= 253 else { return nil }
        for label in labels where label.count > 63 || text[label.lowerBound] == "-" || text[label.upperBound - 1] == "-" {
            return nil
        }
        // A host runs into an underscore or an "@": not a link ("http://example.com_", "a.com@b").
        if let next = text.at(last.upperBound), next == "_" || next == "@" { return nil }
        let names = labels.map { text.string($0) }
        let numeric = names.allSatisfy { $0.allSatisfy(\.isASCIIDigitCharacter) }
        if numeric && names.count > 1 { return IPv4.isAddress(names.joined(separator: ".")) ? last.upperBound : nil }
        if needsKnownTLD {
            guard names.count >= 2, let tld = names.last?.lowercased(), TopLevelDomains.isWellKnown(tld),
                  !tld.allSatisfy(\.isASCIIDigitCharacter) else { return nil }
        }
        return last.upperBound
    }

    /// The end of a link whose host ends at `host`: an optional port, then a path, query or fragment, trimmed of
    /// trailing punctuation. Nil when the port is not a port.
    func linkEnd(afterHost host: Int, in text: ScalarText) -> Int? {
        var i = host
        if text.at(i) == ":", let d = text.at(i + 1), d.isASCIIDigit {
            var j = i + 1
            while j < text.count && text[j].isASCIIDigit { j += 1 }
            guard j - i - 1 <= 5, let port = Int(text.string((i + 1)..<j)), port <= 65535 else { return nil }
            if let next = text.at(j), next.isWordCharacter { return nil }
            i = j
        }
        guard let c = text.at(i), c == "/" || c == "?" || c == "#" else { return i }
        var j = i
        while j < text.count && !text[j].isSpace && !Self.isStop(text[j]) { j += 1 }
        return trimmedEnd(host, j, in: text)
    }

    /// Letters, digits and hyphens, and any non-ASCII character but spaces and punctuation (internationalised
    /// names hold letters of every script and the odd symbol: "✪df.ws").
    static func isHostCharacter(_ c: Unicode.Scalar) -> Bool {
        if c.value < 128 { return c.isASCIIAlphanumeric || c == "-" }
        if c.properties.isWhitespace || isStop(c) { return false }
        switch c.value {
        case 0x80...0xBF, 0x2000...0x206F, 0x3000...0x303F, 0xFF00...0xFF0F, 0xFF1A...0xFF20, 0xFF3B...0xFF40,
             0xFF5B...0xFF65: return false
        default: return true
        }
    }

    /// Characters that end a link wherever they are.
    static func isStop(_ c: Unicode.Scalar) -> Bool {
        c == "<" || c == ">" || c == "|" || c == "｜" || c == "`" || (c.value < 32) || c == "\u{7F}"
    }

    /// `end` moved back over sentence punctuation and unbalanced closing brackets and quotes.
    func trimmedEnd(_ start: Int, _ end: Int, in text: ScalarText) -> Int {
        // Bracket and quote counts over the link, kept as characters are dropped (linear however long the link).
        var counts: [Unicode.Scalar: Int] = [:]
        for c in text.scalars[start..<end] where "()[]{}\"'".unicodeScalars.contains(c) { counts[c, default: 0] += 1 }
        var e = end
        while e > start {
            let c = text[e - 1]
            var drop = ".,;:!?*".unicodeScalars.contains(c)
            if !drop, let open = Self.opening[c], counts[open, default: 0] < counts[c, default: 0] { drop = true }
            if !drop, c == "\"" || c == "'", counts[c, default: 0] % 2 == 1 { drop = true }
            guard drop else { break }
            counts[c, default: 0] -= 1
            e -= 1
        }
        return e
    }

    static let opening: [Unicode.Scalar: Unicode.Scalar] = [")": "(", "]": "[", "}": "{"]

    /// Whether `prefix` (ASCII) is written at `i`, ignoring case.
    func has(_ prefix: String, at i: Int, in text: ScalarText) -> Bool {
        var k = i
        for p in prefix.unicodeScalars {
            guard let c = text.at(k), c.lowercasedASCII == p else { return false }
            k += 1
        }
        return true
    }
}
