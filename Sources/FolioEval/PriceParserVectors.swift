import Foundation

/// price-parser's examples (`money/price_parser_examples.json`), each `price_raw` alone on its line, run with
/// `--kinds money --fields` (each string is a price field scraped from a page, which is what price-parser reads:
/// a lone number there is a price), plus `--currency <code>` when `currency_raw` (price-parser's separate currency hint) is
/// an ISO 4217 code or a symbol that names one currency (`CurrencySymbols.code(for:)`, e.g. "€" → EUR).
///
/// - `amount` null: no price; any money match is a false positive.
/// - Otherwise a money match whose amount (the number before the space in its value) equals `amount`,
///   ignoring the sign, is a true positive, and none is a false negative. price-parser's truth is the first
///   price of the string, so other money matches are not counted when the amount was found; when it was not,
///   every money match is a false positive (a wrong reading).
/// - The currency is scored apart, on the true positives: the expected `currency` (as written) mapped to
///   codes by `CurrencySymbols` must be the value's code; with no currency written or hinted the value must
///   carry none. Not scored: an unmapped currency, or one written only in a `currency_raw` that was not
///   passed (the CLI cannot see it).
///
/// Every list is scored, the XFAIL lists included (price-parser fails them, but their values are still the
/// truth); each list is a subset. A price whose `price_raw` writes no currency ("690,00", "17.99") is also in
/// the subset "bare number" (or "bare number, --currency given"): found only because `--fields` says the line
/// is a price. Records without a `price_raw` are left out.
public enum PriceParserVectors {
    struct Record: Decodable {
        var list: String
        var currencyRaw: String?
        var priceRaw: String?
        var currency: String?
        var amount: String?

        enum CodingKeys: String, CodingKey {
            case list, currency, amount
            case currencyRaw = "currency_raw", priceRaw = "price_raw"
        }
    }

    /// The cases of the JSON records in `data`.
    public static func load(_ data: Data, path: String = "price_parser_examples.json") throws -> LoadedVectors {
        var result = LoadedVectors()
        for (index, record) in try DetectorVectors.decode([Record].self, from: data, path: path).enumerated() {
            guard let text = record.priceRaw else {
                result.exclude(.priceParser, "no price_raw: nothing to read")
                continue
            }
            let hint = record.currencyRaw.flatMap { CurrencySymbols.code(for: $0) }
            let check: DetectorCheck
            if let written = record.amount {
                guard let amount = Amount(written) else {
                    throw EvalError(.malformed, path: path,
                                    message: "record \(index + 1): amount \(written) is not a number")
                }
                let currency = currencyTruth(record, hint: hint)
                check = DetectorCheck(kind: .money, expected: [.amount(amount, currency: currency)],
                                      unexpected: .allUnlessFound)
            } else {
                check = DetectorCheck(kind: .money, expected: [], unexpected: .all)
            }
            var subsets = [record.list.replacingOccurrences(of: "PRICE_PARSING_EXAMPLES", with: "EXAMPLES")]
            if record.amount != nil, !(record.currency.map(text.contains) ?? false) {
                subsets.append(hint == nil ? "bare number" : "bare number, --currency given")
            }
            let lines = DateChecks.lines(text)
            result.cases.append(DetectorCase(id: "price-parser#\(index + 1)", suite: .priceParser, subsets: subsets,
                                             lines: lines, options: DetectOptions(kinds: [.money], currency: hint, fields: true),
                                             checks: [check]))
        }
        return result
    }

    /// The currency a right amount should carry.
    static func currencyTruth(_ record: Record, hint: String?) -> CurrencyTruth {
        guard let written = record.currency else { return hint.map { .codes([$0], written: $0) } ?? .none }
        let visible = record.priceRaw?.contains(written) == true || hint != nil
        guard visible, let codes = CurrencySymbols.codes(for: written) else { return .unscored(written) }
        return .codes(codes, written: written)
    }
}
