import Foundation

/// What `folio-bench orientation` found: per tool, how many turned copies of each kind and turn came back upright.
struct OrientationReport: Encodable {
    struct Cell: Encodable {
        var kind: String
        var turned: Int
        var upright = 0
        var copies = 0
    }

    struct Tool: Encodable {
        var name: String
        var seconds: Double
        var upright: Int
        var copies: Int
        /// Copies left as they were (rotation 0, or no answer).
        var leftTurned: Int
        var cells: [Cell]
        /// Copies not brought upright, with the turn given.
        var misses: [String]
    }

    var copies: Int
    var scans: Int
    var pdfPages: Int
    var dpi: Int
    var tools: [Tool] = []

    init(copies: Int, scans: Int, pdfPages: Int, dpi: Int) {
        self.copies = copies
        self.scans = scans
        self.pdfPages = pdfPages
        self.dpi = dpi
    }

    /// Scores `tool`'s answers (the clockwise turn it gives or applied to each item; nil for none).
    mutating func add(tool: String, seconds: Double, items: [OrientationSet.Item],
                      answer: (OrientationSet.Item) -> Int?) {
        var cells: [Cell] = []
        var upright = 0, leftTurned = 0
        var misses: [String] = []
        for item in items {
            let given = answer(item)
            let right = (given ?? 0) % 360 == item.expected
            if right { upright += 1 } else {
                misses.append("\(item.url.lastPathComponent): \(given.map { "\($0)°" } ?? "none")")
            }
            if !right, (given ?? 0) % 360 == 0 { leftTurned += 1 }
            if let index = cells.firstIndex(where: { $0.kind == item.kind && $0.turned == item.turned }) {
                cells[index].copies += 1
                if right { cells[index].upright += 1 }
            } else {
                cells.append(Cell(kind: item.kind, turned: item.turned, upright: right ? 1 : 0, copies: 1))
            }
        }
        tools.append(Tool(name: tool, seconds: seconds, upright: upright, copies: items.count, leftTurned: leftTurned,
                          cells: cells, misses: misses))
    }

    var text: String {
        var lines = ["Orientation · \(copies) turned copies of \(scans) scans (full and half size) and \(pdfPages) "
                     + "PDF first pages (\(dpi) dpi), each turned 90°, 180° and 270° clockwise; upright again:"]
        let kinds = (tools.first?.cells ?? []).reduce(into: [String]()) { if !$0.contains($1.kind) { $0.append($1.kind) } }
        var rows = [["copies", "turned"] + tools.map(\.name)]
        for kind in kinds {
            for turned in [90, 180, 270] {
                rows.append([kind, "\(turned)°"] + tools.map { tool in
                    tool.cells.first { $0.kind == kind && $0.turned == turned }.map { "\($0.upright)/\($0.copies)" } ?? "-"
                })
            }
        }
        rows.append(["all", ""] + tools.map { "\($0.upright)/\($0.copies)" })
        rows.append(["left as they lay", ""] + tools.map { "\($0.leftTurned)" })
        rows.append(["seconds", ""] + tools.map { String(format: "%.1f", $0.seconds) })
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        for row in rows {
            lines.append("  " + zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: "  "))
        }
        for tool in tools where !tool.misses.isEmpty {
            lines.append("  \(tool.name) missed \(tool.misses.count): " + tool.misses.prefix(12).joined(separator: "; ")
                         + (tool.misses.count > 12 ? "; \(tool.misses.count - 12) more" : ""))
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
