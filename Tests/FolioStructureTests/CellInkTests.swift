import FolioImaging
import FolioModel
import FolioStructure
import Testing

@Suite struct CellInkTests {
    /// A 200 dpi page, white, with black drawn wherever `ink` says so.
    func page(width: Int = 400, height: Int = 200, ink: @escaping (Int, Int) -> Bool) throws -> Image {
        try Image.gray(width: width, height: height) { y, row in
            for x in 0..<row.count { row[x] = ink(x, y) ? 0 : 255 }
        }
    }

    /// A "0" drawn as a ring 12 wide and 18 tall, centred on (`cx`, `cy`).
    func zero(_ x: Int, _ y: Int, cx: Int, cy: Int) -> Bool {
        let dx = Double(x - cx) / 6, dy = Double(y - cy) / 9
        let r = dx * dx + dy * dy
        return r <= 1 && r >= 0.45
    }

    @Test func aLoneFigureInAWideCellIsReadFromABoxAroundIt() throws {
        // The cell (50, 40)–(250, 100) is ruled all round; its "0" stands near its right end.
        let cell = Box(x: 50, y: 40, width: 200, height: 60)
        let image = try page { x, y in
            let rule = ((y == 40 || y == 41 || y == 99 || y == 100) && x >= 50 && x <= 250)
                || ((x == 50 || x == 51 || x == 249 || x == 250) && y >= 40 && y <= 100)
            return rule || zero(x, y, cx: 220, cy: 70)
        }
        let box = try #require(try CellInk.readingBox(of: cell, in: image, dpi: 200))
        #expect(box.x <= 214 && box.maxX >= 226 && box.y <= 61 && box.maxY >= 79, "the figure is inside: \(box)")
        #expect(box.width < 60, "a few characters wide, not the cell's 200: \(box)")
        #expect(cell.contains(box))
    }

    /// A row of small print hardly taller than its print, sitting on the rule under it (nics-background-checks'
    /// "Wyoming" row scanned at 200 dpi): its print is found, not cut away with the cell's top and bottom.
    @Test func printInARowHardlyTallerThanItIsFound() throws {
        // The cell (50, 100)–(250, 117), 17 px tall; a "0" 12 × 14 px from y 102 to 115; the rule under the row
        // at y 117–118, crossing the cell's foot.
        let cell = Box(x: 50, y: 100, width: 200, height: 17)
        let image = try page { x, y in
            let dx = Double(x - 80) / 6, dy = Double(y - 108) / 7
            let r = dx * dx + dy * dy
            return (r <= 1 && r >= 0.45) || ((y == 117 || y == 118) && x >= 20 && x <= 300)
        }
        #expect(CellInk.verticalInset(dpi: 200, cellHeight: 17) == 2.125)
        let box = try #require(try CellInk.readingBox(of: cell, in: image, dpi: 200))
        #expect(box.x <= 74 && box.maxX >= 86, "the figure is inside: \(box)")
        #expect(box.maxY <= 117, "the rule under the row is no print: \(box)")
    }

    @Test func rulesRunningIntoAnEmptyCellAreNoPrint() throws {
        // The cell's box is off its rules by a few pixels, so a rule crosses it each way (a T, and a cross),
        // and a rule's ragged edge leaves a sliver.
        let tee = try page { x, y in
            (y >= 50 && y <= 52 && x >= 40 && x <= 120) || (x >= 70 && x <= 71 && y >= 50 && y <= 120)
                || (y == 53 && x >= 60 && x < 70)
        }
        #expect(try CellInk.readingBox(of: Box(x: 40, y: 40, width: 45, height: 50), in: tee, dpi: 200) == nil)
        let cross = try page { x, y in (y >= 60 && y <= 61) || (x >= 150 && x <= 152) }
        #expect(try CellInk.readingBox(of: Box(x: 60, y: 30, width: 170, height: 56), in: cross, dpi: 200) == nil)
    }

