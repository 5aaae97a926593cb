/// Formats amounts held as integer cents (or pence), so that totals add up exactly.
enum Money {
    /// `cents` as `1,234.56` (thousands grouped with commas, two decimals).
    static func format(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let units = abs(cents) / 100, fraction = abs(cents) % 100
        var digits = String(units)
        var grouped = ""
        while digits.count > 3 {
            grouped = "," + digits.suffix(3) + grouped
            digits.removeLast(3)
        }
        return sign + digits + grouped + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    /// A whole number with thousands grouped by commas: `12,480`.
    static func whole(_ units: Int) -> String {
        String(format(units * 100).dropLast(3))
    }
}
