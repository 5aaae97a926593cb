/// A one-page business letter: letterhead, date, address, subject, four paragraphs, signature.
enum LetterDocument {
    static func pages(measurer: TextMeasurer) -> [PageLayout] {
        let setter = Typesetter(width: Paper.a4.width, height: Paper.a4.height,
                                margins: (left: 72, right: 72, top: 64, bottom: 64), measurer: measurer)
        let body = Font.serif(11)
        setter.line("Harbour Lane Books Ltd", .sans(15, bold: true))
        setter.line("14 Harbour Lane, Bristol BS1 4QA", .sans(10))
        setter.line("Telephone 0117 496 0321", .sans(10))
        setter.line("orders@example.com", .sans(10))
        setter.rule(thickness: 0.8, gap: 8)
        setter.space(10)
        setter.line("12 March 2024", body)
        setter.space(14)
        for line in ["Ms Eleanor Whitfield", "27 Orchard Road", "Bath BA2 3LT"] { setter.line(line, body) }
        setter.space(14)
        setter.line("Order HLB-20417: delivery and refund", .serif(11, bold: true))
        setter.space(10)
        setter.line("Dear Ms Whitfield,", body)
        setter.space(6)
        for paragraph in paragraphs { setter.paragraph(paragraph, body) }
        setter.space(4)
        setter.line("Yours sincerely,", body)
        setter.space(30)
        setter.line("Thomas Avery", body)
        setter.line("Customer Services Manager", body)
        return setter.finish()
    }

    static let paragraphs = [
        "Thank you for your order of 4 March 2024. We are pleased to confirm that three of the four books you "
            + "asked for were sent on 8 March by tracked delivery, and they should reach you within two working days.",
        "The fourth title, a hardback edition of The Shipwright's Daughter, is out of print and our supplier "
            + "cannot obtain another copy. We have therefore refunded £18.50 to the card ending 4417. The refund was "
            + "made on 11 March and may take up to five working days to appear on your statement.",
        "If you would like us to look for a second-hand copy in good condition, please reply to this letter or "
            + "write to orders@example.com, quoting your order number. We visit the major book fairs every month "
            + "and will tell you the price before we buy anything on your behalf.",
        "We hope you enjoy the books, and we look forward to seeing you in the shop again soon.",
    ]
}
