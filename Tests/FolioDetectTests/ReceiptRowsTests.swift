@testable import FolioDetect
import FolioModel
import Testing

/// Receipt rows from OCR lines placed as a photo gives them: a label's amount at the right, read as a line of its
/// own, can sit higher or lower than the label.
@Suite struct ReceiptRowsTests {
    /// A line of `text` at (`x`, `y`), its words 14 px a character with a space between them, `height` tall, each
    /// word `lean` × its distance from the line's start lower than the first.
    static func line(_ text: String, x: Double, y: Double, height: Double = 38, lean: Double = 0) -> Line {
        var words: [Word] = []
        var left = x
        for word in text.split(separator: " ") {
            let width = Double(word.count) * 14
            words.append(Word(text: String(word), box: Box(x: left, y: y + lean * (left - x), width: width, height: height),
                              confidence: 0.95))
            left += width + 14
        }
        return Line(text: text, box: Box(x: x, y: y, width: left - 14 - x, height: height), confidence: 0.95,
                    words: words)
    }

    static func page(_ lines: [Line]) -> Page {
        Page(index: 0, width: 780, height: 1000, dpi: 0, textSource: .ocr, transcript: "", confidence: 0.95,
             lines: lines, paragraphs: [])
    }

    /// receipt-photos-dev 1050, as read: the long lines at the top lean (their words give a slope of 0.04), but
    /// the labels and amounts below sit level; along the words' slope "SUB-TOTAL" lost its amount.
    static let leaningHead = page([
        line("ate:09/08/2017 Time: 12:45:41 PM", x: 5, y: 254, height: 69, lean: 0.04),
        line("heck: 332114 Table: 42", x: 3, y: 300, height: 53, lean: 0.04),
        line("overs: 2 Person#: 1", x: 9, y: 340, height: 43, lean: 0.04),
        line("346 0pened: 12:13:00 PM", x: 151, y: 380, height: 47, lean: 0.04),
        line("10.49", x: 488, y: 545, height: 29),
        line("Chix Cheesesteak", x: 92, y: 550, height: 33),
        line("25.22", x: 486, y: 610, height: 30),
        line("SUB-TOTAL", x: 119, y: 613, height: 31),
        line("1.74", x: 502, y: 644, height: 29),
        line("Food Tax", x: 119, y: 645, height: 30),
        line("Liquor Tax", x: 118, y: 676, height: 35),
        line("0.00", x: 499, y: 676, height: 29),
        line("Total Tax", x: 119, y: 738, height: 32),
        line("1.74", x: 500, y: 744, height: 28),
        line("TOTAL", x: 110, y: 768, height: 58),
        line("26.96", x: 535, y: 772, height: 68),
    ])

    @Test func levelRowsStayLevelUnderALeaningHead() throws {
        let rows = ReceiptRows.rows(of: [Self.leaningHead]).map(\.text)
        #expect(rows.contains("SUB-TOTAL 25.22"))
        #expect(rows.contains("Food Tax 1.74"))
        let receipt = try #require(ReceiptReader(options: DetectionOptions(region: "US")).receipt(from: [Self.leaningHead]))
        #expect(receipt.subtotal == "25.22")
        #expect(receipt.tax == "1.74")
        #expect(receipt.total == "26.96")
    }

    /// A page whose text leans throughout keeps the words' slope: rows lean with it.
    @Test func aLeaningPageKeepsItsSlope() {
        var lines: [Line] = []
        for row in 0..<8 {
            let y = 100 + Double(row) * 40
            lines.append(Self.line("ITEM NUMBER \(row) OF THE ORDER", x: 40, y: y, height: 30, lean: 0.05))
            lines.append(Self.line("\(row + 1).50", x: 500, y: y + 0.05 * 460, height: 30))
        }
        let rows = ReceiptRows.rows(of: [Self.page(lines)]).map(\.text)
        #expect(rows == (0..<8).map { "ITEM NUMBER \($0) OF THE ORDER \($0 + 1).50" })
    }

    @Test func aRowsAmountsCarryTheirSignsAndNotMeasures() {
        let values = { (text: String) in ReceiptRows.amounts(in: text).map(\.text) }
        #expect(values("LUNCH DISCOUNT 50% OFF : -$14.93") == ["-14.93"])
        #expect(values("TAX1 $4.39-") == ["-4.39"])
        // A spaced dash parts a name from its price.
        #expect(values("Chicken Wings - $8.99") == ["8.99"])
        #expect(values("LAVA Water Jug 2.25L 4.62") == ["4.62"])
        // A rate is no sum: "TAX 8.25%" with its amount lost to the next row has none.
        #expect(values("TAX 8.25%").isEmpty)
        #expect(values("Service Charge (18.00%) $6.12") == ["6.12"])
        #expect(values("TAX 8.00 % 1.44") == ["1.44"])
        #expect(ReceiptRows.amounts(in: "TAXABLE T1 $21.49-<").map(\.trailingMinus) == [true])
        #expect(ReceiptRows.amounts(in: "DISC -1.00").map(\.trailingMinus) == [false])
    }

    /// OCR's colon for a price's point is read when a currency sign marks the number as money (receipt-photos-dev
    /// 1006's "Noodle $2:00"); a time stays a time.
    @Test func aPriceWhosePointReadAsAColonIsStillAPrice() {
        let values = { (text: String) in ReceiptRows.amounts(in: text).map(\.text) }
        #expect(values("Noodle $2:00") == ["2.00"])
        #expect(values("Total before tip: $58:30") == ["58.30"])
        #expect(values("Server: Taj 6:06 PM 12.50") == ["12.50"])
        #expect(values("Closed $12:30:15").isEmpty)
        #expect(values("Open 10:30 Tax 1.20") == ["1.20"])
    }

    /// sroie-dev 219, as read: the unit price lost its point ("63 60") and stands as a line of its own before the
    /// row's amount. No number runs from one line into the next ("60 190.80" is no 60,190.80); within a line a
    /// space still groups thousands.
    @Test func noAmountRunsFromOneLineOfTheRowIntoTheNext() throws {
        let page = Self.page([
            Self.line("FOAMBOARD 91X46CM", x: 10, y: 100), Self.line("3", x: 330, y: 100),
            Self.line("63 60", x: 420, y: 100), Self.line("190.80", x: 560, y: 100),
        ])
        let row = try #require(ReceiptRows.rows(of: [page]).first)
        #expect(row.text == "FOAMBOARD 91X46CM 3 63 60 190.80")
        #expect(row.amounts.map(\.text) == ["190.80"])
        #expect(ReceiptRows.amounts(in: "FOAMBOARD 2 190.80").map(\.text) == ["2190.80"], "one line: a space groups")
    }
}
