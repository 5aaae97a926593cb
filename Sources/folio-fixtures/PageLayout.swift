/// A font of the toy cairo API: a fontconfig family name, weight and size in points.
struct Font: Hashable {
    var family: String
    var bold: Bool
    var size: Double

    static func sans(_ size: Double, bold: Bool = false) -> Font {
        Font(family: "DejaVu Sans", bold: bold, size: size)
    }

    static func serif(_ size: Double, bold: Bool = false) -> Font {
        Font(family: "DejaVu Serif", bold: bold, size: size)
    }
}

/// Which point of a text run its `x` names.
enum Anchor {
    case left, right, center
}

/// One piece of text set on a page at a baseline, in points from the top-left corner.
struct TextRun {
    var text: String
    var font: Font
    var x: Double
    var baseline: Double
    var anchor: Anchor
}

/// A straight line drawn on the page (table rulings, separators), in points.
struct RuleLine {
    var x0: Double
    var y0: Double
    var x1: Double
    var y1: Double
    var width: Double
}

/// A filled rectangle in points (the bars and modules of a barcode).
struct FilledRect {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}

/// A round mark drawn as a vector shape rather than a glyph, as a browser draws list bullets: a filled disc,
/// or a ring stroked `lineWidth` wide. Centre and radius in points.
struct DrawnMark {
    var centreX: Double
    var centreY: Double
    var radius: Double
    var ring = false
    var lineWidth = 0.0
}

/// A typeset page: size in points, what to draw, and the truth — the text of each rendered line, in order.
struct PageLayout {
    var width: Double
    var height: Double
    var runs: [TextRun] = []
    var rules: [RuleLine] = []
    var fills: [FilledRect] = []
    var marks: [DrawnMark] = []
    var truthLines: [String] = []
}

/// Paper sizes in points.
enum Paper {
    static let a4 = (width: 595.28, height: 841.89)
    static let letter = (width: 612.0, height: 792.0)
}

/// The truth file format: each page's lines, pages separated by a line holding only a form feed.
enum TruthFormat {
    /// The truth text of `pages`, ending with a newline.
    static func text(of pages: [PageLayout]) -> String {
        pages.map { $0.truthLines.joined(separator: "\n") }.joined(separator: "\n\u{0C}\n") + "\n"
    }
}
