import FolioModel

/// Tables ruled only at their heading and foot (booktabs style) set in one column of a page, with prose beside
/// them in the other: read over the whole page, their rows run on into the prose's lines and the aligned
/// finder sees no table. A stack of horizontal rules of one extent with a column of prose beside it — lines
/// outside the extent, on the rows between its first and last rule, averaging `minimumProseWords` words or
/// more, and no word straddling the extent's edges — is read alone: the aligned finder runs on the words within
/// the rules' extent (the prose above and below the table in that column included, as on a page of one column).
public struct ProseBesideRulesFinder: TableFinding {
    /// Rules whose ends both lie within this distance (inches) of each other's share one extent.
    public var extentTolerance = 0.1
    /// Lines beside the rules with at least this many words on average are prose (table cells are short).
    public var minimumProseWords = 4.0
    /// At least this many lines of prose lie beside the rules.
    public var minimumProseLines = 3

    public init() {}

    public func tables(on page: PageEvidence) -> [Table] {
        let tolerance = extentTolerance * page.dpi
        let stacks = RuleStacks.horizontal(page, tolerance: tolerance)
        return stacks.filter { $0.count >= 2 }.flatMap { stack -> [Table] in
            let left = stack.map(\.start).min()! - tolerance / 2, right = stack.map(\.end).max()! + tolerance / 2
            let top = stack[0].position, bottom = stack[stack.count - 1].position
            let rows = page.words.filter { word in
                let cy = word.box.y + word.box.height / 2
                return cy >= top && cy <= bottom
            }
            guard !rows.contains(where: { $0.box.x < left && $0.box.maxX > left || $0.box.x < right && $0.box.maxX > right })
            else { return [] }
            let beside = CellText.lines(of: rows.filter { $0.box.maxX <= left || $0.box.x >= right })
            let words = beside.reduce(0) { $0 + $1.count }
            guard beside.count >= minimumProseLines, Double(words) >= minimumProseWords * Double(beside.count) else {
                return []
            }
            var column = page
            column.words = page.words.filter { word in
                let cx = word.box.x + word.box.width / 2
                return cx >= left && cx <= right
            }
            column.rules = page.rules.filter { $0.box.x >= left - tolerance && $0.box.maxX <= right + tolerance }
            return AlignedTableFinder().tables(on: column)
        }
    }
}
