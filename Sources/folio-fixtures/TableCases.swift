/// The generated table fixtures, one page each: a full grid, a borderless table, a booktabs table, merged
/// cells and wrapped cells. Amounts come from a seeded generator and add up (totals, running balances).
enum TableCases {
    /// Every case, in the order they are written (the layouts of `TableCases+Layouts` last).
    static func all(measurer: TextMeasurer) -> [TableCase] {
        [ruledGrid(measurer), borderless(measurer), headerRules(measurer), mergedCells(measurer),
         multiLineCells(measurer), twoTables(measurer), besideProse(measurer), continued(measurer),
         longTable(measurer), contents(measurer)]
    }

    static func ruledGrid(_ measurer: TextMeasurer) -> TableCase {
        var random = SeededRandom(seed: 7001)
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("Regional sales by quarter, 2024", .sans(14, bold: true))
        setter.space(6)
        setter.paragraph("Sales are shown in pounds sterling, net of returns and before VAT. Figures for the fourth "
                         + "quarter are provisional until the annual accounts have been audited.", .serif(11))
        let regions = ["North East", "North West", "Yorkshire", "East Midlands", "West Midlands", "East of England",
                       "London", "South East", "South West", "Wales", "Scotland"]
        var totals = Array(repeating: 0, count: 5)
        var body: [[GridTable.Cell]] = regions.map { region in
            let quarters = (0..<4).map { _ in 95_000 + Int(random.next() % 380_000) }
            let row = quarters + [quarters.reduce(0, +)]
            for (i, value) in row.enumerated() { totals[i] += value }
            return [GridTable.Cell(region)] + row.map { GridTable.Cell(Money.whole($0)) }
        }
        body.append([GridTable.Cell("Total")] + totals.map { GridTable.Cell(Money.whole($0)) })
        let numbers = GridTable.Column(width: 70, anchor: .right)
        let table = GridTable(columns: [.init(width: 107), numbers, numbers, numbers, numbers,
                                        .init(width: 80, anchor: .right)],
                              header: [["Region", "Q1 (£)", "Q2 (£)", "Q3 (£)", "Q4 (£)", "Year (£)"]], body: body,
                              rules: .grid, font: .sans(10), headerFont: .sans(10, bold: true))
        setter.space(4)
        let truth = setter.gridTable(table)
        setter.line("Source: sales ledger, extracted on 14 January 2025.", .serif(9))
        return TableCase(name: "ruled-grid", description: "A fully ruled grid: 11 regions by four quarters and "
                         + "the year in whole pounds, a total row; sans 10 pt, amounts right-aligned.",
                         pages: setter.finish(), tables: [truth])
    }

