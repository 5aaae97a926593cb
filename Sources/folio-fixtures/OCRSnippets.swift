/// Small single-page images for unit tests: a few lines each, rendered at 300 dpi.
enum OCRSnippets {
    /// A named snippet: its page and how to render it.
    struct Snippet {
        var name: String
        var page: PageLayout
        var style: ScanStyle = .clean
        /// Clockwise quarter turns applied after rendering.
        var quarterTurns = 0
    }

    static func all(measurer: TextMeasurer) -> [Snippet] {
        let hello = page(width: 5.5, measurer: measurer) { setter in
            setter.line("Hello, Folio!", .sans(18, bold: true))
            setter.line("The quick brown fox jumps over the lazy dog.", .sans(14))
            setter.line("Invoice 2024-0117 total 1,234.56", .sans(14))
        }
        let archiveText = "Every document that enters the archive is read page by page, and its text is stored "
            + "together with the position of each word. Searching the archive then takes seconds, "
            + "even when it holds many thousands of scanned letters, forms and reports."
        let paragraph = page(width: 6, measurer: measurer) { $0.paragraph(archiveText, .serif(12)) }
        // Wider margins: rotated text near the edges of a tight canvas makes page segmentation give up.
        let framed = page(width: 6.5, margin: 48, measurer: measurer) { $0.paragraph(archiveText, .serif(12)) }
        let data = page(width: 6, measurer: measurer) { setter in
            let font = Font.sans(12)
            for line in ["Contact: jane.doe@example.com", "Phone: +44 20 7946 0958", "Meeting on 2024-05-17 at 14:30",
                         "Deposit paid: $1,250.00 (USD)", "Balance due 31/05/2024: EUR 3,480.75",
                         "Tracking: https://www.example.com/track?id=7781"] {
                setter.line(line, font)
            }
        }
        // A shipping notice and an itinerary: an address over two lines, carriers' published sample tracking numbers
        // (UPS's in its printed blocks, a UPU S10 item) and flight numbers written apart and together.
        let travel = page(width: 6, measurer: measurer) { setter in
            let font = Font.sans(12)
            for line in ["Your order has shipped to:", "221B Baker Street", "London NW1 6XE",
                         "UPS tracking: 1Z 879 E93 03 4683 444 0",
                         "Royal Mail item RB123456785GB", "Flight BA 2490 departs 17:35 from LHR",
                         "Return flight LH0400 on 2024-06-02"] {
                setter.line(line, font)
            }
        }
        let table = page(width: 5, measurer: measurer) { setter in
            let columns = [Typesetter.Column(title: "Product", width: 140),
                           Typesetter.Column(title: "Qty", width: 70, anchor: .right),
                           Typesetter.Column(title: "Price", width: 100, anchor: .right)]
            setter.table(columns, rows: tableRows, font: .sans(12), headingFont: .sans(12, bold: true), ruled: true)
        }
        return [
            Snippet(name: "hello", page: hello),
            Snippet(name: "paragraph", page: paragraph),
            Snippet(name: "data", page: data),
            Snippet(name: "table", page: table),
            Snippet(name: "skewed", page: framed, style: ScanStyle(rotationDegrees: -3)),
            Snippet(name: "rotated90", page: hello, quarterTurns: 1),
            Snippet(name: "travel", page: travel),
        ]
    }

    /// The table snippet's body rows (its truth as CSV adds the heading).
    static let tableRows = [["Notebook", "3", "4.50"], ["Pencil", "12", "0.35"], ["Stapler", "1", "8.99"]]

    /// The table snippet as RFC 4180 CSV with `\r\n` rows, heading first.
    static var tableCSV: String {
        ([["Product", "Qty", "Price"]] + tableRows).map { $0.joined(separator: ",") + "\r\n" }.joined()
    }

    private static func page(width inches: Double, margin: Double = 24, measurer: TextMeasurer,
                             _ build: (Typesetter) -> Void) -> PageLayout {
        let setter = Typesetter(width: inches * 72, height: 1_000,
                                margins: (left: margin, right: margin, top: margin, bottom: margin), measurer: measurer)
        build(setter)
        return setter.finish(trimHeight: true)[0]
    }
}
