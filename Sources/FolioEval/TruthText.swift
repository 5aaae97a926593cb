import Foundation

/// Reads the fixtures' truth files: the rendered text, one line per rendered line, pages separated by a line
/// holding only a form feed (`\f`).
public enum TruthText {
    /// The text of each page of a truth file's content, lines joined with `\n`, without a trailing newline.
    public static func pages(_ text: String) -> [String] {
        var pages: [[Substring]] = [[]]
        // "\r\n" is a single Character, so split on both; not `isNewline`, which also matches the form feed.
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            if line == "\u{0C}" {
                pages.append([])
            } else {
                pages[pages.count - 1].append(line)
            }
        }
        return pages.map { lines in
            var lines = lines
            while let last = lines.last, last.isEmpty { lines.removeLast() }
            return lines.joined(separator: "\n")
        }
    }

    /// The pages of the truth file at `url`.
    public static func load(_ url: URL) throws -> [String] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw EvalError(.unreadable, path: url.path, message: "cannot read the truth file", underlying: error)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw EvalError(.malformed, path: url.path, message: "the truth file is not UTF-8")
        }
        return pages(text)
    }
}
