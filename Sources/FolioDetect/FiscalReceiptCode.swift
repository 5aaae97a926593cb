import Foundation

/// The QR code a Russian till prints on every receipt since 2017 for the tax office (FNS): its time, sum and the
/// numbers of the fiscal drive, document and sign, as `t=20220602T1921&s=958.94&fn=…&i=…&fp=…&n=1`. It is the
/// fiscal record of the sale, checked by the tax office, so where a receipt carries one its date, time and total
/// are taken from it, and its currency is roubles: OCR of the printed figures can only be less sure.
struct FiscalReceiptCode: Equatable {
    /// ISO 8601, as `DateDetector` writes dates.
    var date: String
    /// 24-hour "HH:mm".
    var time: String
    var total: Decimal

    /// The code's fields when `payload` is one: `t`, `s`, `fn`, `i` and `fp` present, `t` a valid time.
    static func read(_ payload: String) -> FiscalReceiptCode? {
        var fields: [String: String] = [:]
        for pair in payload.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { return nil }
            fields[String(parts[0])] = String(parts[1])
        }
        guard let t = fields["t"], let s = fields["s"], fields["fn"] != nil, fields["i"] != nil, fields["fp"] != nil
        else { return nil }
        // t = yyyyMMddTHHmm, seconds optional.
        let stamp = Array(t)
        guard stamp.count == 13 || stamp.count == 15, stamp[8] == "T",
              stamp.enumerated().allSatisfy({ $0.offset == 8 || $0.element.isASCII && $0.element.isNumber }),
              let year = Int(String(stamp[0..<4])), let month = Int(String(stamp[4..<6])),
              let day = Int(String(stamp[6..<8])), let hour = Int(String(stamp[9..<11])),
              let minute = Int(String(stamp[11..<13])),
              (2000...2100).contains(year), (1...12).contains(month), (1...31).contains(day),
              hour < 24, minute < 60
        else { return nil }
        // s = roubles with kopecks after a point ("958.94", "958").
        guard s.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), s.filter({ $0 == "." }).count <= 1,
              let total = Decimal(string: s, locale: Locale(identifier: "en_US_POSIX")), total > 0
        else { return nil }
        return FiscalReceiptCode(date: String(format: "%04d-%02d-%02d", year, month, day),
                                 time: String(format: "%02d:%02d", hour, minute), total: total)
    }
}
