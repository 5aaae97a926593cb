/// A table fixture with no table in it: a report's contents pages, which line up like one (titles down one side,
/// page numbers flush right down the other) and must not come out as tables.
extension TableCases {
    static func contents(_ measurer: TextMeasurer) -> TableCase {
        let setter = TableCase.a4Setter(measurer: measurer)
        setter.line("Regional Housing Review 2024", .serif(18, bold: true))
        setter.space(14)
        setter.row([.init(text: "Contents", x: 0), .init(text: "Page", x: setter.measure, anchor: .right)],
                   .sans(12, bold: true))
        setter.space(6)
        let entries: [(level: Int, number: String, title: String, page: Int)] = [
            (0, "", "Foreword", 3), (0, "1", "Introduction", 5), (1, "1.1", "Background to the review", 5),
            (1, "1.2", "Scope and method", 7), (1, "1.3", "Structure of this report", 8),
            (0, "2", "Economic context", 9), (1, "2.1", "Output and employment", 9), (1, "2.2", "Prices and wages", 12),
            (1, "2.3", "Public finances", 14), (0, "3", "Findings", 17),
            (1, "3.1", "Regional differences in household income", 17), (1, "3.2", "Housing", 21),
            (2, "3.2.1", "Owner occupation", 22), (2, "3.2.2", "Private renting", 25), (0, "4", "Recommendations", 29),
            (0, "Annex A", "Statistical tables", 33), (0, "Annex B", "Glossary", 41)]
        for entry in entries {
            let font = entry.level == 0 ? Font.sans(10, bold: true) : .sans(10)
            let indent = Double(entry.level) * 16
            let titleX = indent + (entry.number.isEmpty ? 0 : (entry.level == 0 ? 60 : 36))
            // Dot leaders from the title to the page number, as a word processor sets them.
            let titleEnd = titleX + measurer.width(entry.title, font) + 6
            let pageX = setter.measure - measurer.width("99", font) - 8
            let dots = max(0, Int((pageX - titleEnd) / measurer.width(" .", font)))
            setter.row([.init(text: entry.number, x: indent), .init(text: entry.title, x: titleX),
                        .init(text: String(repeating: " .", count: dots), x: titleEnd),
                        .init(text: String(entry.page), x: setter.measure, anchor: .right)], font)
        }
        setter.space(24)
        setter.line("List of tables", .sans(12, bold: true))
        setter.space(6)
        let tables: [(String, String, Int)] = [
            ("Table 2.1", "Output growth by sector, 2015 to 2020", 10), ("Table 2.2", "Consumer prices, annual change", 12),
            ("Table 3.1", "Household income by region", 18), ("Table 3.2", "Tenure of households", 22),
            ("Table A.1", "Population estimates", 34), ("Table A.2", "Employment by age group", 36)]
        for (label, title, page) in tables {
            setter.row([.init(text: label, x: 0), .init(text: title, x: 64),
                        .init(text: String(page), x: setter.measure, anchor: .right)], .sans(10))
        }
        return TableCase(name: "contents", description: "No table: a report's contents, numbered by level with dot "
                         + "leaders and page numbers flush right under a \"Page\" heading, and a list of tables "
                         + "without leaders. They line up in columns and must not come out as tables.",
                         pages: setter.finish(), tables: [])
    }
}
