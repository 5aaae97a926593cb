/// Encodes Code 128 (ISO/IEC 15417) in code set B, which covers printable ASCII: start B, one symbol
/// character per input character, a modulo-103 check character, stop.
enum Code128 {
    /// Bar and space widths in modules (bar first) of the symbol characters 0–105; each adds up to 11.
    static let patterns = [
        "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
        "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
        "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
        "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
        "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
        "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
        "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
        "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
        "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
        "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
        "114131", "311141", "411131", "211412", "211214", "211232",
    ]
    /// The stop character: seven elements, the last a 2-module termination bar.
    static let stop = "2331112"
    static let startB = 104

    /// The symbol carrying `text`; throws for characters outside printable ASCII (code set B).
    static func symbol(_ text: String) throws -> BarcodeSymbol {
        let values = try text.unicodeScalars.map { scalar -> Int in
            guard (32...126).contains(scalar.value) else {
                throw FixtureError("Code 128 \(text)", "code set B holds printable ASCII only, not \(scalar)")
            }
            return Int(scalar.value) - 32
        }
        let check = values.enumerated().reduce(startB) { $0 + ($1.offset + 1) * $1.element } % 103
        var modules: [Bool] = []
        for pattern in [patterns[startB]] + values.map({ patterns[$0] }) + [patterns[check], stop] {
            for (index, width) in pattern.compactMap(\.wholeNumberValue).enumerated() {
                modules += Array(repeating: index.isMultiple(of: 2), count: width)
            }
        }
        // Quiet zone: at least 10 modules each side.
        return BarcodeSymbol(symbology: .code128, payload: text, rows: [modules], quietZone: (10, 10))
    }
}
