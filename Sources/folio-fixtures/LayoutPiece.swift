/// How a list item is marked, as the layout truth names it (layout-dev's README, DESIGN.md's `markerType`).
enum MarkerType: String, Encodable {
    case bullet, decimal, lowerAlpha, upperAlpha, lowerRoman, upperRoman
}

/// One list item of a generated layout document: its marker as printed ("3.", "b.", "•", "◦"), the marker's
/// type, its nesting depth in its list (0 outermost) and its own text.
struct LayoutListItem: Encodable {
    var text: String
    var level: Int
    var markerType: MarkerType
    var marker: String

    /// An item of a bulleted list: "•" at the outer level, "◦" one level in (a browser's disc and circle).
    static func bullet(_ text: String, level: Int = 0) -> LayoutListItem {
        LayoutListItem(text: text, level: level, markerType: .bullet, marker: level == 0 ? "•" : "◦")
    }

    /// An item numbered `number`, as "3.".
    static func numbered(_ number: Int, _ text: String, level: Int = 0) -> LayoutListItem {
        LayoutListItem(text: text, level: level, markerType: .decimal, marker: "\(number).")
    }

    /// An item lettered `letter`, as "b.".
    static func lettered(_ letter: Character, _ text: String, level: Int = 1) -> LayoutListItem {
        LayoutListItem(text: text, level: level, markerType: .lowerAlpha, marker: "\(letter).")
    }
}

/// How bullets are printed: as text glyphs ("•" in the text layer), or as vector discs and rings drawn beside the
/// text, out of the text layer, as a browser prints them.
enum BulletDrawing: String {
    case glyphs, shapes
}

/// One piece of a generated layout document, in reading order.
enum LayoutPiece {
    /// The document's title: a level-1 heading set across the whole measure.
    case title(String)
    /// A heading of `level` 2 or 3.
    case heading(String, level: Int)
    case paragraph(String)
    /// A list, nested items after their parent.
    case list([LayoutListItem], bullets: BulletDrawing)
    /// The pieces after this are set in `count` columns, balanced (as CSS `column-count` sets them).
    case columns(Int)
    /// The pieces after this start a new page.
    case pageBreak
}
