/// One ICDAR 2013 cell-adjacency relation: a filled cell and its nearest filled neighbour to the right in the
/// same row, or below in the same column, by their relation keys.
public struct AdjacencyRelation: Sendable, Hashable {
    /// Which neighbour the relation points to.
    public enum Direction: String, Sendable {
        case right, below
    }

    /// The relation key (`TableText.relationKey`) of the cell.
    public var from: String
    /// The relation key of its neighbour.
    public var to: String
    public var direction: Direction

    public init(from: String, to: String, direction: Direction) {
        self.from = from
        self.to = to
        self.direction = direction
    }
}

/// The cell-adjacency relations of a table given as rows of cell texts (a merged cell's text in its top-left
/// position, the positions it spans empty). Comparing relations instead of positions scores structure without
/// punishing a table for an extra empty row or column, the reason ICDAR 2013 chose them.
public enum CellAdjacency {
    /// Every relation of `rows`: for each filled cell, its nearest filled cell to the right and the nearest
    /// below, skipping empty cells. Rows may differ in length (missing cells count as empty). Repeats are kept:
    /// a table with two "0 → 0" pairs has that relation twice.
    public static func relations(of rows: [[String]]) -> [AdjacencyRelation] {
        let keys = rows.map { row in row.map { TableText.isFilled($0) ? TableText.relationKey($0) : nil } }
        var relations: [AdjacencyRelation] = []
        for (rowIndex, row) in keys.enumerated() {
            for (columnIndex, key) in row.enumerated() {
                guard let key else { continue }
                if let right = row[(columnIndex + 1)...].lazy.compactMap({ $0 }).first {
                    relations.append(AdjacencyRelation(from: key, to: right, direction: .right))
                }
                let below = keys[(rowIndex + 1)...].lazy.compactMap { $0.count > columnIndex ? $0[columnIndex] : nil }
                if let below = below.first {
                    relations.append(AdjacencyRelation(from: key, to: below, direction: .below))
                }
            }
        }
        return relations
    }
}
