import Foundation

/// isemail's test addresses (`email/isemail_tests.json`), one address per case, alone on its line, run with
/// `--kinds email`.
///
/// - ISEMAIL_VALID_CATEGORY, ISEMAIL_DNSWARN and ISEMAIL_RFC5321 addresses must be found whole: a match whose
///   text is the address and whose value is the address lowercased. Any other email match is a false positive.
/// - ISEMAIL_ERR addresses must not be found whole: a match whose text is the whole line is a false positive.
///   A match of a part is not counted (an invalid address may hold a valid one, as "(test@iana.org" does).
/// - Not scored: ISEMAIL_CFWS, ISEMAIL_DEPREC and ISEMAIL_RFC5322 (comments, folding white space, quoted
///   strings, domain literals: legal but not what a text detector finds), and for the same reason the
///   RFC 5321 quoted strings and address literals (`""@iana.org`, `test@[IPv6:::]`); addresses holding a line
///   break (they cannot be one input line).
///
/// Control characters written as Unicode control pictures (U+2400 + n, as isemail's XML does) are decoded.
public enum IsEmailVectors {
    struct Record: Decodable {
        var id: String
        var address: String
        var category: String
        var diagnosis: String
    }

    static let mustFind: Set<String> = ["ISEMAIL_VALID_CATEGORY", "ISEMAIL_DNSWARN", "ISEMAIL_RFC5321"]
    static let exotic: Set<String> = ["ISEMAIL_CFWS", "ISEMAIL_DEPREC", "ISEMAIL_RFC5322"]
    static let exoticDiagnoses: Set<String> = ["ISEMAIL_RFC5321_QUOTEDSTRING", "ISEMAIL_RFC5321_ADDRESSLITERAL"]

    /// The cases of the JSON records in `data`.
    public static func load(_ data: Data, path: String = "isemail_tests.json") throws -> LoadedVectors {
        var result = LoadedVectors()
        let options = DetectOptions(kinds: [.email])
        for record in try DetectorVectors.decode([Record].self, from: data, path: path) {
            let address = decodingControlPictures(record.address)
            let subset = record.category.replacingOccurrences(of: "ISEMAIL_", with: "")
                .replacingOccurrences(of: "_CATEGORY", with: "")
            if exotic.contains(record.category) || exoticDiagnoses.contains(record.diagnosis) {
                result.exclude(.isemail, "comments, folding white space, quoted strings or domain literals "
                    + "(CFWS, DEPREC, RFC5322, RFC5321 quoted string or address literal): not scored")
            } else if address.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\r" }) {
                result.exclude(.isemail, "holds a line break, so it cannot be one input line")
            } else if mustFind.contains(record.category) {
                let check = DetectorCheck(kind: .email, expected: [.text(address, value: address.lowercased())],
                                          unexpected: .all)
                result.cases.append(DetectorCase(id: "isemail#\(record.id)", suite: .isemail, subsets: [subset],
                                                 lines: [address], options: options, checks: [check]))
            } else if record.category == "ISEMAIL_ERR" {
                let check = DetectorCheck(kind: .email, expected: [], unexpected: .wholeLine)
                result.cases.append(DetectorCase(id: "isemail#\(record.id)", suite: .isemail, subsets: [subset],
                                                 lines: [address], options: options, checks: [check]))
            } else {
                throw EvalError(.malformed, path: path,
                                message: "record \(record.id) has an unknown category \(record.category)")
            }
        }
        return result
    }

    /// `text` with control pictures U+2400…U+241F and U+2421 turned back into U+0000…U+001F and U+007F.
    public static func decodingControlPictures(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x2400...0x241F: scalars.append(Unicode.Scalar(scalar.value - 0x2400) ?? scalar)
            case 0x2421: scalars.append(Unicode.Scalar(UInt8(0x7F)))
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
