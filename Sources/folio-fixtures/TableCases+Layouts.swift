/// The table fixtures about where tables sit: two on a page, one beside two-column prose, one continued on
/// a second page with its header repeated, and a long one over many pages.
extension TableCases {
    static func twoTables(_ measurer: TextMeasurer) -> TableCase {
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.row([.init(text: "Invoice INV-2024-0412", x: 0),
                    .init(text: "Issued 4 April 2024", x: setter.measure, anchor: .right)], .sans(14, bold: true))
        setter.line("Bramble & Finch Solicitors, 18 Canal Wharf, Leeds LS11 5PS", .sans(9))
        setter.space(12)
        let items: [(String, String, Int, Int)] = [
            ("LC-100", "Initial consultation, 90 minutes", 1, 18_000), ("DR-210", "Drafting of lease agreement", 1, 64_500),
            ("RV-115", "Review of title documents", 3, 9_250), ("CF-020", "Land registry search fee", 2, 700),
            ("TR-330", "Travel to site meeting, Harrogate", 1, 4_860),
        ]
        var subtotal = 0
        var body: [[GridTable.Cell]] = items.map { code, text, quantity, price in
            subtotal += quantity * price
            return [.init(code), .init(text), .init(String(quantity)), .init(Money.format(price)),
                    .init(Money.format(quantity * price))]
        }
        let vat = subtotal / 5
        body += [[.init("Subtotal", columnSpan: 4, anchor: .right), .init(Money.format(subtotal))],
                 [.init("VAT at 20%", columnSpan: 4, anchor: .right), .init(Money.format(vat))],
                 [.init("Total due (£)", columnSpan: 4, anchor: .right), .init(Money.format(subtotal + vat))]]
        let invoice = GridTable(columns: [.init(width: 60), .init(width: 207), .init(width: 40, anchor: .right),
                                          .init(width: 75, anchor: .right), .init(width: 85, anchor: .right)],
                                header: [["Code", "Description", "Qty", "Unit price", "Amount"]], body: body,
                                rules: .grid, font: .sans(10), headerFont: .sans(10, bold: true))
        let first = setter.gridTable(invoice)
        setter.space(6)
        setter.line("Payment schedule", .serif(12, bold: true))
        setter.paragraph("As agreed, the total is payable in three instalments by bank transfer to the account "
                         + "below, quoting the invoice number. Instalments not received by the due date carry "
                         + "interest at 4 per cent a year.", .serif(10))
        let third = (subtotal + vat) / 3
        let schedule = GridTable(columns: [.init(width: 90), .init(width: 110), .init(width: 90, anchor: .right),
                                           .init(width: 130)],
                                 header: [["Instalment", "Due date", "Amount (£)", "Status"]],
                                 body: [["First", "30 April 2024", .init(Money.format(third)), "Paid 26 April"],
                                        ["Second", "31 May 2024", .init(Money.format(third)), "Due"],
                                        ["Third", "28 June 2024", .init(Money.format(subtotal + vat - 2 * third)), "Due"]],
                                 rules: .horizontal, font: .serif(10), headerFont: .serif(10, bold: true))
        let second = setter.gridTable(schedule)
        setter.line("Sort code 20-45-77   Account 83920174   Reference INV-2024-0412", .sans(9))
        return TableCase(name: "two-tables", description: "Two tables on one page: a ruled invoice grid whose "
                         + "subtotal, VAT and total labels span four columns, and a booktabs payment schedule "
                         + "below a heading and a paragraph.", pages: setter.finish(), tables: [first, second])
    }

    static func besideProse(_ measurer: TextMeasurer) -> TableCase {
        let gutter = 18.0, margin = 64.0
        let column = (Paper.a4.width - 2 * margin - gutter) / 2
        let title = TableCase.a4Setter(measurer: measurer)
        title.line("Notes on the revised fee schedule", .serif(16, bold: true))
        title.line("Planning services, from 1 July 2024", .sans(10))
        title.space(10)
        let left = TableCase.a4Setter(measurer: measurer, right: margin + column + gutter)
        let right = TableCase.a4Setter(measurer: measurer, left: margin + column + gutter)
        left.space(title.y - left.y)
        right.space(title.y - right.y)
        let body = Font.serif(10)
        for text in Self.feeNotes { left.paragraph(text, body) }
        right.paragraph("The table below lists the fees for the most common applications. Express handling is "
                        + "available where a decision is needed within ten working days.", body)
        let fees: [[GridTable.Cell]] = [["Householder extension", "258.00", "387.00"], ["Change of use", "578.00", "867.00"],
                                        ["New dwelling, each", "578.00", "867.00"], ["Listed building consent", "0.00", "—"],
                                        ["Advertisement", "165.00", "248.00"], ["Tree works", "0.00", "—"],
                                        ["Pre-application advice", "120.00", "180.00"]]
        let money = GridTable.Column(width: 52, anchor: .right)
        let table = GridTable(columns: [.init(width: column - 104), money, money],
                              header: [["Application", "Fee (£)", "Express (£)"]], body: fees, rules: .horizontal,
                              font: .sans(9), headerFont: .sans(9, bold: true))
        let truth = right.gridTable(table)
        right.paragraph("Fees are reviewed every April. Applications received before 1 July are charged at the "
                        + "old rates, whatever the date of decision.", body)
        var page = title.finish()[0]
        for other in [left.finish()[0], right.finish()[0]] {
            page.runs += other.runs
            page.rules += other.rules
            page.truthLines += other.truthLines
        }
        return TableCase(name: "beside-prose", description: "A booktabs table in the right column of a two-column "
                         + "page, with prose beside it in the left column and above and below it in the right; "
                         + "serif 10 pt prose, sans 9 pt table.", pages: [page], tables: [truth])
    }

