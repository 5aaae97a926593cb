import Foundation
import FolioModel

/// What the structure stages read of a page: its size, its words with their boxes (from OCR or a PDF text
/// layer, whichever the page had), the rules printed on it and its drawings, all in page pixels.
public struct PageEvidence: Sendable {
    public var width: Double
    public var height: Double
    /// Pixels per inch of the page coordinates.
    public var dpi: Double
    public var words: [Word]
    public var rules: [RuleSegment]
    /// Line art on the page (`DrawingFinder`): a chart's plot, a diagram.
    public var drawings: [Box]

    public init(width: Double, height: Double, dpi: Double, words: [Word], rules: [RuleSegment],
                drawings: [Box] = []) {
        self.width = width
        self.height = height
        self.dpi = dpi
        // A word of rule marks alone ("|", "_") is a rule OCR read as text.
        self.words = words.filter { word in
            word.box.width > 0 && word.text.contains { !$0.isWhitespace && !Self.ruleMarks.contains($0) }
        }
        self.rules = rules
        self.drawings = drawings
    }

    static let ruleMarks: Set<Character> = ["|", "¦", "_"]

    /// The page's text size, the unit the finders measure gaps in: the height of the taller words (the upper
    /// quartile). A PDF text layer gives every word its font's full height; OCR gives the ink's, so a word
    /// without ascenders or descenders is shorter, and a median would make the unit (and every gap measured
    /// in it) smaller on scans.
    public var textHeight: Double {
        let heights = words.map(\.box.height).sorted()
        return heights.isEmpty ? dpi / 6 : heights[heights.count * 3 / 4]
    }
}
