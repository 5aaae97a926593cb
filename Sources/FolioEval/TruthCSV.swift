import Foundation

/// Reads expected tables written as CSV (RFC 4180: quoted fields may hold commas, quotes and line breaks), as
/// the table suites give them, as rows of cell texts.
public enum TruthCSV {
    /// The rows of the CSV file at `url`.
    public static func rows(of url: URL) throws -> [[String]] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw EvalError(.unreadable, path: url.path, message: "cannot read the expected CSV", underlying: error)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw EvalError(.malformed, path: url.path, message: "the expected CSV is not UTF-8")
        }
        return parse(text)
    }

    /// The rows of CSV `text`; line ends may be `\n` or `\r\n`, and a final line end does not start a row.
    public static func parse(_ text: String) -> [[String]] {
        let scalars = Array(text.unicodeScalars)
        var rows: [[String]] = [], row: [String] = [], field = String.UnicodeScalarView()
        var index = 0, quoted = false
        func endField() {
            row.append(String(field))
            field = String.UnicodeScalarView()
        }
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if quoted {
                if scalar != "\"" {
                    field.append(scalar)
                } else if index < scalars.count, scalars[index] == "\"" {
                    field.append("\"")
                    index += 1
                } else {
                    quoted = false
                }
                continue
            }
            switch scalar {
            case "\"": quoted = true
            case ",": endField()
            case "\r": continue
            case "\n":
                endField()
                rows.append(row)
                row = []
            default: field.append(scalar)
            }
        }
        if !field.isEmpty || !row.isEmpty {
            endField()
            rows.append(row)
        }
        return rows
    }
}
