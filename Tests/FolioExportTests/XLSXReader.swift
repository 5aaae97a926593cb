import Foundation
import FoundationXML

/// Reads back what the XLSX exporter wrote, from the file itself: the zip's parts are extracted with
/// `/usr/bin/unzip -p` (installed by scripts/setup) and parsed as XML, so the checks see what Excel would see.
struct XLSXReader {
    /// A cell as stored: its type attribute (`s` for a shared string, nil for a number), its value as
    /// written, the text it shows (shared strings resolved) and its style index.
    struct Cell: Equatable {
        var type: String?
        var value: String
        var text: String
        var style: Int
    }

    let url: URL
    /// The sheet names in workbook order.
    let sheetNames: [String]
    /// The shared strings table.
    let sharedStrings: [String]

    init(_ url: URL) throws {
        self.url = url
        let workbook = try Self.xml(Self.part("xl/workbook.xml", of: url))
        sheetNames = try Self.elements("sheet", in: workbook).compactMap { Self.attribute("name", of: $0) }
        let strings = try Self.part("xl/sharedStrings.xml", of: url)
        sharedStrings = strings.isEmpty ? [] : try Self.elements("si", in: Self.xml(strings)).map { $0.stringValue ?? "" }
    }

    /// The cells of the `n`th sheet (from 1) by reference (`A1`).
    func cells(sheet n: Int) throws -> [String: Cell] {
        var cells: [String: Cell] = [:]
        for element in try Self.elements("c", in: Self.xml(Self.part("xl/worksheets/sheet\(n).xml", of: url))) {
            guard let ref = Self.attribute("r", of: element) else { continue }
            let type = Self.attribute("t", of: element)
            let value = try Self.elements("v", in: element).first?.stringValue ?? ""
            let text = type == "s" ? Int(value).flatMap { sharedStrings.indices.contains($0) ? sharedStrings[$0] : nil } ?? "?" : value
            cells[ref] = Cell(type: type, value: value, text: text,
                              style: Int(Self.attribute("s", of: element) ?? "0") ?? 0)
        }
        return cells
    }

    /// The merged ranges of the `n`th sheet (`A1:B1`).
    func merges(sheet n: Int) throws -> [String] {
        try Self.elements("mergeCell", in: Self.xml(Self.part("xl/worksheets/sheet\(n).xml", of: url)))
            .compactMap { Self.attribute("ref", of: $0) }
    }

    /// For each cell style index: whether its font is bold, and its number format code (nil for General).
    func styles() throws -> [(bold: Bool, numberFormat: String?)] {
        let styles = try Self.xml(Self.part("xl/styles.xml", of: url))
        var codes: [String: String] = [:]
        for format in try Self.elements("numFmt", in: styles) {
            if let id = Self.attribute("numFmtId", of: format) {
                codes[id] = Self.attribute("formatCode", of: format)
            }
        }
        let fonts = try Self.elements("font", in: styles).map { try !Self.elements("b", in: $0).isEmpty }
        let cellXfs = try styles.nodes(forXPath: "//*[local-name()='cellXfs']/*[local-name()='xf']")
            .compactMap { $0 as? XMLElement }
        return cellXfs.map { xf in
            let font = Int(Self.attribute("fontId", of: xf) ?? "0") ?? 0
            let numberFormat = Self.attribute("numFmtId", of: xf).flatMap { codes[$0] }
            return (fonts.indices.contains(font) && fonts[font], numberFormat)
        }
    }

    /// The bytes of one part of the zip (empty when the part is absent).
    static func part(_ name: String, of url: URL) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        process.arguments = ["-p", url.path, name]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    private static func xml(_ data: Data) throws -> XMLDocument {
        try XMLDocument(data: data)
    }

    /// The value of an element's attribute. (FoundationXML's `attribute(forName:)` misses attributes of
    /// elements that also carry a prefixed one, such as `<sheet name="…" r:id="…">`.)
    private static func attribute(_ name: String, of element: XMLElement) -> String? {
        element.attributes?.first { $0.name == name }?.stringValue
    }

    /// The elements named `name` (any namespace) under `node`.
    private static func elements(_ name: String, in node: XMLNode) throws -> [XMLElement] {
        try node.nodes(forXPath: ".//*[local-name()='\(name)']").compactMap { $0 as? XMLElement }
    }
}
