/// A two-page internal memo with a header block, paragraphs and a numbered list.
enum MemoDocument {
    static func pages(measurer: TextMeasurer) -> [PageLayout] {
        let setter = Typesetter(width: Paper.a4.width, height: Paper.a4.height,
                                margins: (left: 68, right: 68, top: 60, bottom: 60), measurer: measurer)
        let body = Font.sans(11)
        setter.line("MEMORANDUM", .sans(16, bold: true))
        setter.space(8)
        let header = [("To:", "All staff, Northgate office"), ("From:", "Priya Raman, Operations Director"),
                      ("Date:", "2 April 2024"), ("Subject:", "Office move and new working arrangements")]
        for (label, value) in header {
            setter.row([.init(text: label, x: 0), .init(text: value, x: 70)], body)
        }
        setter.rule(thickness: 1, gap: 6)
        setter.space(6)
        for paragraph in firstPage { setter.paragraph(paragraph, body) }
        setter.line("Before the move, every team is asked to:", body)
        setter.space(4)
        for (index, item) in actions.enumerated() {
            let lines = setter.wrap(item, body, width: setter.measure - 22)
            for (number, line) in lines.enumerated() {
                setter.row([.init(text: number == 0 ? "\(index + 1)." : "", x: 4), .init(text: line, x: 22)], body)
            }
        }
        setter.newPage()
        setter.line("Working arrangements from 6 May", .sans(12, bold: true))
        setter.space(6)
        for paragraph in secondPage { setter.paragraph(paragraph, body) }
        setter.space(12)
        setter.line("Priya Raman", body)
        setter.line("Operations Director", body)
        return setter.finish()
    }

    static let firstPage = [
        "As announced at the staff meeting in March, the Northgate office will move to the second floor of "
            + "Riverside House, 40 Canal Street, on Friday 26 April 2024. The building is a ten-minute walk from "
            + "the station and has secure cycle parking for forty bicycles.",
        "The removal company will collect furniture, files and equipment from 2 pm on Thursday 25 April. "
            + "Please do not book meetings in the office that afternoon. Laptops stay with their owners and should "
            + "be taken home on Thursday evening.",
        "Our telephone numbers will not change. The new postal address is Riverside House, 40 Canal Street, "
            + "Leeds LS1 4DL, and it should be used on all letters and invoices from 22 April.",
    ]

    static let actions = [
        "Clear personal items from desks and label any boxes with your name and team.",
        "Send paper files older than seven years to the archive room for secure disposal.",
        "Return borrowed equipment, such as monitors and chairs, to the facilities desk.",
        "Tell the IT helpdesk by 19 April if you need a desk telephone at the new office.",
    ]

    static let secondPage = [
        "Riverside House has 64 desks for 80 staff, so we will adopt a booking system for desks from Monday "
            + "6 May. Each team has a home area, and desks can be reserved up to two weeks ahead using the new "
            + "booking page on the intranet.",
        "The office will be open from 7.30 am to 7 pm on weekdays. Staff are welcome to work from home for up "
            + "to two days a week, agreed with their manager. Team days will be Tuesday for finance and Thursday "
            + "for operations and sales.",
        "There are four meeting rooms, the largest seating twelve people, and a quiet room for calls. Rooms "
            + "are booked through the same system as desks. Please release a booking as soon as you know that "
            + "you no longer need it.",
        "Questions about the move should go to the facilities team at facilities@example.com or on extension "
            + "2214. A floor plan and a short guide to the building will be sent to everyone by 19 April.",
        "Thank you all for your patience during the move.",
    ]
}