    @Test func aThinFigureInATightCellIsKeptAndADashIsNot() throws {
        // A "1" (3 × 18 px) in a cell whose inside, once taken in, is 22 px tall: taller than four fifths of it,
        // but it reaches no edge and is shorter than a fifth of an inch.
        let one = try page { x, y in x >= 100 && x <= 102 && y >= 52 && y <= 69 }
        let box = try #require(try CellInk.readingBox(of: Box(x: 80, y: 40, width: 60, height: 32), in: one, dpi: 200))
        #expect(box.x <= 100 && box.maxX >= 103, "\(box)")
        // A dash and a speck are lower than any word of letters or digits.
        let dash = try page { x, y in (x >= 100 && x <= 115 && y >= 60 && y <= 62) || (x == 130 && y == 55) }
        #expect(try CellInk.readingBox(of: Box(x: 80, y: 40, width: 80, height: 40), in: dash, dpi: 200) == nil)
    }

    @Test func aCellWhoseOnlyPrintIsADashIsReadAroundTheDash() throws {
        // An en dash 10 × 1 px at 200 dpi, as camelot's 12s0324.pdf scanned prints "none", with a speck beside it
        // and the foot of the row above reaching into the cell's top.
        let cell = Box(x: 80, y: 40, width: 80, height: 40)
        let dash = try page { x, y in
            (x >= 110 && x <= 119 && y == 60) || (x == 140 && y == 52) || (x >= 95 && x <= 96 && y >= 40 && y <= 41)
        }
        let box = try #require(try CellInk.dashBox(of: cell, in: dash, dpi: 200))
        #expect(box.x <= 110 && box.maxX >= 120 && box.y <= 60 && box.maxY >= 61, "\(box)")
        #expect(cell.contains(box))
        // A hyphen of small type, 6 × 2 px (camelot's column_span_2.pdf scanned), is one too.
        let hyphen = try page { x, y in x >= 112 && x <= 117 && y >= 60 && y <= 61 }
        let hyphenBox = try #require(try CellInk.dashBox(of: cell, in: hyphen, dpi: 200))
        // Its box is wide enough to lie on paper across the recogniser's canvas (alone on the canvas's padding
        // it read as "■"), centred on it.
        #expect(hyphenBox.width >= CellInk.dashAspect * hyphenBox.height - 1e-9, "\(hyphenBox)")
        #expect(abs(hyphenBox.midX - 115) < 1 && cell.contains(hyphenBox), "\(hyphenBox)")
        // Not a dot, a short upright stroke, a figure, or a dash beside other print.
        let dot = try page { x, y in x >= 110 && x <= 112 && y >= 59 && y <= 61 }
        #expect(try CellInk.dashBox(of: cell, in: dot, dpi: 200) == nil)
        let stroke = try page { x, y in x == 110 && y >= 56 && y <= 63 }
        #expect(try CellInk.dashBox(of: cell, in: stroke, dpi: 200) == nil)
        let figure = try page { x, y in self.zero(x, y, cx: 115, cy: 60) }
        #expect(try CellInk.dashBox(of: cell, in: figure, dpi: 200) == nil)
        let minusFive = try page { x, y in (x >= 100 && x <= 109 && y == 60) || self.zero(x, y, cx: 125, cy: 60) }
        #expect(try CellInk.dashBox(of: cell, in: minusFive, dpi: 200) == nil)
    }

    @Test func aDashIsKeptAsReadAndABarReadAsAnotherSignIsAHyphen() {
        #expect(CellInk.dash(readAs: "-") == "-")
        #expect(CellInk.dash(readAs: "–") == "–")
        #expect(CellInk.dash(readAs: "一") == "-")
        #expect(CellInk.dash(readAs: "_") == "-")
        #expect(CellInk.dash(readAs: "1") == nil)
        #expect(CellInk.dash(readAs: "-1") == nil)
        #expect(CellInk.dash(readAs: "") == nil)
    }
}
