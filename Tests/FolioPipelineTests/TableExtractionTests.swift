import FolioModel
import FolioPipeline
import FolioTestSupport
import Foundation
import Testing

/// Tables through the whole page pipeline: the generated samples' tables, born-digital and scanned.
@Suite struct TableExtractionTests {
    func grid(_ table: Table) -> [[String]] {
        var grid = Array(repeating: Array(repeating: "", count: table.columnCount), count: table.rowCount)
        for cell in table.cells { grid[cell.row][cell.column] = cell.text }
        return grid
    }

    @Test func aBornDigitalRuledTableComesBackExactly() throws {
        let processor = DocumentProcessor(config: try PipelineLoader.load("tables"))
        let document = processor.process(TestPaths.fixture("samples/report.pdf"))
        let table = try #require(document.pages.first?.tables.first)
        // The table ReportDocument draws (Sources/folio-fixtures/ReportDocument.swift).
        #expect(grid(table) == [["Month", "Documents", "Pages", "Failed", "Pages/hour"],
                                ["January", "12,480", "61,904", "37", "2,310"],
                                ["February", "11,962", "58,117", "29", "2,365"],
                                ["March", "14,205", "72,640", "18", "2,498"],
                                ["Quarter", "38,647", "192,661", "84", "2,391"]])
        #expect(table.ruled && table.headerRowCount == 1 && table.pageRange == nil)
        #expect(document.pages[0].tables.count == 1, "the prose around it is not a table")
        #expect(document.pages[0].timings["tables"] != nil && document.pages[0].timings["render"] != nil)
    }

    @Test func aScannedTableOverTwoPagesIsOneTable() throws {
        var config = try PipelineLoader.load("tables")
        config.mode = .fast
        let document = DocumentProcessor(config: config).process(TestPaths.fixture("samples/invoice-scan.pdf"))
        #expect(document.status == .ok, "\(document.errors)")
        let table = try #require(document.pages.first?.tables.first)
        // InvoiceDocument draws 21 item rows under one heading, 16 on the first page and 5 on the second.
        #expect(table.pageRange == [0, 1])
        #expect(table.rowCount == 22 && table.columnCount == 5 && table.headerRowCount == 1)
        let codes = grid(table).dropFirst().map { $0[0] }
        let wellFormed = codes.filter { $0.range(of: #"^[A-Z][A-Za-z]-\d{4}$"#, options: .regularExpression) != nil }
        #expect(wellFormed.count >= 19, "item codes read: \(codes)")
        #expect(document.pages[1].tables.allSatisfy { $0.pageRange == nil })
    }

    /// camelot's background_lines_1.pdf: a table of shaded bands parted by white lines, with no dark rule at all,
    /// whose last row (the total) is one band. Its truth is camelot's (data_lattice_process_background).
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (camelot's background_lines_1.pdf)"))
    func aTableOfShadedCellsPartedByWhiteLinesIsRuled() throws {
        let processor = DocumentProcessor(config: try PipelineLoader.load("tables"))
        let document = processor.process(TestPaths.shared("tables/camelot/pdf/background_lines_1.pdf"))
        let table = try #require(document.pages.first?.tables.first { $0.rowCount == 8 }, "\(document.pages.first?.tables.map { ($0.rowCount, $0.columnCount) } ?? [])")
        #expect(table.ruled && table.columnCount == 8 && table.headerRowCount == 1)
        let rows = grid(table).map { $0.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") } }
        #expect(rows[0] == ["State", "Date", "Halt stations", "Halt days", "Persons directly reached (in lakh)",
                            "Persons trained", "Persons counseled", "Persons tested for HIV"])
        #expect(rows[1] == ["Delhi", "1.12.2009", "8", "17", "1.29", "3,665", "2,409", "1,000"])
        #expect(rows[7] == ["Total", "", "47", "92", "11.81", "22,455", "19,584", "10,644"])
    }

    /// OCRmyPDF's graph.pdf, a line chart: its tick labels (600 … 0) down the plot's left side and its legend down
    /// the right were paired as a table of two columns until the plot between them was seen as a drawing.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (OCRmyPDF's graph.pdf)"))
    func aChartsTickLabelsBesideItsLegendAreNoTable() throws {
        let document = DocumentProcessor(config: try PipelineLoader.load("tables"))
            .process(TestPaths.shared("ocr/ocrmypdf/graph.pdf"))
        #expect(document.status == .ok, "\(document.errors)")
        let page = try #require(document.pages.first)
        #expect(page.lines.flatMap(\.words).contains { $0.text == "Support" }, "the legend is read")
        #expect(page.tables.isEmpty, "\(page.tables.map(grid))")
    }

    /// OCRmyPDF's masks.pdf, a Wikipedia article on Linux with its infobox: the list of architectures wraps over
    /// seven lines set as far apart as the box's rows, each ending in a comma; it is one cell of one row.
    @Test(.enabled(if: TestPaths.hasSharedData, "needs ../shared/data (OCRmyPDF's masks.pdf)"))
    func anInfoboxValueWrappedOverSeveralLinesIsOneCell() throws {
        let document = DocumentProcessor(config: try PipelineLoader.load("tables"))
            .process(TestPaths.shared("ocr/ocrmypdf/masks.pdf"))
        #expect(document.status == .ok, "\(document.errors)")
        let infobox = try #require(document.pages.flatMap(\.tables).first { table in
            table.cells.contains { $0.text.hasPrefix("Architektur") }
        })
        let rows = grid(infobox)
        let row = try #require(rows.first { $0[0].hasPrefix("Architektur") })
        #expect(row.count == 2 && row[1].hasPrefix("DEC Alpha") && row[1].hasSuffix("z/OS"), "\(rows)")
        #expect(rows.contains { $0[0] == "Lizenz" }, "\(rows)")
    }

    @Test func theReceiptsPipelineLeavesTablesOut() throws {
        let document = DocumentProcessor(config: try PipelineLoader.load("receipts"))
            .process(TestPaths.fixture("samples/report.pdf"))
        #expect(document.pages.allSatisfy { $0.tables.isEmpty && $0.timings["tables"] == nil })
    }
}
