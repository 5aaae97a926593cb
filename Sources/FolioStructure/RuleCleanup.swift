import FolioModel

/// Drops rule candidates that are really text: the morphology that finds rules also finds the run of a bold
/// line's letters (their tops or baselines bridged), and a strike-through. A horizontal candidate crossing
/// the middle of words along at least `textShare` of its length is text; so is a vertical one inside a word.
enum RuleCleanup {
    static let textShare = 0.4

    static func rules(_ rules: [RuleSegment], among words: [Word]) -> [RuleSegment] {
        rules.filter { rule in
            let crossed = words.filter { word in
                let inset = 0.2 * word.box.height
                switch rule.orientation {
                case .horizontal:
                    return rule.position > word.box.y + inset && rule.position < word.box.maxY - inset
                        && word.box.maxX > rule.start && word.box.x < rule.end
                case .vertical:
                    return rule.position > word.box.x + inset && rule.position < word.box.maxX - inset
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
