/// Small labels, each carrying one code with a caption, pictured as a phone or a desk scanner would give them:
/// a parcel-tracking sticker (QR code, photographed a little askew), a shelf label (EAN-13 at a modest
/// resolution), a shipping label (Code 128, scanned slightly skewed) and the foot of a till receipt (a small QR
/// code and a Code 128, photographed and made small).
enum BarcodeLabels {
    static func all(measurer: TextMeasurer) throws -> [BarcodeSheet] {
        [try tracking(measurer), try shelf(measurer), try shipping(measurer), try receiptFoot(measurer)]
    }

    /// A 2.6 × 1.3 inch sticker: caption left, QR code right; photographed at 200 dpi, turned 4°, soft and noisy.
    private static func tracking(_ measurer: TextMeasurer) throws -> BarcodeSheet {
        let setter = label(width: 212, height: 120, measurer: measurer)
        let symbol = try QRCode.symbol(BarcodePayloads.trackingURL)
        let module = 1.8
        let side = Double(symbol.width) * module
        setter.line("Track your parcel", .sans(10, bold: true))
        setter.space(4)
        for line in ["Scan the code with", "your phone camera", "or visit", "track.example.com"] {
            setter.line(line, .sans(7))
        }
        let code = setter.barcode(symbol, x: setter.width - setter.right - side, top: (setter.height - side) / 2,
                                  module: module)
        return BarcodeSheet(name: "qr-label", description: "A parcel-tracking sticker: a QR code carrying a URL "
                                + "beside a caption; a phone picture at 200 dpi, turned 4°, soft and noisy.",
                            page: setter.finish()[0], codes: [code], dpi: 200,
                            style: ScanStyle(paper: 0.9, ink: 0.15, rotationDegrees: 4, speckles: 1, blur: 0.8,
                                             noise: 8))
    }

    /// A 2.2 × 1.3 inch shelf-edge label: product, weight and price over an EAN-13 at its nominal size
    /// (0.33 mm modules); scanned at 150 dpi, about two pixels a module.
    private static func shelf(_ measurer: TextMeasurer) throws -> BarcodeSheet {
        let setter = label(width: 180, height: 118, measurer: measurer)
        setter.row([.init(text: "Rolled Oats", x: 0), .init(text: "£2.15", x: setter.measure, anchor: .right)],
                   .sans(10, bold: true))
        setter.line("Wholegrain, 1 kg", .sans(7))
        let symbol = try EAN13.symbol(BarcodePayloads.oats)
        let module = 0.935
        let x = setter.centredX(of: symbol, module: module) + 3
        let code = setter.barcode(symbol, x: x, top: setter.y + 6, module: module, height: 40,
                                  humanReadable: .sans(8))
        return BarcodeSheet(name: "ean13-label", description: "A shelf-edge label: an EAN-13 at its nominal size "
                                + "under the product's name and price; scanned at 150 dpi (about two pixels a module).",
                            page: setter.finish()[0], codes: [code], dpi: 150,
                            style: .office(blur: 0.4, noise: 4))
    }

    /// A 4 × 2 inch shipping label: sender, recipient and the shipment number as Code 128; scanned at
    /// 300 dpi, skewed 1.5° counter-clockwise.
    private static func shipping(_ measurer: TextMeasurer) throws -> BarcodeSheet {
        let setter = label(width: 308, height: 170, measurer: measurer)
        setter.row([.init(text: "FROM", x: 0), .init(text: "TO", x: 130)], .sans(7, bold: true))
        let addresses = [("Ashdown Logistics Ltd", "Meridian Architects LLP"), ("Unit 4, Calder Park", "5 Quay Street"),
                         ("Wakefield WF2 7UA", "Manchester M3 3JE")]
        for (from, to) in addresses { setter.row([.init(text: from, x: 0), .init(text: to, x: 130)], .sans(8)) }
        setter.rule(thickness: 0.8, gap: 5)
        setter.line("SHIPMENT", .sans(7, bold: true))
        let symbol = try Code128.symbol(BarcodePayloads.shipment)
        let module = 1.1
        let x = setter.centredX(of: symbol, module: module)
        let code = setter.barcode(symbol, x: x, top: setter.y + 4, module: module, height: 46,
                                  humanReadable: .sans(9, bold: true))
        return BarcodeSheet(name: "code128-label", description: "A shipping label: sender and recipient over the "
                                + "shipment number as Code 128 (code set B) with its text; scanned at 300 dpi, "
                                + "skewed 1.5° counter-clockwise.",
                            page: setter.finish()[0], codes: [code], dpi: 300,
                            // No sensor noise: at 300 dpi it would make the PNG six times larger.
                            style: .office(rotationDegrees: -1.5, noise: 0))
    }

    /// The foot of an 80 mm till receipt: the total, the tax office's QR code (a fiscal receipt's time, sum and
    /// serial numbers, as Russian tills print them) in 1-point modules, and the order number as Code 128; a phone
    /// picture made small, as a chat app or a web form sends it: 140 dpi, so a QR module is under two pixels
    /// (ZBar finds the code's corner squares only when it scans every line), soft and noisy. Square to the frame:
    /// turned by a degree, the QR code is lost once Folio straightens the page (the resampling blurs its modules).
    private static func receiptFoot(_ measurer: TextMeasurer) throws -> BarcodeSheet {
        let setter = label(width: 250, height: 180, measurer: measurer)
        setter.row([.init(text: "TOTAL", x: 0), .init(text: "23.40", x: setter.measure, anchor: .right)],
                   .sans(10, bold: true))
        setter.line("Thank you, come again", .sans(8))
        let fiscal = try QRCode.symbol(BarcodePayloads.fiscalReceipt)
        let qrModule = 1.0
        let qr = setter.barcode(fiscal, x: setter.centredX(of: fiscal, module: qrModule), top: setter.y + 6,
                                module: qrModule)
        setter.space(Double(fiscal.width) * qrModule + 12)
        let order = try Code128.symbol(BarcodePayloads.order)
        let module = 1.0
        let x = setter.centredX(of: order, module: module)
        let code = setter.barcode(order, x: x, top: setter.y + 6, module: module, height: 28)
        return BarcodeSheet(name: "receipt-foot", description: "The foot of a till receipt: a fiscal QR code and "
                                + "the order number as Code 128; a phone picture made small (140 dpi, under two "
                                + "pixels a QR module), soft and noisy.",
                            page: setter.finish()[0], codes: [qr, code], dpi: 140,
                            style: ScanStyle(paper: 0.92, ink: 0.12, rotationDegrees: 0, speckles: 0, blur: 0.3,
                                             noise: 6))
    }

    /// A picture of `width` × `height` points holding a label whose printed edge is 12 points inside it: the
    /// margin keeps a turned label whole in the frame.
    private static func label(width: Double, height: Double, measurer: TextMeasurer) -> Typesetter {
        let setter = Typesetter(width: width, height: height, margins: (left: 24, right: 24, top: 24, bottom: 22),
                                measurer: measurer)
        let (x0, y0, x1, y1) = (12.0, 12.0, width - 12, height - 12)
        for (a, b) in [((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)), ((x0, y1), (x0, y0))] {
            setter.draw(RuleLine(x0: a.0, y0: a.1, x1: b.0, y1: b.1, width: 0.6))
        }
        return setter
    }
}
