import Foundation

/// RFC 4180 CSV encoding: a field is quoted when it contains a comma, a double quote, CR or LF (quotes inside
/// doubled), fields are separated by commas and every row ends with CRLF. Accumulates rows in memory;
/// `CSVExport` streams the same encoding to files.
public struct CSVWriter: Sendable, Hashable {
    /// The rows written so far, encoded.
    public private(set) var text: String = ""

    /// Makes an empty writer.
    public init() {}

    /// Appends one row.
    public mutating func write(_ fields: [String]) {
        text += Self.row(fields)
    }

    /// The rows written so far as UTF-8 bytes.
    public var data: Data { Data(text.utf8) }

    /// One row, encoded and terminated by CRLF.
    public static func row(_ fields: [String]) -> String {
        fields.map(field).joined(separator: ",") + "\r\n"
    }

    /// One field, quoted only when it must be.
    public static func field(_ value: String) -> String {
        let mustQuote = value.unicodeScalars.contains { $0 == "," || $0 == "\"" || $0 == "\r" || $0 == "\n" }
        guard mustQuote else { return value }
        return "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// A number as a field: integral values without a fraction (`12`), others in Swift's shortest exact form
    /// (`0.875`), non-finite values as an empty field.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// An optional number as a field, empty when nil.
    public static func number(_ value: Double?) -> String {
        value.map { number($0) } ?? ""
    }
}
