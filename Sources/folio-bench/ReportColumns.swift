/// Columns padded to their widest cell: the first left-aligned, the others right-aligned.
enum ReportColumns {
    static func render(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let count = all.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in all.map { $0.count > column ? $0[column].count : 0 }.max() ?? 0 }
        return all.map { cells in
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
    }
}
