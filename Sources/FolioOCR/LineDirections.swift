import FolioModel

/// Which way a page's text runs, from its lines' reading directions: the turn that brings it upright.
enum LineDirections {
    /// The clockwise turn (90, 180 or 270) that brings upright a page whose lines run as given (each from its
    /// first corner to its second, the way its text reads, with a weight such as its characters or its length);
    /// nil when most of the weight already runs left to right or no one direction holds `share` of it. Text
    /// running down the page was turned a quarter clockwise, and needs three more quarters.
    static func uprightTurn(_ lines: [(corners: [Point], weight: Double)], share: Double = 0.75) -> Int? {
        var weights: [Int: Double] = [:]
        for line in lines where line.corners.count == 4 {
            let dx = line.corners[1].x - line.corners[0].x, dy = line.corners[1].y - line.corners[0].y
            let turn = abs(dx) >= abs(dy) ? (dx >= 0 ? 0 : 180) : (dy > 0 ? 270 : 90)
            weights[turn, default: 0] += line.weight
        }
        let total = weights.values.reduce(0, +)
        guard total > 0, let most = weights.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), most.key != 0,
              most.value >= share * total else { return nil }
        return most.key
    }
}
