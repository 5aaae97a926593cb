import FolioModel

/// Drops rule candidates that are really text: the morphology that finds rules also finds the run of a bold
/// line's letters (their tops or baselines bridged), a strike-through, and the strokes of letters stacked in a
/// column over several rows ("MN" under "MN"), bridged from row to row. A horizontal candidate crossing the
/// middle of words along at least `textShare` of its length is text; so is a vertical one running through word
/// boxes (edges included: a letter's stem is at its word's edge) along that share.
enum RuleCleanup {
    static let textShare = 0.4

    static func rules(_ rules: [RuleSegment], among words: [Word]) -> [RuleSegment] {
        // Words by the bands of y (and of x) they reach into, so each rule looks only at words near it.
        let band = 64.0
        func index(_ range: (Word) -> (Double, Double)) -> [Int: [Word]] {
            var bands: [Int: [Word]] = [:]
            for word in words {
                let (from, to) = range(word)
                for key in Int((from / band).rounded(.down))...Int((to / band).rounded(.down)) { bands[key, default: []].append(word) }
            }
            return bands
        }
        let byY = index { ($0.box.y, $0.box.maxY) }, byX = index { ($0.box.x, $0.box.maxX) }
        return rules.filter { rule in
            let near = (rule.orientation == .horizontal ? byY : byX)[Int((rule.position / band).rounded(.down))] ?? []
            let crossed = near.filter { word in
                let inset = 0.2 * word.box.height
                switch rule.orientation {
                case .horizontal:
                    return rule.position > word.box.y + inset && rule.position < word.box.maxY - inset
                        && word.box.maxX > rule.start && word.box.x < rule.end
                case .vertical:
                    return rule.box.maxX > word.box.x && rule.box.x < word.box.maxX
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
