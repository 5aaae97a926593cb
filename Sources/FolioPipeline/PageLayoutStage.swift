import FolioImaging
import FolioLayout
import FolioModel
import FolioOCR
import Foundation

/// The `layout` stage: paragraphs with their roles, lists and the reading order of a page's blocks, from its
/// lines (text layer or OCR) and its tables; bullets drawn as marks are looked for in the page image.
struct PageLayoutStage {
    /// `styles` gives the type of each word (by line) where the PDF states it; `image` is the page (or its rendering),
    /// `scale` page pixels per image pixel.
    /// `minimumConfidence` is the pipeline's: OCR words under it, and marks read from specks, stay out of the
    /// text (as OCR leaves them out of its own paragraphs).
    static func apply(to page: inout Page, styles: [[TextStyle?]], image: Image?, scale: Double,
                      minimumConfidence: Double) throws(StageFailure) {
        let start = Date()
        defer { page.timings["layout", default: 0] += Date().timeIntervalSince(start) }
        do {
            var (lines, lineStyles) = LineSegments.split(page.lines, wordStyles: styles, tables: page.tables.map(\.box))
            let gray = try image.map { try GrayPage(image: $0, scale: scale) }
            let bullets = gray.map { BulletMarks(page: $0).marks(for: lines) } ?? [:]
            let dpi = page.dpi > 0 ? page.dpi : 300
            if page.textSource == .ocr, let gray {
                lineStyles = Self.measuredStyles(of: lines, in: gray, dpi: dpi)
            }
            var input = PageLayout.Input(width: Double(page.width), height: Double(page.height),
                                         dpi: dpi, lines: lines, styles: lineStyles,
                                         bullets: bullets, tables: page.tables,
                                         measuredStyles: page.textSource == .ocr)
            if page.textSource == .ocr {
                input.isReadable = { $0.confidence >= minimumConfidence && !$0.isNoiseMark }
            }
            let output = PageLayout().read(input)
            page.paragraphs = output.paragraphs
            page.lists = output.lists
            page.tables = output.tables
            page.transcript = output.transcript
        } catch {
            throw StageFailure(stage: .layout, error: error)
        }
    }

    /// The type of scanned lines from their ink (`LineInk`): the size from the em, bold where the strokes are
    /// clearly wider for the size than the page's usual (the body's, which most characters are set in), or
    /// somewhat wider on a line set larger than the body (a heading is both: "Automation", 1.14 times the body's
    /// size with strokes 1.28 times as wide, on a scanned page of layout-dev).
    static func measuredStyles(of lines: [Line], in gray: GrayPage, dpi: Double) -> [TextStyle?] {
        // Strokes this many times the usual width are bold; on a line whose em is `largerEm` times the usual,
        // `largerBoldStrokes` times are.
        let boldStrokes = 1.3, largerBoldStrokes = 1.2, largerEm = 1.1
        let ink = LineInk(page: gray)
        let measures = lines.map { ink.measure($0.box, tallLetters: LineInk.hasTallLetters($0.text)) }
        let measured = zip(lines, measures).compactMap { line, measure in
            measure.map { (measure: $0, characters: line.text.count) }
        }
        let usualShare = weightedMedian(measured.map { ($0.measure.strokeShare, $0.characters) })
        let usualEm = weightedMedian(measured.map { ($0.measure.em, $0.characters) })
        return measures.map { measure in
            measure.map {
                let bold = $0.strokeShare > boldStrokes * usualShare
                    || ($0.strokeShare > largerBoldStrokes * usualShare && $0.em >= largerEm * usualEm)
                return TextStyle(pointSize: ($0.em / dpi * 72 * 2).rounded() / 2, bold: bold)
            }
        }
    }

    /// The value at which half the weight lies below: the value most characters have when weighted by them.
    static func weightedMedian(_ values: [(value: Double, weight: Int)]) -> Double {
        let sorted = values.sorted { $0.value < $1.value }
        let total = sorted.reduce(0) { $0 + $1.weight }
        var seen = 0
        for (value, weight) in sorted {
            seen += weight
            if seen * 2 >= total { return value }
        }
        return 0
    }
}
