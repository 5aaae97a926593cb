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
            weights[turn(of: line.corners), default: 0] += line.weight
        }
        let total = weights.values.reduce(0, +)
        guard total > 0, let most = weights.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), most.key != 0,
              most.value >= share * total else { return nil }
        return most.key
    }

    /// The clockwise turns (90, 180 or 270) that may bring upright a page whose lines, found without reading
    /// them, run as given before any is turned halfway, each with the line classifier's probability that it reads
    /// upside down; the likelier first. The classifier is seldom sure of small print one line at a time, so the
    /// page is judged on all of them: the axis its lines lie along (across or down the page) must hold `share` of
    /// their weight, and along it the probabilities, weighted, choose between the two ways the text can run.
    /// Lines across the page give 180 when they more likely read upside down, else none. Lines down the page give
    /// a quarter turn, and both quarter turns when the weighted probability is within `margin` of even: the page
    /// surely lies on its side, and reading tells which.
    static func likelyTurns(_ lines: [(corners: [Point], weight: Double, turnedProbability: Double)],
                            share: Double = 0.75, margin: Double = 0.1) -> [Int] {
        var axisWeight = [0.0, 0.0], turnedWeight = [0.0, 0.0]
        for line in lines where line.corners.count == 4 {
            // As found, a line runs right (axis 0) or down (axis 1): the detector's boxes start at a top-left
            // corner, and a box taller than wide is read from its top-right corner down.
            let turn = turn(of: line.corners)
            let axis = turn % 180 == 0 ? 0 : 1
            let asFound = turn == 0 || turn == 270
            axisWeight[axis] += line.weight
            turnedWeight[axis] += line.weight * (asFound ? line.turnedProbability : 1 - line.turnedProbability)
        }
        let total = axisWeight[0] + axisWeight[1]
        guard total > 0, let axis = axisWeight.indices.first(where: { axisWeight[$0] >= share * total }) else {
            return []
        }
        let turned = turnedWeight[axis] / axisWeight[axis]
        if axis == 0 { return turned > 0.5 ? [180] : [] }
        // Text running down the page (as found) was turned a quarter clockwise and needs three more quarters.
        let likelier = turned > 0.5 ? [90, 270] : [270, 90]
        return abs(turned - 0.5) < margin ? likelier : [likelier[0]]
    }

    /// The clockwise turn that brings upright a line running from `corners[0]` to `corners[1]`: 0 across the page
    /// to the right, 180 to the left, 270 down it, 90 up it.
    private static func turn(of corners: [Point]) -> Int {
        let dx = corners[1].x - corners[0].x, dy = corners[1].y - corners[0].y
        return abs(dx) >= abs(dy) ? (dx >= 0 ? 0 : 180) : (dy > 0 ? 270 : 90)
    }
}
