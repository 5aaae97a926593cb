/// Seeded business pages for benchmarks: letters, notices and statements built from a bank of sentences,
/// names and amounts, so that any page count can be produced and reproduced.
enum GeneratedPages {
    static func pages(count: Int, seed: UInt64, measurer: TextMeasurer) -> [PageLayout] {
        (0..<count).map { index in
            var random = SeededRandom.derived(seed: seed, salt: UInt64(index))
            return page(number: index + 1, of: count, random: &random, measurer: measurer)
        }
    }

    private static func page(number: Int, of total: Int, random: inout SeededRandom,
                             measurer: TextMeasurer) -> PageLayout {
        let setter = Typesetter(width: Paper.a4.width, height: Paper.a4.height,
                                margins: (left: 68, right: 68, top: 60, bottom: 60), measurer: measurer)
        let body = random.unit() < 0.5 ? Font.serif(11) : Font.sans(11)
        let company = random.pick(companies)
        setter.row([.init(text: company, x: 0),
                    .init(text: date(&random), x: setter.measure, anchor: .right)], .sans(13, bold: true))
        let reference = "\(random.pick(["AC", "HR", "OPS", "FIN"]))-\(1000 + random.next() % 9000)"
        let contact = random.pick(people).lowercased().replacingOccurrences(of: " ", with: ".") + "@example.com"
        setter.line("Reference \(reference)   Contact: \(contact)", .sans(10))
        setter.rule(thickness: 0.8, gap: 6)
        setter.space(8)
        setter.line(random.pick(titles), .sans(12, bold: true))
        setter.space(6)
        let withTable = random.unit() < 0.4
        for _ in 0..<(withTable ? 2 : 4) { setter.paragraph(paragraph(&random), body) }
        if withTable {
            let columns = [Typesetter.Column(title: "Date", width: 110),
                           Typesetter.Column(title: "Description", width: 240),
                           Typesetter.Column(title: "Amount", width: 109, anchor: .right)]
            let rows = (0..<(5 + Int(random.next() % 4))).map { _ in
                [date(&random), random.pick(lineItems), Money.format(500 + Int(random.next() % 250_000))]
            }
            let ruled = random.unit() < 0.5
            setter.table(columns, rows: rows, font: .sans(10), headingFont: .sans(10, bold: true), ruled: ruled)
            setter.paragraph(paragraph(&random), body)
        }
        while setter.y < Paper.a4.height - 260 { setter.paragraph(paragraph(&random), body) }
        setter.line("Yours faithfully,", body)
        setter.space(18)
        setter.line(random.pick(people), body)
        setter.footer("Page \(number) of \(total)", .sans(9))
        return setter.finish()[0]
    }

    private static func paragraph(_ random: inout SeededRandom) -> String {
        (0..<(3 + Int(random.next() % 3))).map { _ in
            random.pick(sentences)
                .replacingOccurrences(of: "{date}", with: date(&random))
                .replacingOccurrences(of: "{amount}", with: Money.format(1_000 + Int(random.next() % 900_000)))
                .replacingOccurrences(of: "{number}", with: String(2 + random.next() % 48))
                .replacingOccurrences(of: "{person}", with: random.pick(people))
        }.joined(separator: " ")
    }

    private static func date(_ random: inout SeededRandom) -> String {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"]
        return "\(1 + random.next() % 28) \(random.pick(months)) \(2021 + random.next() % 4)"
    }

    static let companies = ["Ashdown Logistics Ltd", "Bramble & Finch Solicitors", "Castleton Water Services",
                            "Dunmore Engineering plc", "Elmwood Housing Trust", "Fairhaven Medical Practice",
                            "Greystone Insurance", "Holloway Print Works"]
    static let people = ["Alice Morgan", "Daniel Okafor", "Grace Liu", "Hamish Reid", "Leila Haddad",
                         "Marcus Bell", "Nina Kowalski", "Oliver Grant", "Sofia Rossi", "Tom Hughes"]
    static let titles = ["Annual statement of account", "Notice of change to your policy", "Renewal of your contract",
                         "Confirmation of your appointment", "Summary of services provided",
                         "Update on your claim", "Reminder of payment due"]
    static let lineItems = ["Quarterly service charge", "Inspection and report", "Replacement parts",
                            "Consultation fee", "Annual licence renewal", "Late payment interest", "Transport and delivery",
                            "Maintenance visit", "Refund of overpayment"]
    static let sentences = [
        "Thank you for your letter of {date}, which we received last week.",
        "We have reviewed your account and can confirm that the balance is now {amount} pounds.",
        "Please find enclosed a copy of the agreement signed on {date}.",
        "The next payment of {amount} will be collected on or shortly after {date}.",
        "If any of the details shown are incorrect, please let us know within {number} days.",
        "Our offices are open from Monday to Friday between 9 am and 5 pm.",
        "{person} will be your main contact and can be reached at the number above.",
        "We are sorry for the delay in replying, which was caused by a fault in our systems.",
        "The work was completed on {date} and has been inspected by our engineer.",
        "A further {number} items remain outstanding and will be delivered as soon as possible.",
        "Please keep this letter, as you may need it when you complete your tax return.",
        "You do not need to take any action if you are happy with the changes described.",
        "The revised terms apply from {date} and replace all earlier versions.",
        "We would be grateful if you could return the signed form in the envelope provided.",
        "An invoice for {amount} has been issued and is payable within {number} days.",
        "Should you wish to discuss this matter, please call us and quote the reference above.",
        "The meeting on {date} was attended by {number} members of the committee.",
        "All figures in this letter include value added tax at the standard rate.",
        "Your policy covers accidental damage up to a limit of {amount} for each claim.",
        "We will write to you again once the review has been completed.",
        "The total for the period was {amount}, compared with a forecast of {amount}.",
        "Copies of the minutes are available from {person} on request.",
        "The engineer will need access to the meter on the morning of {date}.",
        "Interest has been charged at {number} per cent a year on the overdue amount.",
    ]
}
