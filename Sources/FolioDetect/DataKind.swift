/// The kinds of data the detectors find; the raw values are the `kind` strings of the JSON and CSV exports.
public enum DataKind: String, CaseIterable, Sendable, Codable {
    case email, phone, url, date, time, money, address, trackingNumber, flightNumber

    /// The kinds Folio detects: all the contract names.
    public static let detected: [DataKind] = [.email, .url, .phone, .date, .time, .money, .address, .trackingNumber,
                                              .flightNumber]
}

/// How a numeric date whose day and month could be swapped is read (`03/04/2018`).
public enum DateOrder: String, CaseIterable, Sendable, Codable {
    case dmy = "DMY", mdy = "MDY", ymd = "YMD"

    /// The usual order in a region: month first in the United States and a few others, year first in East Asia,
    /// day first elsewhere.
    public static func usual(inRegion region: String) -> DateOrder {
        switch region.uppercased() {
        case "US", "PH", "FM", "MH", "PW", "GU", "AS", "MP", "PR", "VI", "UM", "BZ": return .mdy
        case "CN", "JP", "KR", "KP", "TW", "HU", "LT", "MN": return .ymd
        default: return .dmy
        }
    }
}

/// What the detectors need to know about the text's origin.
public struct DetectionOptions: Sendable, Hashable {
    /// The kinds to look for.
    public var kinds: Set<DataKind>
    /// ISO 3166 region for phone numbers written without a country code ("US", "MY", "GB").
    public var region: String
    /// How ambiguous numeric dates are read; unambiguous ones (`25/12/2018`) are read whatever this says.
    public var dateOrder: DateOrder { didSet { dateOrderIsChosen = true } }
    /// Whether `dateOrder` was given rather than taken from `region`'s usual order.
    public private(set) var dateOrderIsChosen: Bool
    /// ISO 4217 code for amounts printed without a currency; nil leaves them without one.
    public var currency: String?
    /// Whether a text holding nothing but a number (a price cell, a column of a CSV) is read as an amount. Off
    /// for running text, where a lone number is a quantity, a page number or a count as often as a price.
    public var textIsOneField: Bool

    public init(kinds: Set<DataKind> = Set(DataKind.detected), region: String = "US", dateOrder: DateOrder? = nil,
                currency: String? = nil, textIsOneField: Bool = false) {
        self.kinds = kinds
        self.region = region.uppercased()
        self.dateOrder = dateOrder ?? DateOrder.usual(inRegion: region)
        self.dateOrderIsChosen = dateOrder != nil
        self.currency = currency?.uppercased()
        self.textIsOneField = textIsOneField
    }

    /// The options for text that names `region` as its own (a receipt printed there): its phone numbers and "$"
    /// read as there, and its numeric dates in that region's usual order unless an order was chosen. The kinds,
    /// the currency and `textIsOneField` stay.
    public func reading(from region: String) -> DetectionOptions {
        DetectionOptions(kinds: kinds, region: region, dateOrder: dateOrderIsChosen ? dateOrder : nil,
                         currency: currency, textIsOneField: textIsOneField)
    }
}
