import Testing
@testable import FolioEval

@Suite struct TableScoringTests {
    let grid = [["a", "b", "c"], ["d", "e", "f"], ["g", "h", "i"]]

    @Test func aThreeByThreeTableAgainstItselfScoresOne() {
        let page = TableMatching.score(predicted: [grid], truth: [grid], complete: true)
        #expect(page.matches == [0])
        #expect(page.counts == RelationCounts(truth: 12, predicted: 12, correct: 12))
        #expect(page.counts.f1 == 1)
        #expect(TableDifference.between(predicted: grid, truth: grid) == nil)
    }

    @Test func swappingTwoColumnsKeepsOnlyTheVerticalRelations() {
        let swapped = grid.map { [$0[0], $0[2], $0[1]] }
        let counts = RelationCounts(predicted: CellAdjacency.relations(of: swapped),
                                    truth: CellAdjacency.relations(of: grid))
        // Every right-neighbour pair changes; the three columns keep their two below-pairs each.
        #expect(counts == RelationCounts(truth: 12, predicted: 12, correct: 6))
        #expect(abs(counts.f1 - 0.5) < 1e-12)
        guard case let .cellText(count, cells) = TableDifference.between(predicted: swapped, truth: grid) else {
            Issue.record("expected a cell-text difference")
            return
        }
        #expect(count == 6)
        #expect(cells.first == .init(row: 0, column: 1, expected: "b", found: "c"))
    }

    @Test func relationsSkipEmptyCellsToTheNearestFilledNeighbour() {
        let relations = CellAdjacency.relations(of: [["a", " ", "c"], ["", "", "f"]])
        #expect(Set(relations) == [
            AdjacencyRelation(from: "a", to: "c", direction: .right),
            AdjacencyRelation(from: "c", to: "f", direction: .below),
        ])
        #expect(relations.count == 2)
    }

    @Test func relationsCompareLettersAndDigitsOnlyCaseFolded() {
        let truth = CellAdjacency.relations(of: [["Total:", "1,505"]])
        let predicted = CellAdjacency.relations(of: [["total", "1 505"]])
        #expect(RelationCounts(predicted: predicted, truth: truth).correct == 1)
        #expect(TableText.relationKey("Età dell’Assicurato\n(%)") == "etàdellassicurato")
    }

    @Test func exactReproductionIgnoresOnlyWhitespace() {
        let truth = [["No. of\nHHs", "x"]]
        #expect(TableDifference.between(predicted: [["No. of  HHs ", "x"]], truth: truth) == nil)
        #expect(TableDifference.between(predicted: [["No of HHs", "x"]], truth: truth)
            == .cellText(count: 1, cells: [.init(row: 0, column: 0, expected: "No. of HHs", found: "No of HHs")]))
    }

    /// camelot's Arabic truth (from pdfminer) holds each cell in the order its glyphs stand, left to right;
    /// tabula-java's Hebrew truth and Folio hold the order it is read. Both orders of a cell compare equal, and
    /// nothing else does.
    @Test func rightToLeftCellsCompareInEitherOrder() {
        let read = "ﺍﺳﻤﻲ ﺳﻠﻄﺎﻥ", glyphs = "ﻥﺎﻄﻠﺳ ﻲﻤﺳﺍ"
        #expect(TableText.glyphOrder(read) == glyphs && TableText.glyphOrder(glyphs) == read)
        #expect(TableText.glyphOrder("Jeremy is ﺟﺮﻣﻲ in Arabic") == "Jeremy is ﻲﻣﺮﺟ in Arabic")
        #expect(TableText.relationKey(read) == TableText.relationKey(glyphs))
        #expect(TableDifference.between(predicted: [[read, "1234"]], truth: [[glyphs, "1234"]]) == nil)
        #expect(TableDifference.between(predicted: [["ﺳﻠﻄﺎﻥ ﺍﺳﻤﻲ"]], truth: [[read]]) != nil,
                "words in the wrong order are a difference")
        #expect(TableText.inOneOrder("Total 12") == "Total 12", "left-to-right text is kept as it is")
    }

    @Test func aGridOfAnotherSizeIsReportedByItsRowsThenItsColumns() {
        #expect(TableDifference.between(predicted: [["a", "b", "c"], ["d", "x", "f"]], truth: grid)
            == .rowCount(expected: 3, found: 2))
        #expect(TableDifference.between(predicted: grid.map { Array($0.prefix(2)) }, truth: grid)
            == .columnCount(expected: 3, found: 2))
        #expect(TableDifference.between(predicted: nil, truth: grid) == .noTable)
    }

    /// tabula-java's frx_2012_disclosure: the truth, cut from an area of the page, holds the two title lines above
    /// the table; the rest is the table found, cell for cell.
    @Test func rowsOnlyOneSideHasAreNamedWithTheirPlace() {
        let titled = [["REPORT", "", ""], ["2012", "", ""]] + grid
        let found = TableDifference.between(predicted: grid, truth: titled)
        #expect(found == .extraRows(inTruth: true, before: 2, after: 0, sample: "REPORT"))
        #expect(found?.summary == "otherwise exact, the truth has rows the table found lacks: 2 above (\"REPORT\")")
        let footed = TableDifference.between(predicted: grid + [["Total", "", "9"]], truth: grid)
        #expect(footed == .extraRows(inTruth: false, before: 0, after: 1, sample: "Total | 9"))
    }

    @Test func tablesArePairedByOverlapNotByOrder() {
        let other = [["x", "y"], ["z", "w"]]
        let page = TableMatching.score(predicted: [other, grid], truth: [grid, other], complete: true)
        #expect(page.matches == [1, 0])
        #expect(page.counts.f1 == 1)
    }

    @Test func anExtraTableCostsPrecisionOnlyWhenTheTruthIsComplete() {
        let extra = [["p", "q"], ["r", "s"]]
        let complete = TableMatching.score(predicted: [grid, extra], truth: [grid], complete: true)
        #expect(complete.counts == RelationCounts(truth: 12, predicted: 16, correct: 12))
        #expect(complete.unmatchedPredicted == 1)
        let partial = TableMatching.score(predicted: [grid, extra], truth: [grid], complete: false)
        #expect(partial.counts == RelationCounts(truth: 12, predicted: 12, correct: 12))
    }

    @Test func aTableSharingNothingIsNotMatched() {
        let page = TableMatching.score(predicted: [[["p", "q"]]], truth: [grid], complete: true)
        #expect(page.matches == [nil])
        #expect(page.counts == RelationCounts(truth: 12, predicted: 1, correct: 0))
        #expect(page.counts.f1 == 0)
    }

    @Test func countsAddUpForMicroAveraging() {
        let total = RelationCounts(truth: 10, predicted: 5, correct: 5) + RelationCounts(truth: 10, predicted: 15, correct: 5)
        #expect(total == RelationCounts(truth: 20, predicted: 20, correct: 10))
        #expect(total.precision == 0.5 && total.recall == 0.5)
        #expect(RelationCounts.zero.f1 == 0)
    }
}

