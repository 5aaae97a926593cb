import Foundation

/// Writes a layout case's truth file (Fixtures/README.md, `layout/`): layout-dev's truth shape — `headings`,
/// `blocks` in reading order, `lists` with their items, `columns`, `pages`, `furniture` — with the files it
/// describes. Keys in a fixed order, one heading, block or item per line, so that a diff reads well.
enum LayoutTruthFile {
    /// The scanned copy: its file, resolution, and each page's skew (degrees clockwise).
    struct Scan: Encodable {
        var pdf: String
        var dpi: Double
        var rotationDegrees: [Double]
    }

    static func json(_ layoutCase: LayoutCase, pdf: String, scan: Scan, pageCount: Int) throws -> String {
        var lines = ["{",
                     "  \"name\": \(try TruthJSON.encode(layoutCase.name)),",
                     "  \"description\": \(try TruthJSON.encode(layoutCase.description)),",
                     "  \"pdf\": \(try TruthJSON.encode(pdf)),",
                     "  \"scan\": \(try TruthJSON.encode(scan)),",
                     "  \"columns\": \(layoutCase.columns),",
                     "  \"pages\": \(pageCount),",
                     "  \"furniture\": {\"header\": \(try TruthJSON.encode(layoutCase.header)), \"footer\": \"Page {n}\"},",
                     "  \"headings\": ["]
        lines += try layoutCase.headings.map { "    " + (try TruthJSON.encode($0)) }.joinedWithCommas()
        lines.append("  ],")
        lines.append("  \"blocks\": [")
        lines += try layoutCase.blocks.map { "    " + (try TruthJSON.encode($0)) }.joinedWithCommas()
        lines.append("  ],")
        lines.append("  \"lists\": [")
        var lists: [String] = []
        for (items, bullets) in layoutCase.lists {
            // How bullets are printed, for lists that have them: as text glyphs, or drawn out of the text layer.
            let drawing = items.contains { $0.markerType == .bullet } ? "\"bullets\": \"\(bullets.rawValue)\", " : ""
            var list = ["    {\(drawing)\"items\": ["]
            list += try items.map { "      " + (try TruthJSON.encode($0)) }.joinedWithCommas()
            list.append("    ]}")
            lists.append(list.joined(separator: "\n"))
        }
        lines += lists.joinedWithCommas()
        lines.append("  ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