    static func borderless(_ measurer: TextMeasurer) -> TableCase {
        var random = SeededRandom(seed: 7002)
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("Statement of account", .serif(15, bold: true))
        setter.line("Current account 20-45-77 83920174, 1 March to 31 March 2024", .sans(10))
        setter.space(14)
        let payees = [("Direct debit", "Castleton Water", "DD 4471"), ("Card payment", "Holloway Print Works", "CP 0318"),
                      ("Transfer in", "Salary, Dunmore Eng.", "FPI 88213"), ("Standing order", "Elmwood Housing", "SO 1102"),
                      ("Card payment", "Corner Pantry", "CP 0412"), ("Direct debit", "Greystone Insurance", "DD 5530"),
                      ("Transfer out", "Savings account", "FPO 20931"), ("Cash withdrawal", "Leeds Briggate", "ATM 7741"),
                      ("Card refund", "Ashdown Logistics", "CR 1187"), ("Direct debit", "Fairhaven Medical", "DD 6024")]
        var balance = 128_455
        var body: [[GridTable.Cell]] = [["01 Mar", "Balance brought forward", "", "", "", .init(Money.format(balance))]]
        for day in stride(from: 2, through: 29, by: 2) {
            let (kind, payee, reference) = random.pick(payees)
            let incoming = kind.hasSuffix("in") || kind.hasSuffix("refund")
            let amount = incoming ? 95_000 + Int(random.next() % 150_000) : 1_500 + Int(random.next() % 45_000)
            balance += incoming ? amount : -amount
            let date = (day < 10 ? "0" : "") + "\(day) Mar"
            body.append([.init(date), .init("\(kind), \(payee)"), .init(reference),
                         .init(incoming ? "" : Money.format(amount)), .init(incoming ? Money.format(amount) : ""),
                         .init(Money.format(balance))])
        }
        let money = GridTable.Column(width: 56, anchor: .right)
        let table = GridTable(columns: [.init(width: 50), .init(width: 187), .init(width: 62), money, money, money],
                              header: [["Date", "Description", "Reference", "Paid out", "Paid in", "Balance"]],
                              body: body, rules: .none, font: .serif(10), headerFont: .serif(10, bold: true))
        let truth = setter.gridTable(table)
        setter.paragraph("Please check this statement and tell us at once about any payment you do not recognise. "
                         + "Amounts are in pounds sterling.", .sans(9))
        return TableCase(name: "borderless", description: "A bank statement with no rules at all: columns only by "
                         + "alignment, empty paid-out or paid-in cells; serif 10 pt.",
                         pages: setter.finish(), tables: [truth])
    }

    static func headerRules(_ measurer: TextMeasurer) -> TableCase {
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("3. Results", .serif(13, bold: true))
        setter.space(4)
        setter.paragraph("The sample held 1,600 pages drawn at random from the March intake. Each page was read "
                         + "once and compared word by word with a transcription made by two people working "
                         + "independently. Table 3 gives the results by type of document.", .serif(11))
        setter.line("Table 3. Reading accuracy by document type, March 2024 sample", .serif(10, bold: true))
        setter.space(4)
        let rows: [[GridTable.Cell]] = [
            ["Invoices", "412", "118,905", "99.1", "1.84"], ["Receipts, photographed", "236", "21,337", "94.2", "2.61"],
            ["Receipts, scanned", "198", "17,804", "97.8", "1.12"], ["Bank statements", "154", "61,220", "99.4", "2.05"],
            ["Letters", "287", "98,113", "99.6", "1.47"], ["Delivery notes", "131", "19,842", "98.3", "0.98"],
            ["Contracts", "96", "71,460", "99.7", "2.33"], ["Forms with handwriting", "86", "9,731", "88.5", "1.76"],
            ["All documents", "1,600", "418,412", "98.6", "1.69"],
        ]
        let number = GridTable.Column(width: 72, anchor: .right)
        let table = GridTable(columns: [.init(width: 167), number, number, number, .init(width: 84, anchor: .right)],
                              header: [["Document type", "Pages", "Words", "Accuracy (%)", "Seconds per page"]],
                              body: rows, rules: .horizontal, font: .serif(10), headerFont: .serif(10, bold: true))
        let truth = setter.gridTable(table)
        setter.paragraph("Handwritten fields remain the weakest point: most errors were in dates and amounts "
                         + "written by hand on printed forms.", .serif(11))
        return TableCase(name: "header-rules", description: "A booktabs table: rules above and below the table and "
                         + "under the header only, no vertical lines; a two-line header cell; serif 10 pt.",
                         pages: setter.finish(), tables: [truth])
    }

