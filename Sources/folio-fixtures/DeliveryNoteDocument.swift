/// A carrier's one-page delivery note carrying all three codes as they are printed on real ones: the shipment
/// number as Code 128 in the top corner, an item's EAN-13 for booking in, and a QR code linking to the
/// tracking page beside the instructions. Written as a born-digital PDF and as a scan.
enum DeliveryNoteDocument {
    static func sheet(measurer: TextMeasurer) throws -> BarcodeSheet {
        let setter = Typesetter(width: Paper.a4.width, height: Paper.a4.height,
                                margins: (left: 56, right: 56, top: 56, bottom: 56), measurer: measurer)
        let body = Font.sans(10)
        var codes: [PlacedCode] = []

        // Code 128 modules of 0.9 pt (0.32 mm), about the narrowest a laser-printed label uses.
        let shipment = try Code128.symbol(BarcodePayloads.shipment)
        let shipmentModule = 0.9
        codes.append(setter.barcode(shipment, x: setter.width - setter.right - Double(shipment.width) * shipmentModule,
                                    top: setter.top, module: shipmentModule, height: 34, humanReadable: .sans(8)))
        setter.line("Ashdown Logistics Ltd", .sans(16, bold: true))
        for line in ["Unit 4, Calder Park", "Wakefield WF2 7UA", "Telephone 0113 496 0722"] { setter.line(line, body) }
        setter.space(18)
        setter.line("DELIVERY NOTE", .sans(14, bold: true))
        setter.space(4)
        let facts = [("Shipment number: \(BarcodePayloads.shipment)", "Dispatched: 14 March 2024"),
                     ("Your order: PO-77125", "Service: next working day")]
        for (left, right) in facts {
            setter.row([.init(text: left, x: 0), .init(text: right, x: setter.measure, anchor: .right)], body)
        }
        setter.space(12)
        setter.line("Deliver to:", .sans(10, bold: true))
        for line in ["Meridian Architects LLP", "Goods In", "5 Quay Street", "Manchester M3 3JE"] { setter.line(line, body) }
        setter.space(14)

        let columns = [Typesetter.Column(title: "Item", width: 56), Typesetter.Column(title: "Description", width: 259),
                       Typesetter.Column(title: "EAN", width: 100), Typesetter.Column(title: "Qty", width: 68, anchor: .right)]
        let rows = [["KT-1204", "Rolled oats, wholegrain, 1 kg, case of 6", BarcodePayloads.oats, "4"],
                    ["KT-1377", "Ground coffee, medium roast, 227 g, case of 12", BarcodePayloads.coffee, "2"]]
        setter.table(columns, rows: rows, font: body, headingFont: .sans(10, bold: true), ruled: true)

        setter.paragraph("Book the goods in by scanning each case's barcode. The coffee is packed without an outer "
                         + "label; its barcode is printed here:", body)
        // EAN-13 at its nominal size: 0.33 mm modules, data bars 22.85 mm less the digits' band.
        let coffee = try EAN13.symbol(BarcodePayloads.coffee)
        let eanModule = 0.935
        codes.append(setter.barcode(coffee, x: setter.left + 11 * eanModule, top: setter.y + 4, module: eanModule,
                                    height: 56, humanReadable: .sans(8.5)))
        setter.space(4 + 56 + 10 * eanModule + 16)

        setter.paragraph("Please check the goods on arrival and note any damage or shortage below before signing. "
                         + "Claims for damage in transit must reach us within 3 working days.", body)
        setter.space(6)
        let tracking = try QRCode.symbol(BarcodePayloads.trackingURL)
        let qrModule = 1.5
        let qrSide = Double(tracking.width) * qrModule
        let qrTop = setter.y
        codes.append(setter.barcode(tracking, x: setter.width - setter.right - qrSide, top: qrTop, module: qrModule))
        setter.line("Track this delivery", .sans(11, bold: true))
        for line in ["Scan the code with your phone camera, or visit", "track.example.com and enter the shipment number."] {
            setter.line(line, body)
        }
        setter.space(max(0, qrTop + qrSide - setter.y) + 24)
        setter.row([.init(text: "Received by:", x: 0), .init(text: "Date:", x: 300)], body)
        setter.draw(RuleLine(x0: setter.left + 70, y0: setter.y - 3, x1: setter.left + 280, y1: setter.y - 3, width: 0.5))
        setter.draw(RuleLine(x0: setter.left + 330, y0: setter.y - 3, x1: setter.left + setter.measure, y1: setter.y - 3,
                             width: 0.5))
        setter.footer("Ashdown Logistics Ltd, registered in England and Wales no. 08123456", .sans(8))
        return BarcodeSheet(name: "delivery-note", description: "A one-page delivery note: the shipment number as "
                                + "Code 128 (0.9 pt modules), an item's EAN-13 at nominal size and a tracking QR code "
                                + "(1.5 pt modules) among real text.",
                            page: setter.finish()[0], codes: codes, dpi: 200,
                            // No sensor noise: it makes the PNG ten times larger (1.7 MB against 180 KB); the
                            // labels carry noise.
                            style: .office(rotationDegrees: 0.4, noise: 0))
    }
}
