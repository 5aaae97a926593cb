import Testing
@testable import FolioExport

@Suite struct CSVWriterTests {
    @Test(arguments: [
        ("plain", "plain"),
        ("", ""),
        (" padded ", " padded "),
        ("a,b", "\"a,b\""),
        ("say \"hi\"", "\"say \"\"hi\"\"\""),
        ("\"", "\"\"\"\""),
        ("line1\nline2", "\"line1\nline2\""),
        ("carriage\rreturn", "\"carriage\rreturn\""),
        ("crlf\r\n", "\"crlf\r\n\""),
        ("naïve café", "naïve café"),
    ])
    func fieldsAreQuotedOnlyWhenTheyMustBe(value: String, encoded: String) {
        #expect(CSVWriter.field(value) == encoded)
    }

    @Test func rowsAreCommaSeparatedAndEndWithCRLF() {
        #expect(CSVWriter.row(["a", "", "b,c"]) == "a,,\"b,c\"\r\n")
        #expect(CSVWriter.row([""]) == "\r\n")
        var writer = CSVWriter()
        writer.write(["x", "y"])
        writer.write(["1", "2"])
        #expect(writer.text == "x,y\r\n1,2\r\n")
        #expect(writer.data == Array("x,y\r\n1,2\r\n".utf8).withUnsafeBufferPointer { .init(buffer: $0) })
    }

    @Test func hostileRowsParseBackToTheSameFields() throws {
        let rows = [
            ["id", "text"],
            ["1", "comma, inside"],
            ["2", "\"quoted\" and \"\"doubled\"\""],
            ["3", "multi\r\nline\nand\rmore"],
            ["", ""],
            ["ünïcödé", "😀,\""],
        ]
        var writer = CSVWriter()
        for row in rows { writer.write(row) }
        #expect(CSVParser.parse(writer.text) == rows)
    }

    @Test func numbersAreWrittenCompactlyAndExactly() {
        #expect(CSVWriter.number(12.0) == "12")
        #expect(CSVWriter.number(-3.0) == "-3")
        #expect(CSVWriter.number(0.875) == "0.875")
        #expect(Double(CSVWriter.number(0.1 + 0.2)) == 0.1 + 0.2)
        #expect(CSVWriter.number(Double.nan) == "")
        #expect(CSVWriter.number(nil as Double?) == "")
    }
}
