/// One barcode fixture before it is written: a typeset page holding codes, and how its picture is taken.
struct BarcodeSheet {
    /// The file stem: `<name>.png` (and `<name>.pdf` for a born-digital sheet).
    var name: String
    /// What the file shows, for a person reading the truth.
    var description: String
    var page: PageLayout
    /// The codes printed on the page, in reading order.
    var codes: [PlacedCode]
    /// Resolution of the picture; how it was scanned or photographed (tint, blur, noise, rotation).
    var dpi: Double
    var style: ScanStyle
}

/// The payloads the fixtures print: invented, but shaped like real ones.
enum BarcodePayloads {
    /// A parcel's shipment number, as a carrier's Code 128 label carries it.
    static let shipment = "SHP-20240314-0087"
    /// The tracking page of that parcel (`example.com` is reserved for examples).
    static let trackingURL = "https://track.example.com/p/SHP-20240314-0087"
    /// A restaurant's order number, as a till prints it under the receipt for the kitchen's scanner.
    static let order = "ORD-58213"
    /// What a Russian fiscal receipt's QR code holds: time, sum, fiscal drive, document and sign numbers, type.
    static let fiscalReceipt = "t=20240314T1921&s=23.40&fn=9960440301642989&i=7716&fp=1501889996&n=1"
    /// EAN-13 codes with GS1 UK's prefix 50 and valid check digits; not assigned to any real product. ZBar,
    /// with every symbology on as `BarcodeReader` sets it, reports an EAN-13 starting with 0 as a 12-digit
    /// "UPC-A" and one starting with 978 or 979 as "ISBN-13"; these are plain EAN-13s.
    static let oats = "5060412345675"
    static let coffee = "5031234009878"
}
