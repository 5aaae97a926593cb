import FolioImaging
import FolioModel
import FolioStructure
import Foundation

/// The structure stages that run on every page once its words are known, whichever way they came (OCR or a PDF
/// text layer): today `tables`. Each is switched on by the pipeline and timed like the image stages.
struct PageStructureStages {
    /// A page image the stages read rules from, with how it relates to the page: `scale` page pixels per image
    /// pixel, `dpi` image pixels per inch.
    struct Raster {
        var image: Image
        var scale: Double
        var dpi: Double
    }

    let stages: Set<PipelineConfig.Stage>
    /// Words under this confidence are left out (noise read in rules and specks).
    let minimumConfidence: Double
    /// Parts of pages the tables are looked for in (`TableArea`); a page none applies to is read whole.
    var tableAreas: [TableArea] = []

    /// Rules are looked for at about this resolution: enough for a hairline, a quarter of the work of 300 dpi.
    static let ruleDPI = 150.0

    /// A page's resolution guessed from its text when the file does not say: body text is about 0.15 inch high
    /// (10–11 pt with ascenders and descenders).
    static func estimatedDPI(_ words: [Word]) -> Double {
        let heights = words.map(\.box.height).sorted()
        guard !heights.isEmpty else { return 300 }
        return min(600, max(72, heights[heights.count / 2] / 0.15))
    }

    /// Adds the structure the switched-on stages find to `page`. `raster` gives the page image; it is asked for
    /// only when a stage needs one.
    func apply(to page: inout Page, pageDPI: Double, raster: () throws -> Raster?) throws(StageFailure) {
        guard stages.contains(.tables) else { return }
        let start = Date()
        defer { page.timings["tables", default: 0] += Date().timeIntervalSince(start) }
        do {
            // An OCR'd page's lines are its printed lines; a text layer's are not always (a label set on two lines
            // beside its value is two of them, neither its value's), so only OCR's are kept with the words.
            let lined = page.textSource == .ocr
            let words = page.lines.enumerated().flatMap { index, line in
                line.words.filter { $0.confidence >= minimumConfidence }.map { word in
                    var word = word
                    word.line = lined ? index : nil
                    return word
                }
            }
            guard words.count >= 4 else { return }
            let dpi = pageDPI > 0 ? pageDPI : Self.estimatedDPI(words)
            var rules: [RuleSegment] = []
            var drawings: [Box] = []
            if let raster = try raster() {
                var reduction = 1
                let imageDPI = raster.dpi > 0 ? raster.dpi : dpi / raster.scale
                while reduction < 8, imageDPI / Double(reduction * 2) >= Self.ruleDPI { reduction *= 2 }
                var detector = RulingLineDetector()
                detector.findsHairlines = page.textSource == .ocr
                let reduced = try raster.image.reduced(by: reduction)
                rules = try detector.rules(in: reduced, dpi: imageDPI / Double(reduction),
                                           scale: raster.scale * Double(reduction))
                drawings = try DrawingFinder().drawings(in: reduced, dpi: imageDPI / Double(reduction),
                                                        scale: raster.scale * Double(reduction))
            }
            let evidence = PageEvidence(width: Double(page.width), height: Double(page.height), dpi: dpi,
                                        words: words, rules: rules, drawings: drawings)
            // A table set sideways is found on the page turned upright, then turned back.
            let turn = PageTurn.dominant(in: page.lines, width: evidence.width, height: evidence.height)
            let areas = tableAreas.filter { $0.applies(toPageAt: page.index) }
            guard !areas.isEmpty else {
                page.tables = TableExtractor().tables(on: turn.upright(evidence)).map(turn.back)
                return
            }
            // A rule drawn on an area's edge, or up to 2 pt outside it, still frames its table.
            let boxes = areas.map { $0.box(width: evidence.width, height: evidence.height, dpi: dpi) }
            page.tables = TableExtractor().tables(on: evidence, in: boxes, ruleMargin: dpi / 36, turn: turn)
        } catch {
            throw StageFailure(stage: .tables, error: error)
        }
    }
}
