import Foundation

/// libphonenumber's example numbers (`phone/libphonenumber_example_numbers.csv`: region, country code, type,
/// national significant number, E.164, national prefix), each written into the sentence "Call <number>
/// today." in up to three ways, run with `--kinds phone --region <the row's region>`:
///
/// - `international`: `+<country code> <grouped number>`;
/// - `e164`: the E.164 string as it is;
/// - `national`: the national prefix, then the grouped number — only when the row has a prefix. A prefix
///   "0" is written against the first group ("0121 234 5678"), any other apart ("8 301 123 4567",
///   "06 1234 5678").
///
/// The grouping is the same for every country (`groups(of:)`), never tuned per country. A phone match whose
/// value is the row's E.164 number is a true positive; any other phone match is a false positive. The
/// non-geographic entities (region "001") run with the default region and have no national form.
public enum PhoneExampleVectors {
    /// How an example number is written; a case's subset.
    public enum Form: String, CaseIterable, Sendable {
        case international, e164, national
    }

    /// The cases of the CSV `text`; throws `.malformed` on a row without the six fields.
    public static func load(_ text: String, path: String = "libphonenumber_example_numbers.csv") throws
        -> LoadedVectors {
        var result = LoadedVectors()
        let rows = text.split(whereSeparator: \.isNewline).map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        guard let header = rows.first, header.first == "region" else {
            throw EvalError(.malformed, path: path, message: "no header row starting with region")
        }
        for (number, row) in rows.dropFirst().enumerated() {
            guard row.count == 6 else {
                throw EvalError(.malformed, path: path, message: "row \(number + 2) has \(row.count) fields, not 6")
            }
            let region = String(row[0]), countryCode = String(row[1]), type = String(row[2])
            let national = String(row[3]), e164 = String(row[4]), prefix = String(row[5])
            let check = DetectorCheck(kind: .phone, expected: [.phone(e164)], unexpected: .all)
            let options = DetectOptions(kinds: [.phone], region: region == "001" ? nil : region)
            for form in Form.allCases {
                guard let number = write(national, countryCode: countryCode, prefix: prefix, as: form) else {
                    continue
                }
                result.cases.append(DetectorCase(
                    id: "phone:\(region):\(type):\(form.rawValue)", suite: .phoneExamples, subsets: [form.rawValue],
                    lines: ["Call \(number) today."], options: options, checks: [check]))
            }
        }
        return result
    }

    /// The number written in `form`, or nil for the national form of a row without a national prefix.
    public static func write(_ national: String, countryCode: String, prefix: String, as form: Form) -> String? {
        let grouped = groups(of: national).joined(separator: " ")
        switch form {
        case .international: return "+\(countryCode) \(grouped)"
        case .e164: return "+\(countryCode)\(national)"
        case .national:
            guard !prefix.isEmpty else { return nil }
            return prefix == "0" ? "0" + grouped : "\(prefix) \(grouped)"
        }
    }

    /// `digits` in groups of three from the left, the tail made of fours where threes do not fit: 4 → 4,
    /// 5 → 2+3, 7 → 3+4, 8 → 4+4, 9 → 3+3+3, 10 → 3+3+4, 11 → 3+4+4.
    public static func groups(of digits: String) -> [String] {
        let count = digits.count
        guard count > 4 else { return [digits] }
        var sizes: [Int]
        switch count % 3 {
        case 0: sizes = Array(repeating: 3, count: count / 3)
        case 1: sizes = Array(repeating: 3, count: (count - 4) / 3) + [4]
        default: sizes = count == 5 ? [2, 3] : Array(repeating: 3, count: (count - 8) / 3) + [4, 4]
        }
        var result: [String] = [], rest = Substring(digits)
        for size in sizes {
            result.append(String(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return result
    }
}
