import FolioImaging
import FolioLayout
import FolioModel
import Foundation

/// The `layout` stage: paragraphs with their roles, lists and the reading order of a page's blocks, from its
/// lines (text layer or OCR) and its tables; bullets drawn as marks are looked for in the page image.
struct PageLayoutStage {
    /// `styles` gives the type of each word (by line) where the PDF states it; `image` is the page (or its rendering),
    /// `scale` page pixels per image pixel.
    static func apply(to page: inout Page, styles: [[TextStyle?]], image: Image?, scale: Double) throws(StageFailure) {
        let start = Date()
        defer { page.timings["layout", default: 0] += Date().timeIntervalSince(start) }
        do {
            let (lines, lineStyles) = LineSegments.split(page.lines, wordStyles: styles)
            let bullets = try image.map { try BulletMarks(image: $0, scale: scale).marks(for: lines) } ?? [:]
            let input = PageLayout.Input(width: Double(page.width), height: Double(page.height),
                                         dpi: page.dpi > 0 ? page.dpi : 300, lines: lines, styles: lineStyles,
                                         bullets: bullets, tables: page.tables)
            let output = PageLayout().read(input)
            page.paragraphs = output.paragraphs
            page.lists = output.lists
            page.tables = output.tables
            page.transcript = output.transcript
        } catch {
            throw StageFailure(stage: .layout, error: error)
        }
    }
}
