/// A born-digital two-page report: title, numbered sections, paragraphs, a ruled table and a bulleted list.
enum ReportDocument {
    static func pages(measurer: TextMeasurer, extraPages: Int = 0) -> [PageLayout] {
        let setter = Typesetter(width: Paper.a4.width, height: Paper.a4.height,
                                margins: (left: 72, right: 72, top: 72, bottom: 64), measurer: measurer)
        let body = Font.serif(11), heading = Font.sans(13, bold: true)
        setter.line("Quarterly Operations Report", .sans(20, bold: true))
        setter.line("Document processing service, first quarter 2024", .sans(11))
        setter.space(16)
        setter.line("1. Summary", heading)
        setter.space(4)
        for paragraph in summary { setter.paragraph(paragraph, body) }
        setter.line("2. Volumes", heading)
        setter.space(4)
        setter.paragraph("The table below gives the monthly volumes. A document counts as failed when no page of "
                         + "it could be read; partial documents are counted as processed.", body)
        let columns = [
            Typesetter.Column(title: "Month", width: 110),
            Typesetter.Column(title: "Documents", width: 90, anchor: .right),
            Typesetter.Column(title: "Pages", width: 90, anchor: .right),
            Typesetter.Column(title: "Failed", width: 70, anchor: .right),
            Typesetter.Column(title: "Pages/hour", width: 90, anchor: .right),
        ]
        let rows = [["January", "12,480", "61,904", "37", "2,310"], ["February", "11,962", "58,117", "29", "2,365"],
                    ["March", "14,205", "72,640", "18", "2,498"], ["Quarter", "38,647", "192,661", "84", "2,391"]]
        setter.table(columns, rows: rows, font: .sans(10), headingFont: .sans(10, bold: true), ruled: true)
        setter.line("3. Quality", heading)
        setter.space(4)
        for paragraph in quality { setter.paragraph(paragraph, body) }
        setter.newPage()
        setter.line("4. Issues found", heading)
        setter.space(4)
        for item in issues {
            let lines = setter.wrap(item, body, width: setter.measure - 18)
            for (index, line) in lines.enumerated() {
                setter.row([.init(text: index == 0 ? "•" : "", x: 4), .init(text: line, x: 18)], body)
            }
            setter.space(3)
        }
        setter.space(8)
        setter.line("5. Plans for the second quarter", heading)
        setter.space(4)
        for paragraph in plans { setter.paragraph(paragraph, body) }
        setter.paragraph("Prepared by the operations team, 5 April 2024. Contact: operations@example.org.", .serif(10))
        for page in 0..<extraPages {
            setter.newPage()
            setter.line("Appendix \(page + 1)", heading)
            for paragraph in summary + quality + plans { setter.paragraph(paragraph, body) }
        }
        return setter.finish()
    }

    static let summary = [
        "The service processed 38,647 documents in the quarter, 9.4 per cent more than in the last quarter of "
            + "2023. Throughput rose in every month, and the share of documents that failed completely fell from "
            + "0.31 per cent in January to 0.13 per cent in March.",
        "Most of the growth came from supplier invoices, which now make up 41 per cent of all pages. Receipts "
            + "from expense claims were the second largest group.",
    ]

    static let quality = [
        "Word accuracy on the monthly sample of 200 checked pages was 98.6 per cent for scanned documents and "
            + "99.9 per cent for born-digital PDF files. Photographs of receipts remain the hardest input, with "
            + "an accuracy of 94.2 per cent, mostly because of creases and poor lighting.",
    ]

    static let issues = [
        "Faxed pages at 100 dpi were often misread; these are now rescaled before recognition.",
        "Some PDF files from one supplier declare a text layer that is empty. They are treated as scans.",
        "Twelve encrypted PDF files could not be opened and were returned to their senders.",
        "Tables that continue across pages were split in two; joining them is planned for April.",
    ]

    static let plans = [
        "In the second quarter we will add a second processing server, join tables that continue over a page "
            + "break, and read the totals of receipts automatically. The target is 3,000 pages per hour with the "
            + "same accuracy.",
        "The next report will be published in the second week of July 2024.",
    ]
}
