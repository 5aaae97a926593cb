/// A strict RFC 4180 reader for checking what the exporter wrote: rows end with CRLF, quoted fields may hold
/// commas, CRLF and doubled quotes. Returns nil on anything malformed (a bare LF, a quote in an unquoted field...).
enum CSVParser {
    static func parse(_ text: String) -> [[String]]? {
        var rows: [[String]] = []
        var row: [String] = []
        var field = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "\"":
                guard field.isEmpty else { return nil }
                while true {
                    guard let next = scalars.popFirst() else { return nil }
                    if next == "\"" {
                        if scalars.first == "\"" {
                            scalars.removeFirst()
                            field.unicodeScalars.append("\"")
                        } else {
                            break
                        }
                    } else {
                        field.unicodeScalars.append(next)
                    }
                }
                guard let after = scalars.first, after == "," || after == "\r" else { return nil }
            case ",":
                row.append(field)
                field = ""
            case "\r":
                guard scalars.popFirst() == "\n" else { return nil }
                row.append(field)
                rows.append(row)
                row = []
                field = ""
            case "\n":
                return nil
            default:
                field.unicodeScalars.append(scalar)
            }
        }
        return row.isEmpty && field.isEmpty ? rows : nil
    }
}