@Suite struct TableCheckTests {
    let table = [["State", "", "Permit", "Total"], ["Alabama", "", "26,996", "71,137"], ["Wyoming", "", "1,001", "5,017"]]

    @Test func shapeChecksEachNeedATableOfTheirOwn() {
        let small = [["a", "b"], ["c", "d"]]
        #expect(TableCheck.evaluate([.shape(rows: 2, columns: 2), .shape(rows: 2, columns: 2)], tables: [small])
            == [true, false])
        #expect(TableCheck.evaluate([.shape(rows: 3, columns: 4)], tables: [small, table]) == [true])
    }

    @Test func rowAndColumnChecksFindARunOfFilledCells() {
        #expect(TableCheck.evaluate([.row(["", "alabama", "26996"]), .row(["Alabama", "71,137"]),
                                     .column(["Permit", "26,996"]), .column(["Alabama", "Permit"])],
                                    tables: [table]) == [true, false, true, false])
    }

    @Test func rowEndChecksLookAtTheFirstAndLastFilledCells() {
        #expect(TableCheck.evaluate([.rowEnds(first: "Alabama", last: "71137"),
                                     .rowEnds(first: "Alabama", last: "26,996"),
                                     .rowEnds(first: "State", last: "Total")], tables: [table])
            == [true, false, true])
    }

    @Test func aNoTableCheckFailsOnAnyTable() {
        #expect(TableCheck.evaluate([.noTable], tables: []) == [true])
        #expect(TableCheck.evaluate([.noTable], tables: [table]) == [false])
    }
}

@Suite struct TruthCSVTests {
    @Test func quotedFieldsKeepCommasQuotesAndLineBreaks() {
        let text = "\"\",株主資本,,\r\n\"持分法の適用範囲\nの変動\",\"5,664\",\"say \"\"hi\"\"\",\n"
        #expect(TruthCSV.parse(text) == [["", "株主資本", "", ""], ["持分法の適用範囲\nの変動", "5,664", "say \"hi\"", ""]])
    }

    @Test func aFinalLineWithoutLineEndIsARow() {
        #expect(TruthCSV.parse("a,b\nc,d") == [["a", "b"], ["c", "d"]])
        #expect(TruthCSV.parse("").isEmpty)
    }
}