    static func continued(_ measurer: TextMeasurer) -> TableCase {
        var random = SeededRandom(seed: 7008)
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("Fleet maintenance log, January to June 2024", .sans(13, bold: true))
        setter.space(6)
        for text in Self.fleetNotes { setter.paragraph(text, .serif(11)) }
        let vehicles = ["YK21 FLT", "YK21 FLV", "LS70 DRM", "LS70 DRN", "BD19 KPX", "HG22 WTA"]
        let work = ["Annual service", "Front brake pads replaced", "Tyres, two front", "MOT test, passed",
                    "Wiper blades replaced", "Battery replaced", "Exhaust clamp refitted", "Air-conditioning regas",
                    "Windscreen chip repaired", "Coolant leak traced and fixed", "Rear light unit replaced"]
        var odometers = vehicles.map { _ in 18_000 + Int(random.next() % 60_000) }
        var day = 1
        var body: [[GridTable.Cell]] = []
        for _ in 0..<58 {
            day += 1 + Int(random.next() % 4)
            let vehicle = Int(random.next() % UInt64(vehicles.count))
            odometers[vehicle] += 300 + Int(random.next() % 2_500)
            body.append([.init(date(day, after: 1, 2024)),
                         .init(vehicles[vehicle]), .init(Money.whole(odometers[vehicle])), .init(random.pick(work)),
                         .init(Money.format(4_500 + Int(random.next() % 60_000)))])
        }
        let table = GridTable(columns: [.init(width: 66), .init(width: 72), .init(width: 82, anchor: .right),
                                        .init(width: 177), .init(width: 70, anchor: .right)],
                              header: [["Date", "Vehicle", "Odometer (km)", "Work carried out", "Cost (€)"]],
                              body: body, rules: .grid, font: .sans(9), headerFont: .sans(9, bold: true))
        let truth = setter.gridTable(table)
        setter.paragraph("Costs include parts and labour. VAT is reclaimed separately and is not shown.", .serif(11))
        return TableCase(name: "continued", description: "A ruled table continued over two pages, its header "
                         + "repeated at the top of page 2 (one table in the truth, pageRange [0, 1], the repeat "
                         + "not a row), page numbers in the footer; sans 9 pt.",
                         pages: TableCase.numbered(setter.finish()), tables: [truth])
    }

    static func longTable(_ measurer: TextMeasurer) -> TableCase {
        var random = SeededRandom(seed: 7009)
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("Sales ledger, financial year 2023 to 2024", .sans(12, bold: true))
        setter.space(6)
        let customers = GeneratedPages.companies + ["Ilkley Garden Centre", "Jarrow Steel Fabrications",
                                                    "Kirkstall Dental Care", "Morley Town Council"]
        var body: [[GridTable.Cell]] = []
        for n in 0..<500 {
            let net = 2_000 + Int(random.next() % 480_000), vat = net / 5
            body.append([.init(String(n + 1)), .init("S-\(24_001 + n)"), .init(date(n * 366 / 500, after: 4, 2023)),
                         .init(random.pick(customers)), .init(Money.format(net)), .init(Money.format(vat)),
                         .init(Money.format(net + vat))])
        }
        let money = GridTable.Column(width: 58, anchor: .right)
        let table = GridTable(columns: [.init(width: 32, anchor: .right), .init(width: 56), .init(width: 62),
                                        .init(width: 143), money, money, money],
                              header: [["No.", "Invoice", "Date", "Customer", "Net (£)", "VAT (£)", "Gross (£)"]],
                              body: body, rules: .horizontal, font: .sans(9), headerFont: .sans(9, bold: true))
        let truth = setter.gridTable(table)
        return TableCase(name: "long-table", description: "A 500-row booktabs sales ledger over many pages, its "
                         + "header repeated on each; born-digital only.",
                         pages: TableCase.numbered(setter.finish()), tables: [truth], scanned: false)
    }

    static let feeNotes = [
        "The council sets most planning fees nationally, but it may charge for advice and for services that go "
            + "beyond what the law requires. This note explains the changes that take effect in July.",
        "Fees for householder applications rise in line with the national schedule. The fee for advertisements "
            + "is unchanged, and works to protected trees remain free of charge.",
        "Pre-application advice is now charged at a single rate. A written reply is sent within twenty working "
            + "days of a complete request, and a meeting can be arranged for larger schemes.",
        "Express handling costs half as much again as the standard fee. If a decision is not issued in time, the "
            + "difference is refunded without the need to ask.",
        "Questions about fees can be sent to planning@example.org or raised at the duty desk, which is open on "
            + "weekday mornings.",
    ]

    static let fleetNotes = [
        "This log records every service, repair and inspection of the six vans in the delivery fleet in the first "
            + "half of 2024. Odometer readings were taken when each vehicle was booked in.",
        "Routine services follow the manufacturer's schedule of 20,000 km or twelve months. Repairs were approved "
            + "by the fleet manager before work began, and all invoices have been checked against this log.",
    ]
}

extension TableCases {
    /// The date `days` days after the first of `month` in `year`, as `dd/mm/yyyy`.
    static func date(_ days: Int, after month: Int, _ year: Int) -> String {
        var (day, month, year) = (days, month, year)
        while true {
            let length = [31, year % 4 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
            if day < length { break }
            day -= length
            (month, year) = month == 12 ? (1, year + 1) : (month + 1, year)
        }
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : String(n) }
        return "\(two(day + 1))/\(two(month))/\(year)"
    }
}
