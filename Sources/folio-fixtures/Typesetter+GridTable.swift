extension Typesetter {
    /// Space between a cell's edge and its text, in points.
    private static let cellPadding = (x: 4.0, y: 3.0)

    /// Sets `table` at the current position, `indent` points from the left margin, and returns its truth.
    /// Wrapped cell text is centred vertically in its cell; each row adds its cells' text as one truth line,
    /// like `table(...)`. Rows joined by a cell spanning them stay on one page; a table running past the bottom
    /// margin continues on the next page below its heading rows drawn again, and its truth is still one table,
    /// with `pageRange` and a segment per page.
    func gridTable(_ table: GridTable, indent: Double = 0) -> TableTruth {
        let placed = table.placed()
        let left = self.left + indent, right = left + table.width
        let xs = table.columns.reduce(into: [left]) { $0.append($0[$0.count - 1] + $1.width) }
        let fonts = (0..<table.rowCount).map { $0 < table.header.count ? table.headerFont : table.font }
        let lines = placed.map { item in
            item.cell.text.isEmpty ? [] : wrap(item.cell.text, fonts[item.row],
                                               width: xs[item.column + item.cell.columnSpan] - xs[item.column]
                                                   - 2 * Self.cellPadding.x)
        }
        let heights = rowHeights(table, placed: placed, lines: lines)
        func top(of row: Int, from first: Int, at y: Double) -> Double {
            y + heights[first..<row].reduce(0, +)
        }

        /// Draws the cells starting in `rows` with their top at `y`, and their grid lines.
        func drawRows(_ rows: Range<Int>, at y: Double) {
            for (item, cellLines) in zip(placed, lines) where rows.contains(item.row) {
                let font = fonts[item.row], lineHeight = font.size * 1.25
                let x0 = xs[item.column], x1 = xs[item.column + item.cell.columnSpan]
                let cellTop = top(of: item.row, from: rows.lowerBound, at: y)
                let cellHeight = heights[item.row..<(item.row + item.cell.rowSpan)].reduce(0, +)
                let blockTop = cellTop + (cellHeight - Double(cellLines.count) * lineHeight) / 2
                let anchor = item.cell.anchor ?? (item.cell.columnSpan > 1 ? .center : table.columns[item.column].anchor)
                let x: Double = switch anchor {
                case .left: x0 + Self.cellPadding.x
                case .right: x1 - Self.cellPadding.x
                case .center: (x0 + x1) / 2
                }
                for (k, line) in cellLines.enumerated() {
                    let baseline = blockTop + Double(k) * lineHeight + lineHeight / 2 + font.size * 0.36
                    draw(TextRun(text: line, font: font, x: x, baseline: baseline, anchor: anchor))
                }
                switch table.rules {
                case .grid:
                    draw(RuleLine(x0: x0, y0: cellTop, x1: x1, y1: cellTop, width: 0.6))
                    draw(RuleLine(x0: x0, y0: cellTop, x1: x0, y1: cellTop + cellHeight, width: 0.6))
                case .horizontal:
                    let last = item.row + item.cell.rowSpan == table.header.count
                    if item.row < table.header.count, item.cell.columnSpan > 1, !last {
                        draw(RuleLine(x0: x0 + 3, y0: cellTop + cellHeight, x1: x1 - 3, y1: cellTop + cellHeight,
                                      width: 0.4))
                    }
                case .none:
                    break
                }
            }
            for row in rows {
                addTruthLine(zip(placed, lines).filter { $0.0.row == row && !$0.1.isEmpty }
                    .map(\.0.cell.text).joined(separator: " "))
            }
        }

        var segments: [TableTruth.Segment] = []
        var segmentTop = y
        var firstBodyRow = table.header.count
        func startSegment() {
            segmentTop = y
            if table.rules == .horizontal { draw(RuleLine(x0: left, y0: y, x1: right, y1: y, width: 0.9)) }
            drawRows(0..<table.header.count, at: y)
            space(heights[0..<table.header.count].reduce(0, +))
            if table.rules == .horizontal { draw(RuleLine(x0: left, y0: y, x1: right, y1: y, width: 0.5)) }
        }
        func closeSegment(lastBodyRow: Int) {
            switch table.rules {
            case .grid:
                draw(RuleLine(x0: right, y0: segmentTop, x1: right, y1: y, width: 0.6))
                draw(RuleLine(x0: left, y0: y, x1: right, y1: y, width: 0.6))
            case .horizontal:
                draw(RuleLine(x0: left, y0: y, x1: right, y1: y, width: 0.9))
            case .none:
                break
            }
            segments.append(.init(page: pageIndex, box: TableTruth.Box(x: left, y: segmentTop, width: right - left,
                                                                        height: y - segmentTop).rounded,
                                  rows: [firstBodyRow, lastBodyRow]))
        }

        let groups = bodyGroups(table, placed: placed)
        ensureRoom(heights[0..<(groups.first?.upperBound ?? table.header.count)].reduce(0, +))
        startSegment()
        for group in groups {
            let groupHeight = heights[group].reduce(0, +)
            if y + groupHeight > height - bottom, group.lowerBound > firstBodyRow {
                closeSegment(lastBodyRow: group.lowerBound - 1)
                newPage()
                firstBodyRow = group.lowerBound
                startSegment()
            }
            drawRows(group, at: y)
            space(groupHeight)
        }
        closeSegment(lastBodyRow: table.rowCount - 1)
        space(table.font.size)

        let cells = placed.map { item in
            TableTruth.Cell(row: item.row, column: item.column, rowSpan: item.cell.rowSpan,
                            columnSpan: item.cell.columnSpan, text: item.cell.text)
        }
        let pages = segments.map(\.page)
        return TableTruth(page: pages[0], pageRange: pages.count > 1 ? [pages[0], pages[pages.count - 1]] : nil,
                          headerRowCount: table.header.count, rowCount: table.rowCount,
                          columnCount: table.columns.count, rules: table.rules, segments: segments, cells: cells)
    }

    /// Each row's height: room for the wrapped lines of its one-row cells (at least 1.8 lines of the larger
    /// font, the look of a typical table), then the last row under a cell spanning rows grown if it needs more.
    private func rowHeights(_ table: GridTable, placed: [GridTable.Placed], lines: [[String]]) -> [Double] {
        let minimum = max(table.font.size, table.headerFont.size) * 1.8
        func needed(_ index: Int) -> Double {
            let font = placed[index].row < table.header.count ? table.headerFont : table.font
            return Double(lines[index].count) * font.size * 1.25 + 2 * Self.cellPadding.y
        }
        var heights = Array(repeating: minimum, count: table.rowCount)
        for index in placed.indices where placed[index].cell.rowSpan == 1 {
            heights[placed[index].row] = max(heights[placed[index].row], needed(index))
        }
        for index in placed.indices where placed[index].cell.rowSpan > 1 {
            let rows = placed[index].row..<min(placed[index].row + placed[index].cell.rowSpan, table.rowCount)
            let shortfall = needed(index) - heights[rows].reduce(0, +)
            if shortfall > 0 { heights[rows.upperBound - 1] += shortfall }
        }
        return heights
    }

    /// The body rows in groups that must stay on one page: a row alone, or the rows a cell spans.
    private func bodyGroups(_ table: GridTable, placed: [GridTable.Placed]) -> [Range<Int>] {
        var groups: [Range<Int>] = []
        var start = table.header.count
        while start < table.rowCount {
            var end = start + 1
            var grown = true
            while grown {
                grown = false
                for item in placed where (start..<end).contains(item.row) && item.row + item.cell.rowSpan > end {
                    end = min(item.row + item.cell.rowSpan, table.rowCount)
                    grown = true
                }
            }
            groups.append(start..<end)
            start = end
        }
        return groups
    }
}
