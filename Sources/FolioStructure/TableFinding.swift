import FolioModel

/// One way of finding tables on a page. A finder returns the tables it is sure of; words it leaves out are
/// free for the next finder.
public protocol TableFinding: Sendable {
    func tables(on page: PageEvidence) -> [Table]
}

/// Runs the finders in turn — ruled grids first, then tables ruled between rows only, then tables ruled at
/// head and foot beside a column of prose, then tables told by the alignment of their words — each on
/// the words no earlier table took, and numbers the tables in reading order (top to bottom).
public struct TableExtractor: Sendable {
    public var finders: [any TableFinding]

    public init(finders: [any TableFinding] = [RuledTableFinder(), RowRuledTableFinder(), ProseBesideRulesFinder(),
                                               AlignedTableFinder()]) {
        self.finders = finders
    }

    public func tables(on page: PageEvidence) -> [Table] {
        var found: [Table] = []
        var remaining = page
        remaining.rules = RuleCleanup.rules(page.rules, among: page.words)
        for finder in finders {
            let tables = finder.tables(on: remaining).filter { !Self.straddles($0, anyOf: found) }
            found += tables
            remaining = remaining.leavingOut(tables)
        }
        return Self.numbered(found)
    }

    /// Share of an earlier table's area a later table may take in. The words an earlier table took are left out
    /// for the later finders, so the words above and below it can still line up into rows: a table title over a
    /// ruled grid and the footnote and page number under it made a 3 × 3 table round camelot's
    /// `clockwise_table_1.pdf` scanned at 200 dpi and `health.pdf` at 300. Tables do not overlap, so such a table
    /// is dropped and its words stay outside tables.
    static let straddledShare = 0.5

    /// Whether `table`'s box takes in `straddledShare` or more of the box of one of `earlier`.
    static func straddles(_ table: Table, anyOf earlier: [Table]) -> Bool {
        earlier.contains { other in
            other.box.area > 0 && table.box.intersectionArea(with: other.box) >= straddledShare * other.box.area
        }
    }

    /// The tables of each of `areas` (page pixels) in turn, each read alone on the page turned upright by `turn`
    /// and turned back, numbered in reading order. A rule along an area's edge, drawn up to `ruleMargin` outside
    /// it, still frames its table; where areas overlap, words a table of an earlier area took are not read again.
    public func tables(on page: PageEvidence, in areas: [Box], ruleMargin: Double, turn: PageTurn) -> [Table] {
        var remaining = page
        var found: [Table] = []
        for area in areas {
            let tables = tables(on: turn.upright(remaining.within(area, ruleMargin: ruleMargin))).map(turn.back)
            found += tables
            remaining = remaining.leavingOut(tables)
        }
        return Self.numbered(found)
    }

    /// `tables` in reading order (top to bottom, then left to right), each numbered by its place.
    public static func numbered(_ tables: [Table]) -> [Table] {
        tables.sorted { ($0.box.y, $0.box.x) < ($1.box.y, $1.box.x) }.enumerated().map { index, table in
            var numbered = table
            numbered.order = index
            return numbered
        }
    }
}

extension PageEvidence {
    /// The evidence without the words whose middle lies in one of `tables`: what is left for the next finder.
    func leavingOut(_ tables: [Table]) -> PageEvidence {
        var rest = self
        rest.words = words.filter { word in !tables.contains { $0.box.contains(center: word.box) } }
        return rest
    }
}

extension Box {
    /// Whether the centre of `other` lies inside this box.
    func contains(center other: Box) -> Bool {
        let cx = other.x + other.width / 2, cy = other.y + other.height / 2
        return cx >= x && cx <= maxX && cy >= y && cy <= maxY
    }

    /// How much of `other`'s height overlaps this box's height, as a share of the smaller of the two.
    func verticalOverlap(_ other: Box) -> Double {
        let overlap = Swift.min(maxY, other.maxY) - Swift.max(y, other.y)
        let smaller = Swift.min(height, other.height)
        return smaller > 0 ? Swift.max(0, overlap) / smaller : 0
    }
}