    static func mergedCells(_ measurer: TextMeasurer) -> TableCase {
        var random = SeededRandom(seed: 7004)
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("Units sold and revenue by division", .sans(13, bold: true))
        setter.line("Revenue in euros, excluding VAT", .sans(9))
        setter.space(10)
        var totals = Array(repeating: 0, count: 4)
        func figures() -> [GridTable.Cell] {
            let values = [40 + Int(random.next() % 2_400), 0, 40 + Int(random.next() % 2_400), 0]
            let prices = [18_900 + Int(random.next() % 60_000), 18_900 + Int(random.next() % 60_000)]
            let row = [values[0], values[0] * prices[0], values[2], values[2] * prices[1]]
            for (i, value) in row.enumerated() { totals[i] += value }
            return [.init(Money.whole(row[0])), .init(Money.format(row[1])), .init(Money.whole(row[2])),
                    .init(Money.format(row[3]))]
        }
        var body: [[GridTable.Cell]] = [
            [.init("Hardware", rowSpan: 2), "Laptops"] + figures(), ["Desktops"] + figures(),
            [.init("Software", rowSpan: 3), "Licences"] + figures(), ["Subscriptions"] + figures(),
            ["Support plans"] + figures(), ["Services", "Training"] + figures(),
        ]
        body.append([.init("Total", columnSpan: 2)] + [.init(Money.whole(totals[0])), .init(Money.format(totals[1])),
                                                        .init(Money.whole(totals[2])), .init(Money.format(totals[3]))])
        let units = GridTable.Column(width: 56, anchor: .right), revenue = GridTable.Column(width: 92, anchor: .right)
        let table = GridTable(columns: [.init(width: 76), .init(width: 95), units, revenue, units, revenue],
                              header: [[.init("Division", rowSpan: 2), .init("Product", rowSpan: 2),
                                        .init("2023", columnSpan: 2), .init("2024", columnSpan: 2)],
                                       ["Units", "Revenue", "Units", "Revenue"]],
                              body: body, rules: .grid, font: .sans(9), headerFont: .sans(9, bold: true))
        let truth = setter.gridTable(table)
        return TableCase(name: "merged-cells", description: "A ruled grid with merged cells: two heading rows "
                         + "(Division and Product span both, 2023 and 2024 span two columns each), division names "
                         + "spanning their products' rows, a Total spanning two columns; sans 9 pt.",
                         pages: setter.finish(), tables: [truth])
    }

    static func multiLineCells(_ measurer: TextMeasurer) -> TableCase {
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("Project risk register", .sans(13, bold: true))
        setter.line("Warehouse system migration, reviewed on 12 February 2024", .sans(9))
        setter.space(10)
        let rows: [[GridTable.Cell]] = [
            ["R-01", "Stock records are incomplete or inconsistent when they are moved to the new database.",
             "Priya Shah", "High", "Two trial migrations, with stock counts reconciled before the cut-over weekend.",
             "15 Mar 2024"],
            ["R-02", "Handheld scanners are not delivered in time for staff training.", "Tom Hughes", "Medium",
             "Order confirmed; ten loan units agreed with the supplier as a fallback.", "01 Mar 2024"],
            ["R-03", "Night-shift staff cannot attend the scheduled training sessions.", "Grace Liu", "Medium",
             "Two extra sessions at 06:00 and recorded videos on the intranet.", "22 Feb 2024"],
            ["R-04", "The courier integration fails under peak load in the first week.", "Marcus Bell", "Low",
             "Load test at three times the December peak; manual labels ready.", "08 Mar 2024"],
            ["R-05", "Budget overrun on consultancy days.", "Leila Haddad", "Low",
             "Weekly burn report; change requests need sponsor approval.", "29 Feb 2024"],
        ]
        let table = GridTable(columns: [.init(width: 36), .init(width: 131), .init(width: 62), .init(width: 62),
                                        .init(width: 128), .init(width: 48)],
                              header: [["ID", "Risk", "Owner", "Likelihood", "Mitigation", "Next review"]],
                              body: rows, rules: .grid, font: .sans(9), headerFont: .sans(9, bold: true))
        let truth = setter.gridTable(table)
        return TableCase(name: "multi-line-cells", description: "A ruled grid whose cells wrap onto two to four "
                         + "lines (risk, mitigation, review date); sans 9 pt. A wrapped cell's text is its lines "
                         + "joined by single spaces.", pages: setter.finish(), tables: [truth])
    }
}
