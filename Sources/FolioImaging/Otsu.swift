/// Otsu's threshold on a 256-bin histogram.
public enum Otsu {
    public static func threshold(_ histogram: [Int]) -> Int {
        let total = histogram.reduce(0, +)
        guard total > 0 else { return 128 }
        let sumAll = histogram.enumerated().reduce(0.0) { $0 + Double($1.offset * $1.element) }
        var weightBelow = 0.0, sumBelow = 0.0, best = 0.0, threshold = 0
        for level in 0..<256 {
            weightBelow += Double(histogram[level])
            if weightBelow == 0 { continue }
            let weightAbove = Double(total) - weightBelow
            if weightAbove == 0 { break }
            sumBelow += Double(level * histogram[level])
            let meanBelow = sumBelow / weightBelow, meanAbove = (sumAll - sumBelow) / weightAbove
            let between = weightBelow * weightAbove * (meanBelow - meanAbove) * (meanBelow - meanAbove)
            if between > best { best = between; threshold = level }
        }
        return threshold
    }
}
