/// A kind of match `folio detect` reports (its `"kind"`).
public enum DetectorKind: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case email, phone, url, date, time, money, address, trackingNumber, flightNumber

    public static func < (lhs: DetectorKind, rhs: DetectorKind) -> Bool {
        (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
    }
}

/// How `folio detect` reads an all-numeric date: `--date-order`.
public enum DateOrder: String, Sendable, Hashable, Codable {
    case dmy = "DMY", mdy = "MDY", ymd = "YMD"
}

/// The options of one `folio detect` call; cases with equal options share a call.
public struct DetectOptions: Sendable, Hashable, Codable, Comparable {
    /// `--kinds`: the kinds the call asks for.
    public var kinds: [DetectorKind]
    /// `--region`: the default region for phone numbers (nil: the CLI's default, US).
    public var region: String?
    /// `--date-order` (nil: the CLI's default).
    public var dateOrder: DateOrder?
    /// `--currency`: the ISO 4217 code of amounts printed without one (nil: none).
    public var currency: String?
    /// `--fields`: each line is one field value (a price cell), so a lone number is an amount.
    public var fields: Bool

    /// Options as given.
    public init(kinds: [DetectorKind], region: String? = nil, dateOrder: DateOrder? = nil, currency: String? = nil,
                fields: Bool = false) {
        self.kinds = kinds
        self.region = region
        self.dateOrder = dateOrder
        self.currency = currency
        self.fields = fields
    }

    /// The arguments after the executable: `detect --lines --kinds K,... [--region CC] [--date-order O]
    /// [--currency C]`; the text comes on standard input, one case line per input line.
    public var arguments: [String] {
        var arguments = ["detect", "--lines", "--kinds", kinds.map(\.rawValue).joined(separator: ",")]
        if let region { arguments += ["--region", region] }
        if let dateOrder { arguments += ["--date-order", dateOrder.rawValue] }
        if let currency { arguments += ["--currency", currency] }
        if fields { arguments.append("--fields") }
        return arguments
    }

    public static func < (lhs: DetectOptions, rhs: DetectOptions) -> Bool {
        lhs.arguments.lexicographicallyPrecedes(rhs.arguments)
    }
}
