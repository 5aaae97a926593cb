/// Encodes EAN-13 (GS1 General Specifications §5.2.2): 95 modules — a start guard, six digits in patterns
/// whose odd/even parity carries the leading digit, a centre guard, six digits, an end guard.
enum EAN13 {
    /// Left-hand odd-parity ("L", set A) patterns of the digits 0–9; even parity ("G") is the reverse of the
    /// right-hand pattern, and right-hand ("R") is the complement of L.
    static let odd = ["0001101", "0011001", "0010011", "0111101", "0100011",
                      "0110001", "0101111", "0111011", "0110111", "0001011"]
    /// Which of the six left-hand digits use odd (L) or even (G) parity, by the leading digit.
    static let parity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG",
                         "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"]

    /// The check digit of the first twelve digits: weights 1 and 3 alternately from the left, to a multiple of 10.
    static func checkDigit(_ digits: [Int]) -> Int {
        let sum = digits.prefix(12).enumerated().reduce(0) { $0 + $1.element * ($1.offset.isMultiple(of: 2) ? 1 : 3) }
        return (10 - sum % 10) % 10
    }

    /// The symbol of a 13-digit code; throws unless it has 13 digits and the right check digit.
    static func symbol(_ code: String) throws -> BarcodeSymbol {
        let digits = code.compactMap(\.wholeNumberValue)
        guard digits.count == 13, code.count == 13 else {
            throw FixtureError("EAN-13 \(code)", "an EAN-13 code has 13 digits")
        }
        guard checkDigit(digits) == digits[12] else {
            throw FixtureError("EAN-13 \(code)", "the check digit should be \(checkDigit(digits))")
        }
        func bits(_ pattern: String) -> [Bool] { pattern.map { $0 == "1" } }
        var modules = bits("101")
        for (digit, set) in zip(digits[1...6], parity[digits[0]]) {
            let l = bits(odd[digit])
            modules += set == "L" ? l : l.map { !$0 }.reversed()
        }
        modules += bits("01010")
        for digit in digits[7...12] { modules += bits(odd[digit]).map { !$0 } }
        modules += bits("101")
        // Guards: 0–2, 45–49 and 92–94 descend below the data bars.
        let guards = Set([0, 1, 2, 45, 46, 47, 48, 49, 92, 93, 94])
        // Quiet zones: 11 modules left, 7 right (the leading digit is printed in the left one).
        return BarcodeSymbol(symbology: .ean13, payload: code, rows: [modules], quietZone: (11, 7),
                             tallColumns: guards)
    }
}
