import FolioModel

/// Drops rule candidates that are really text: the morphology that finds rules also finds the run of a bold
/// line's letters (their tops or baselines bridged), a strike-through, and the strokes of letters stacked in a
/// column over several rows ("MN" under "MN"), bridged from row to row. A horizontal candidate crossing the
/// middle of words along at least `textShare` of its length is text; so is a vertical one running through word
/// boxes (edges included: a letter's stem is at its word's edge) along that share.
enum RuleCleanup {
    static let textShare = 0.4
    /// A broken vertical candidate (a quarter of its length or more bridged, `RuleSegment.gapShare`) this close
    /// to a word's box (a share of the word's height) runs through it: the box is tight to the ink, and rules found
    /// on a reduced copy of the page are placed only to within its pixels (the stems of "Paul" under "Paul" on a
    /// 300 dpi scan, read at 150 dpi, came out 2 px left of the word boxes). A solid rule is held to the boxes
    /// themselves: OCR boxes of words set against a table's frame reach to it.
    static let stemMargin = 0.1
    static let brokenShare = 0.25

    static func rules(_ rules: [RuleSegment], among words: [Word]) -> [RuleSegment] {
        // Words by the bands of y (and of x, widened by the margin) they reach into, so each rule looks only at
        // words near it.
        let band = 64.0
        func keys(_ from: Double, _ to: Double) -> ClosedRange<Int> {
            Int((from / band).rounded(.down))...Int((to / band).rounded(.down))
        }
        func index(_ range: (Word) -> (Double, Double)) -> [Int: [Int]] {
            var bands: [Int: [Int]] = [:]
            for (number, word) in words.enumerated() {
                let (from, to) = range(word)
                for key in keys(from, to) { bands[key, default: []].append(number) }
            }
            return bands
        }
        let byY = index { ($0.box.y, $0.box.maxY) }
        let byX = index { ($0.box.x - stemMargin * $0.box.height, $0.box.maxX + stemMargin * $0.box.height) }
        return rules.filter { rule in
            let crossed: [Word]
            switch rule.orientation {
            case .horizontal:
                crossed = (byY[Int((rule.position / band).rounded(.down))] ?? []).map { words[$0] }.filter { word in
                    let inset = 0.2 * word.box.height
                    return rule.position > word.box.y + inset && rule.position < word.box.maxY - inset
                        && word.box.maxX > rule.start && word.box.x < rule.end
                }
            case .vertical:
                // A word reaching into two of the rule's bands is counted once.
                let near = Set(keys(rule.box.x, rule.box.maxX).flatMap { byX[$0] ?? [] })
                crossed = near.sorted().map { words[$0] }.filter { word in
                    let margin = rule.gapShare >= brokenShare ? stemMargin * word.box.height : 0
                    return rule.box.maxX > word.box.x - margin && rule.box.x < word.box.maxX + margin
                        && word.box.maxY > rule.start && word.box.y < rule.end
                }
            }
            let covered = crossed.reduce(0.0) { total, word in
                let (from, to) = rule.orientation == .horizontal ? (word.box.x, word.box.maxX) : (word.box.y, word.box.maxY)
                return total + max(0, min(to, rule.end) - max(from, rule.start))
            }
            return covered < textShare * rule.length
        }
    }
}
