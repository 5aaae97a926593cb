import FolioDetect
import FolioOCR
import FolioStructure
import Yams

/// The keys a pipeline file may have and the values each accepts.
struct PipelineSchema {
    let file: String

    static let topKeys = ["name", "description", "mode", "incremental", "stages", "ocr", "pdf", "detect", "tables",
                          "limits"]
    static let tablesKeys = ["areas"]
    static let areaKeys = ["pages", "box", "unit"]
    static let detectKeys = ["region", "dateOrder", "currency"]
    static let ocrKeys = ["engine", "languages", "segmentation", "enlargeSmallText", "usesLanguageCorrection", "customWords",
                          "minimumTextHeight", "candidates", "minimumConfidence",
                          "rereadUncertainLines", "retryUnsurePages",
                          "readUncoveredInk", "calibrateConfidence"]
    static let pdfKeys = ["useTextLayer", "renderDPI"]
    static let limitKeys = ["maxMegapixels", "maxRenderMegapixels", "workingMegapixels", "maxFileMegabytes", "maxPages",
                             "pageTimeoutSeconds", "workerMemoryMegabytes"]

    func read(_ root: Node.Mapping) throws -> PipelineConfig {
        let top = try keyed(root, allowed: Self.topKeys, at: "")
        guard let name = try string(top["name"], key: "name") else { throw error("name", "is required") }
        var config = PipelineConfig(name: name)
        config.description = try string(top["description"], key: "description") ?? ""
        if let mode = try string(top["mode"], key: "mode") {
            guard let value = OCRMode(rawValue: mode) else {
                throw error("mode", "is \(quoted(mode)); allowed: \(OCRMode.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            config.mode = value
        }
        config.incremental = try bool(top["incremental"], key: "incremental") ?? true
        if let stages = top["stages"] {
            guard let mapping = stages.mapping else {
                throw error("stages", "must map stage names to true or false; stages: \(stageNames)")
            }
            let entries = try keyed(mapping, allowed: PipelineConfig.Stage.allCases.map(\.rawValue), at: "stages.")
            config.stages = []
            for (key, value) in entries {
                guard let stage = PipelineConfig.Stage(rawValue: key) else { continue }
                if try bool(value, key: "stages." + key) == true { config.stages.insert(stage) }
            }
        }
        if let ocr = top["ocr"] {
            let entries = try keyed(try mapping(ocr, key: "ocr"), allowed: Self.ocrKeys, at: "ocr.")
            if let engine = try string(entries["engine"], key: "ocr.engine") {
                guard let value = OCREngineKind(rawValue: engine) else {
                    throw error("ocr.engine", "is \(quoted(engine)); allowed: "
                        + OCREngineKind.allCases.map(\.rawValue).joined(separator: ", "))
                }
                config.engine = value
            }
            if let languages = entries["languages"] {
                guard let list = languages.sequence?.compactMap(\.string), !list.isEmpty,
                      list.count == languages.sequence?.count,
                      list.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else {
                    throw error("ocr.languages", "must be a non-empty list of Tesseract language codes, e.g. [eng, deu]")
                }
                config.languages = list
            }
            if let seg = try string(entries["segmentation"], key: "ocr.segmentation") {
                guard let value = OCRConfiguration.Segmentation(rawValue: seg) else {
                    throw error("ocr.segmentation", "is \(quoted(seg)); allowed: "
                        + OCRConfiguration.Segmentation.allCases.map(\.rawValue).joined(separator: ", "))
                }
                config.segmentation = value
            }
            config.enlargeSmallText = try bool(entries["enlargeSmallText"], key: "ocr.enlargeSmallText")
                ?? config.enlargeSmallText
            config.usesLanguageCorrection = try bool(entries["usesLanguageCorrection"], key: "ocr.usesLanguageCorrection")
                ?? config.usesLanguageCorrection
            if let words = entries["customWords"] {
                guard let list = words.sequence?.compactMap(\.string), list.count == words.sequence?.count else {
                    throw error("ocr.customWords", "must be a list of words, e.g. [Folio, SROIE]")
                }
                config.customWords = list
            }
            config.minimumTextHeight = try number(entries["minimumTextHeight"], key: "ocr.minimumTextHeight",
                                                  range: 0...1) ?? config.minimumTextHeight
            config.rereadUncertainLines = try bool(entries["rereadUncertainLines"], key: "ocr.rereadUncertainLines")
                ?? config.rereadUncertainLines
            config.retryUnsurePages = try bool(entries["retryUnsurePages"], key: "ocr.retryUnsurePages")
                ?? config.retryUnsurePages
            config.readUncoveredInk = try bool(entries["readUncoveredInk"], key: "ocr.readUncoveredInk")
                ?? config.readUncoveredInk
            config.calibrateConfidence = try bool(entries["calibrateConfidence"], key: "ocr.calibrateConfidence")
                ?? config.calibrateConfidence
            config.minimumConfidence = try number(entries["minimumConfidence"], key: "ocr.minimumConfidence",
                                                  range: 0...1) ?? config.minimumConfidence
            if let n = try number(entries["candidates"], key: "ocr.candidates", range: 0...10) {
                config.candidates = Int(n)
            }
            if config.resolvedEngine == .ppocr { try refuseTesseractOptions(entries, of: config) }
        }
        if let pdf = top["pdf"] {
            let entries = try keyed(try mapping(pdf, key: "pdf"), allowed: Self.pdfKeys, at: "pdf.")
            config.useTextLayer = try bool(entries["useTextLayer"], key: "pdf.useTextLayer") ?? config.useTextLayer
            config.renderDPI = try number(entries["renderDPI"], key: "pdf.renderDPI", range: 72...1200) ?? config.renderDPI
        }
        if let detect = top["detect"] {
            let entries = try keyed(try mapping(detect, key: "detect"), allowed: Self.detectKeys, at: "detect.")
            if let region = try string(entries["region"], key: "detect.region") {
                guard region.count == 2, region.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw error("detect.region", "is \(quoted(region)); allowed: a two-letter ISO 3166 code, e.g. US, MY, GB")
                }
                config.detection.region = region.uppercased()
            }
            if let order = try string(entries["dateOrder"], key: "detect.dateOrder") {
                guard let value = DateOrder(rawValue: order.uppercased()) else {
                    throw error("detect.dateOrder", "is \(quoted(order)); allowed: DMY, MDY, YMD")
                }
                config.detection.dateOrder = value
            }
            if let currency = try string(entries["currency"], key: "detect.currency") {
                guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isLetter }) else {
                    throw error("detect.currency", "is \(quoted(currency)); allowed: a three-letter ISO 4217 code, e.g. USD")
                }
                config.detection.currency = currency.uppercased()
            }
        }
        if let tables = top["tables"] {
            let entries = try keyed(try mapping(tables, key: "tables"), allowed: Self.tablesKeys, at: "tables.")
            if let areas = entries["areas"] {
                guard let list = areas.sequence else {
                    throw error("tables.areas", "must be a list of areas, each with a box: [top, left, bottom, right]")
                }
                config.tableAreas = try list.enumerated().map { try tableArea($1, key: "tables.areas[\($0)]") }
            }
        }
        if let limits = top["limits"] {
            let entries = try keyed(try mapping(limits, key: "limits"), allowed: Self.limitKeys, at: "limits.")
            if let v = try number(entries["maxMegapixels"], key: "limits.maxMegapixels", range: 1...2000) {
                config.maxMegapixels = Int(v)
            }
            if let v = try number(entries["maxFileMegabytes"], key: "limits.maxFileMegabytes", range: 1...65536) {
                config.maxFileMegabytes = Int(v)
            }
            if let v = try number(entries["maxRenderMegapixels"], key: "limits.maxRenderMegapixels", range: 1...2000) {
                config.maxRenderMegapixels = Int(v)
            }
            if let v = try number(entries["workingMegapixels"], key: "limits.workingMegapixels", range: 1...2000) {
                config.workingMegapixels = Int(v)
            }
            if let v = try number(entries["maxPages"], key: "limits.maxPages", range: 1...1_000_000) {
                config.maxPages = Int(v)
            }
            if let v = try number(entries["workerMemoryMegabytes"], key: "limits.workerMemoryMegabytes",
                                  range: 256...1_048_576) {
                config.workerMemoryMegabytes = Int(v)
            }
            config.pageTimeoutSeconds = try number(entries["pageTimeoutSeconds"], key: "limits.pageTimeoutSeconds",
                                                   range: 1...86400) ?? config.pageTimeoutSeconds
        }
        return config
    }

    /// One entry of `tables.areas`: `box: [top, left, bottom, right]` (points from the page's top-left corner, or
    /// percent of its size with `unit: percent`) and optionally `pages: [1, 3]` (1-based).
    private func tableArea(_ node: Node, key: String) throws -> TableArea {
        let entries = try keyed(try mapping(node, key: key), allowed: Self.areaKeys, at: key + ".")
        var unit = TableArea.Unit.points
        if let name = try string(entries["unit"], key: key + ".unit") {
            guard let value = TableArea.Unit(rawValue: name) else {
                throw error(key + ".unit", "is \(quoted(name)); allowed: "
                    + TableArea.Unit.allCases.map(\.rawValue).joined(separator: ", "))
            }
            unit = value
        }
        let limit = unit == .percent ? 100.0 : 100_000
        guard let box = entries["box"]?.sequence, box.count == 4 else {
            throw error(key + ".box", "is required: [top, left, bottom, right]")
        }
        let edges = try box.enumerated().map { index, value in
            try number(value, key: key + ".box[\(index)]", range: 0...limit)!
        }
        guard edges[0] < edges[2], edges[1] < edges[3] else {
            throw error(key + ".box", "must have top above bottom and left before right: [top, left, bottom, right]")
        }
        var pages: Set<Int>?
        if let list = entries["pages"] {
            guard let items = list.sequence, !items.isEmpty else {
                throw error(key + ".pages", "must be a list of page numbers from 1, e.g. [1, 2]")
            }
            pages = Set(try items.enumerated().map { index, value in
                let n = try number(value, key: key + ".pages[\(index)]", range: 1...1_000_000)!
                guard n == n.rounded() else {
                    throw error(key + ".pages[\(index)]", "is \(plain(n)); allowed: a whole page number from 1")
                }
                return Int(n)
            })
        }
        return TableArea(pages: pages, top: edges[0], left: edges[1], bottom: edges[2], right: edges[3], unit: unit)
    }

    /// The options only Tesseract has, refused by name when the pipeline's pages go to PP-OCRv6.
    private func refuseTesseractOptions(_ entries: [String: Node], of config: PipelineConfig) throws {
        let tesseractOnly = ["enlargeSmallText", "rereadUncertainLines", "retryUnsurePages", "readUncoveredInk"]
        for key in tesseractOnly where try bool(entries[key], key: "ocr." + key) == true {
            throw error("ocr." + key, "applies to the Tesseract engine only, and this pipeline reads with PP-OCRv6 "
                + "(mode \(config.mode.rawValue)); remove it or set `ocr.engine: tesseract`")
        }
        do {
            try PPOCREngine.check(config.ocrConfiguration(dataPath: "", targetTextHeight: nil))
        } catch let refusal as OCRError {
            throw error("ocr", "cannot be read this way: \(refusal.message)")
        }
    }

    private var stageNames: String { PipelineConfig.Stage.allCases.map(\.rawValue).joined(separator: ", ") }

    private func error(_ key: String, _ problem: String) -> PipelineError {
        PipelineError(.invalidPipeline, "\(file): \(key) \(problem)")
    }

    private func quoted(_ s: String) -> String { "\"\(s)\"" }

    private func plain(_ x: Double) -> String { x == x.rounded() ? String(Int(x)) : String(x) }

    private func keyed(_ mapping: Node.Mapping, allowed: [String], at prefix: String) throws -> [String: Node] {
        var result: [String: Node] = [:]
        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw error(prefix + "?", "keys must be strings") }
            guard allowed.contains(key) else {
                throw PipelineError(.invalidPipeline, "\(file): unknown key \(prefix)\(key); allowed keys"
                    + (prefix.isEmpty ? "" : " under \(prefix.dropLast())") + ": \(allowed.joined(separator: ", "))")
            }
            result[key] = value
        }
        return result
    }

    private func mapping(_ node: Node, key: String) throws -> Node.Mapping {
        guard let m = node.mapping else { throw error(key, "must be a mapping") }
        return m
    }

    private func string(_ node: Node?, key: String) throws -> String? {
        guard let node else { return nil }
        guard let s = node.scalar?.string else { throw error(key, "must be a single value") }
        return s
    }

    private func bool(_ node: Node?, key: String) throws -> Bool? {
        guard let node else { return nil }
        switch node.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw error(key, "is \(quoted(node.scalar?.string ?? "?")); allowed: true, false")
        }
    }

    private func number(_ node: Node?, key: String, range: ClosedRange<Double>) throws -> Double? {
        guard let node else { return nil }
        guard let text = node.scalar?.string, let value = Double(text), range.contains(value) else {
            throw error(key, "is \(quoted(node.scalar?.string ?? "?")); allowed: a number from "
                + "\(plain(range.lowerBound)) to \(plain(range.upperBound))")
        }
        return value
    }
}
