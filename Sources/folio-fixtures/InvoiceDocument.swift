/// A two-page supplier invoice whose item table continues on the second page, then totals and payment terms.
enum InvoiceDocument {
    /// One invoice line: code, description, quantity, unit price in pence.
    struct Item {
        var code: String
        var description: String
        var quantity: Int
        var unitPrice: Int
        var amount: Int { quantity * unitPrice }
    }

    static func pages(measurer: TextMeasurer) -> [PageLayout] {
        let setter = Typesetter(width: Paper.a4.width, height: Paper.a4.height,
                                margins: (left: 56, right: 56, top: 56, bottom: 56), measurer: measurer)
        let body = Font.sans(10)
        setter.row([.init(text: "Northwind Office Supplies", x: 0),
                    .init(text: "INVOICE", x: setter.measure, anchor: .right)], .sans(15, bold: true))
        let addressAndFacts = [
            ("Unit 7, Larkfield Trading Estate", "Invoice number: INV-2024-0317"),
            ("Leeds LS10 1AB", "Invoice date: 15/03/2024"),
            ("Telephone 0113 496 0580", "Due date: 14/04/2024"),
            ("VAT reg. GB 294 7715 08", "Customer ref: MA-5521"),
        ]
        for (left, right) in addressAndFacts {
            setter.row([.init(text: left, x: 0), .init(text: right, x: setter.measure, anchor: .right)], body)
        }
        setter.space(16)
        setter.line("Bill to:", .sans(10, bold: true))
        for line in ["Meridian Architects LLP", "Accounts Payable", "5 Quay Street", "Manchester M3 3JE"] {
            setter.line(line, body)
        }
        setter.space(14)
        let columns = [
            Typesetter.Column(title: "Item", width: 62), Typesetter.Column(title: "Description", width: 232),
            Typesetter.Column(title: "Qty", width: 40, anchor: .right),
            Typesetter.Column(title: "Unit price", width: 72, anchor: .right),
            Typesetter.Column(title: "Amount", width: 77, anchor: .right),
        ]
        let rows = items.map {
            [$0.code, $0.description, String($0.quantity), Money.format($0.unitPrice), Money.format($0.amount)]
        }
        setter.table(columns, rows: Array(rows.prefix(16)), font: body, headingFont: .sans(10, bold: true), ruled: true)
        setter.line("Continued on page 2", .sans(9))
        setter.footer("Page 1 of 2", .sans(9))
        setter.newPage()
        setter.row([.init(text: "Invoice INV-2024-0317", x: 0),
                    .init(text: "Meridian Architects LLP", x: setter.measure, anchor: .right)], .sans(10, bold: true))
        setter.space(10)
        setter.table(columns, rows: Array(rows.dropFirst(16)), font: body, headingFont: .sans(10, bold: true),
                     ruled: true)
        let subtotal = items.reduce(0) { $0 + $1.amount }
        let vat = (subtotal * 20 + 50) / 100
        let totals = [("Subtotal", Money.format(subtotal)), ("VAT at 20%", Money.format(vat)),
                      ("Total due (GBP)", Money.format(subtotal + vat))]
        for (index, (label, value)) in totals.enumerated() {
            let font = index == totals.count - 1 ? Font.sans(11, bold: true) : body
            setter.row([.init(text: label, x: 300), .init(text: value, x: setter.measure - 4, anchor: .right)], font)
        }
        setter.space(24)
        setter.line("Payment terms", .sans(10, bold: true))
        for paragraph in terms { setter.paragraph(paragraph, body, gap: 4) }
        setter.space(8)
        for line in ["Bank: Pennine Commercial Bank", "Account name: Northwind Office Supplies Ltd",
                     "Sort code: 20-45-77   Account number: 41234567"] {
            setter.line(line, body)
        }
        setter.footer("Page 2 of 2", .sans(9))
        return setter.finish()
    }

    static let items: [Item] = [
        Item(code: "PA-1001", description: "A4 copier paper, 80 gsm, box of 5 reams", quantity: 12, unitPrice: 2_495),
        Item(code: "PA-1040", description: "A3 copier paper, 80 gsm, ream", quantity: 4, unitPrice: 1_150),
        Item(code: "EN-2210", description: "C4 envelopes, self-seal, box of 250", quantity: 3, unitPrice: 1_875),
        Item(code: "EN-2215", description: "DL envelopes, window, box of 500", quantity: 2, unitPrice: 2_240),
        Item(code: "WR-3302", description: "Ballpoint pens, black, pack of 50", quantity: 5, unitPrice: 899),
        Item(code: "WR-3310", description: "Whiteboard markers, assorted, pack of 8", quantity: 6, unitPrice: 725),
        Item(code: "WR-3355", description: "Highlighters, yellow, pack of 10", quantity: 4, unitPrice: 560),
        Item(code: "FI-4120", description: "Lever arch files, A4, blue", quantity: 40, unitPrice: 189),
        Item(code: "FI-4133", description: "Suspension files, foolscap, box of 50", quantity: 3, unitPrice: 1_799),
        Item(code: "FI-4150", description: "Archive boxes, heavy duty", quantity: 25, unitPrice: 310),
        Item(code: "DK-5004", description: "Desk organiser, mesh, black", quantity: 8, unitPrice: 1_245),
        Item(code: "DK-5019", description: "Stapler, full strip, 30 sheets", quantity: 6, unitPrice: 995),
        Item(code: "DK-5020", description: "Staples 26/6, box of 5000", quantity: 10, unitPrice: 149),
        Item(code: "DK-5031", description: "Hole punch, 2 hole, 25 sheets", quantity: 4, unitPrice: 1_120),
        Item(code: "PR-6107", description: "Toner cartridge, black, high yield", quantity: 3, unitPrice: 8_950),
        Item(code: "PR-6108", description: "Toner cartridge, cyan", quantity: 2, unitPrice: 7_425),
        Item(code: "PR-6109", description: "Toner cartridge, magenta", quantity: 2, unitPrice: 7_425),
        Item(code: "PR-6110", description: "Toner cartridge, yellow", quantity: 2, unitPrice: 7_425),
        Item(code: "CL-7002", description: "Surface wipes, tub of 100", quantity: 12, unitPrice: 399),
        Item(code: "CL-7045", description: "Hand towels, case of 15 packs", quantity: 2, unitPrice: 2_850),
        Item(code: "DL-9000", description: "Delivery, next working day", quantity: 1, unitPrice: 1_500),
    ]

    static let terms = [
        "Payment is due within 30 days of the invoice date. Please quote the invoice number INV-2024-0317 "
            + "as the payment reference.",
        "Questions about this invoice: accounts@example.com or telephone 0113 496 0580.",
    ]
}
