import FolioOCR
import FolioPipeline
import FolioStructure
import FolioTestSupport
import Foundation
import Testing

@Suite struct PipelineLoaderTests {
    /// Accurate mode reads with PP-OCRv6 and fast mode with Tesseract unless the pipeline names an engine; with
    /// Tesseract named, its own options are accepted again.
    @Test func theEngineFollowsTheModeUnlessNamed() throws {
        #expect(try PipelineLoader.parse("name: a\nmode: accurate\n", file: "a.yml").resolvedEngine == .ppocr)
        #expect(try PipelineLoader.parse("name: f\nmode: fast\n", file: "f.yml").resolvedEngine == .tesseract)
        let named = try PipelineLoader.parse("name: t\nmode: accurate\nocr: { engine: tesseract, candidates: 2, "
            + "customWords: [Folio], retryUnsurePages: true }\n", file: "t.yml")
        #expect(named.resolvedEngine == .tesseract && named.candidates == 2)
        #expect(try PipelineLoader.parse("name: p\nmode: fast\nocr: { engine: ppocr }\n", file: "p.yml")
            .resolvedEngine == .ppocr)
    }

    @Test(arguments: ["receipts", "tables", "archive"])
    func shippedPipelinesLoad(name: String) throws {
        let config = try PipelineLoader.load(file: TestPaths.packageRoot.appendingPathComponent("pipelines/\(name).yml"))
        #expect(config.name == name)
        #expect(config.stages.contains(.ocr))
    }

    @Test func fieldsAreRead() throws {
        let config = try PipelineLoader.parse("""
            name: custom
            mode: fast
            incremental: false
            stages: { ocr: true, barcodes: false }
            ocr: { languages: [eng, deu], segmentation: block }
            pdf: { useTextLayer: false, renderDPI: 200 }
            limits: { maxMegapixels: 20, pageTimeoutSeconds: 9, workingMegapixels: 12 }
            """, file: "custom.yml")
        #expect(config.mode == .fast)
        #expect(!config.incremental)
        #expect(config.stages == [.ocr])
        #expect(config.languages == ["eng", "deu"])
        #expect(config.segmentation == .block)
        #expect(!config.useTextLayer && config.renderDPI == 200)
        #expect(config.maxMegapixels == 20 && config.pageTimeoutSeconds == 9)
        #expect(config.workingMegapixels == 12 && config.inputOptions.workingPixels == 12_000_000)
    }

    /// Both modes shrink very large print; only accurate mode enlarges small print.
    @Test func fastModeShrinksLargePrintButDoesNotEnlargeSmallPrint() throws {
        let fast = try PipelineLoader.parse("name: f\nmode: fast\n", file: "f.yml")
            .ocrConfiguration(dataPath: "/x", targetTextHeight: 26)
        let accurate = try PipelineLoader.parse("name: a\nmode: accurate\n", file: "a.yml")
            .ocrConfiguration(dataPath: "/x", targetTextHeight: 26)
        #expect(fast.targetTextHeight == 26 && !fast.enlargesSmallText)
        #expect(accurate.targetTextHeight == 26 && accurate.enlargesSmallText)
        let off = try PipelineLoader.parse("name: o\nmode: accurate\nocr: { enlargeSmallText: false }\n", file: "o.yml")
            .ocrConfiguration(dataPath: "/x", targetTextHeight: 26)
        #expect(off.targetTextHeight == nil)
    }

    /// Accurate-only OCR measures: on in accurate mode, off when the pipeline's key says so, off in fast mode.
    @Test(arguments: ["retryUnsurePages", "readUncoveredInk"])
    func accurateOnlyMeasureFollowsTheModeAndTheKey(key: String) throws {
        func setting(of yaml: String) throws -> Bool {
            let ocr = try PipelineLoader.parse(yaml, file: "p.yml").ocrConfiguration(dataPath: "/x", targetTextHeight: nil)
            return key == "retryUnsurePages" ? ocr.retriesUnsurePages : ocr.readsUncoveredInk
        }
        #expect(try setting(of: "name: a\nmode: accurate\n"))
        #expect(try !setting(of: "name: b\nmode: accurate\nocr: { \(key): false }\n"))
        #expect(try !setting(of: "name: c\nmode: fast\n"))
    }

    @Test(arguments: [
        ("name: x\ncolour: blue\n", ["bad.yml", "colour", "allowed keys", "stages"]),
        ("name: x\nmode: turbo\n", ["bad.yml", "mode", "turbo", "accurate, fast"]),
        ("name: x\nstages: { ocr: maybe }\n", ["bad.yml", "stages.ocr", "true, false"]),
        ("name: x\nstages: { colorize: true }\n", ["bad.yml", "stages.colorize", "boundary, rectify, lighting, orient, deskew, ocr, tables, layout, barcodes"]),
        ("name: x\nocr: { segmentation: columns }\n", ["bad.yml", "ocr.segmentation", "auto, block"]),
        ("name: x\nocr: { engine: easyocr }\n", ["bad.yml", "ocr.engine", "tesseract, ppocr"]),
        ("name: x\nocr: { customWords: [Folio] }\n", ["bad.yml", "PP-OCRv6", "customWords", "engine: tesseract"]),
        ("name: x\nocr: { candidates: 2 }\n", ["bad.yml", "PP-OCRv6", "candidates"]),
        ("name: x\nocr: { segmentation: block }\n", ["bad.yml", "PP-OCRv6", "segmentation block"]),
        ("name: x\nocr: { languages: [hin] }\n", ["bad.yml", "PP-OCRv6", "hin"]),
        ("name: x\nocr: { retryUnsurePages: true }\n", ["bad.yml", "ocr.retryUnsurePages", "Tesseract", "PP-OCRv6"]),
        ("name: x\npdf: { renderDPI: 5 }\n", ["bad.yml", "pdf.renderDPI", "72 to 1200"]),
        ("name: x\nlimits: { maxMegapixels: many }\n", ["bad.yml", "limits.maxMegapixels"]),
        ("name: x\nlimits: { workingMegapixels: 0 }\n", ["bad.yml", "limits.workingMegapixels"]),
        ("name: x\ntables: { region: [1, 2, 3, 4] }\n", ["bad.yml", "tables.region", "allowed keys", "areas"]),
        ("name: x\ntables: { areas: [{ box: [1, 2, 3] }] }\n", ["bad.yml", "tables.areas[0].box", "top, left, bottom, right"]),
        ("name: x\ntables: { areas: [{ box: [50, 0, 10, 100] }] }\n", ["bad.yml", "tables.areas[0].box", "top above bottom"]),
        ("name: x\ntables: { areas: [{ box: [0, 0, 10, 10] }, { box: [0, 0, 10, 120], unit: percent }] }\n",
         ["bad.yml", "tables.areas[1].box[3]", "0 to 100"]),
        ("name: x\ntables: { areas: [{ box: [0, 0, 10, 10], unit: inches }] }\n", ["bad.yml", "tables.areas[0].unit", "points, percent"]),
        ("name: x\ntables: { areas: [{ box: [0, 0, 10, 10], pages: [0] }] }\n", ["bad.yml", "tables.areas[0].pages[0]", "1 to"]),
        ("name: x\ntables: { areas: [{ box: [0, 0, 10, 10], pages: [1.5] }] }\n", ["bad.yml", "tables.areas[0].pages[0]", "whole page number"]),
        ("name: x\ntables: { areas: { box: [0, 0, 10, 10] } }\n", ["bad.yml", "tables.areas", "must be a list"]),
        ("mode: fast\n", ["bad.yml", "name", "required"]),
        ("name: [unclosed\n", ["bad.yml", "YAML"]),
    ])
    func invalidPipelinesNameFileKeyAndAllowedValues(yaml: String, phrases: [String]) {
        #expect {
            try PipelineLoader.parse(yaml, file: "bad.yml")
        } throws: { error in
            let message = "\(error)"
            return phrases.allSatisfy { message.contains($0) }
        }
    }

    /// `tables.areas`: each a box of [top, left, bottom, right] in points (or percent), on the pages listed or all.
    @Test func tableAreasAreRead() throws {
        let config = try PipelineLoader.parse("""
            name: areas
            tables:
              areas:
                - box: [269.875, 12.75, 790.5, 561]
                  pages: [1, 3]
                - { box: [0, 0, 50, 100], unit: percent }
            """, file: "areas.yml")
        #expect(config.tableAreas == [
            TableArea(pages: [1, 3], top: 269.875, left: 12.75, bottom: 790.5, right: 561),
            TableArea(top: 0, left: 0, bottom: 50, right: 100, unit: .percent),
        ])
        #expect(try PipelineLoader.load("tables").tableAreas.isEmpty)
    }

    @Test func unknownPipelineNameSaysWhichExist() {
        #expect {
            try PipelineLoader.load("no-such-pipeline")
        } throws: { error in
            "\(error)".contains("no-such-pipeline") && "\(error)".contains("receipts, tables and archive")
        }
    }
}

