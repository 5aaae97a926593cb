import Foundation

/// linkify-it's fixtures (`url/linkify_links.txt`, `url/linkify_not_links.txt`), read the way its own
/// `test/test.js` reads them, run with `--kinds url,email`.
///
/// A line starting with `%` is a comment and reads as blank; nothing else is stripped, so a trailing
/// ` % comment` stays in the input, as in linkify's test (the link must end before it).
/// - links: a non-blank line followed by a non-blank line is (input, expected link); one followed by a blank
///   line must be found whole. The expected link must be matched exactly: a url or email match whose text is
///   the link (linkify's test turns normalisation off, so the link is the matched text). Any other url or
///   email match in the line is a false positive.
/// - not links: every non-blank line must give no url and no email match; each one is a false positive.
///
/// A case's subset is its section: a comment line framed by bare `%` lines ("Fuzzy", "Emails", "Not IPv4").
public enum LinkifyVectors {
    static let options = DetectOptions(kinds: [.url, .email])

    /// The cases of `links.txt`.
    public static func links(_ text: String) -> LoadedVectors {
        var result = LoadedVectors()
        let lines = fileLines(text)
        var section: String?
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            if let header = header(lines, at: index) { section = header }
            let line = uncommented(lines[index])
            guard !isBlank(line) else { continue }
            let next = index + 1 < lines.count ? uncommented(lines[index + 1]) : ""
            let link = isBlank(next) ? line : next
            let check = DetectorCheck(kind: .url, reads: [.url, .email], expected: [.text(link, value: nil)],
                                      unexpected: .all)
            result.cases.append(DetectorCase(id: "linkify-links:\(index + 1)", suite: .linkifyLinks,
                                             subsets: section.map { [$0] } ?? [], lines: [line], options: options,
                                             checks: [check]))
            if !isBlank(next) { index += 1 }
        }
        return result
    }

    /// The cases of `not_links.txt`.
    public static func notLinks(_ text: String) -> LoadedVectors {
        var result = LoadedVectors()
        let lines = fileLines(text)
        var section: String?
        for (index, raw) in lines.enumerated() {
            if let header = header(lines, at: index) { section = header }
            let line = uncommented(raw)
            guard !isBlank(line) else { continue }
            let check = DetectorCheck(kind: .url, reads: [.url, .email], expected: [], unexpected: .all)
            result.cases.append(DetectorCase(id: "linkify-not-links:\(index + 1)", suite: .linkifyNotLinks,
                                             subsets: section.map { [$0] } ?? [], lines: [line], options: options,
                                             checks: [check]))
        }
        return result
    }

    /// The file's lines, split at `\n` or `\r\n` as linkify's test does (`/\r?\n/`).
    static func fileLines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            var line = String(String.UnicodeScalarView(scalars))
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            return line
        }
    }

    /// `line`, or "" when it is a comment (`/^%.*/` in linkify's test).
    static func uncommented(_ line: String) -> String { line.hasPrefix("%") ? "" : line }

    static func isBlank(_ line: String) -> Bool { line.allSatisfy(\.isWhitespace) }

    /// The section title on `lines[index]` when it is a comment framed by bare `%` lines.
    static func header(_ lines: [String], at index: Int) -> String? {
        guard index > 0, index + 1 < lines.count, lines[index - 1] == "%", lines[index + 1] == "%",
              lines[index].hasPrefix("%") else { return nil }
        let title = lines[index].dropFirst().trimmingCharacters(in: .whitespaces)
        return title.isEmpty ? nil : title
    }
}
