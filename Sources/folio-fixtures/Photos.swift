import ArgumentParser
import Foundation

extension FolioFixtures {
    /// Composites flat scans into synthetic phone photos with known document corners, for the boundary benchmark.
    struct Photos: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Composite flat scans into synthetic phone photos (tilted, in perspective, on varied surfaces, "
                + "unevenly lit) and write truth.json with the document corners.",
            discussion: """
                Writes <out>/<scan id>.jpg for each photo and <out>/truth.json: [{ photo, scan, corners \
                (TL, TR, BR, BL in photo pixels), background, ... }]. The same --seed and scans give the same \
                photos. With --scenes hard each entry also names its scene, and a held page's corners may lie \
                outside the photo (they are not clipped). Dark scanner borders around a scan are trimmed first; the document is the rest.
                """)

        @Option(help: "Folder of flat scans (JPEG, PNG or TIFF), e.g. a SROIE img/ folder.")
        var scans: String

        @Option(help: "Output folder (created if missing).")
        var out: String

        @Option(help: "Number of photos; scans are chosen at random by the seed, each once while they last.")
        var count = 60

        @Option(help: "Seed: the same seed gives the same photos.")
        var seed: UInt64 = 1

        @Option(help: ArgumentHelp(
            "Scenes: default, or hard (light wood and laminate, paper stacks, pens and mugs, hand-held pages "
                + "running off the frame, strong colour casts; photo n shows kind n mod 5).",
            discussion: "The default scenes are the same for a seed whether or not hard scenes exist."))
        var scenes: PhotoSceneSet = .standard

        func validate() throws {
            guard count >= 1 else { throw ValidationError("--count must be at least 1") }
        }

        func run() throws {
            let scanURLs = try Self.scanFiles(in: URL(fileURLWithPath: scans).standardizedFileURL)
            let outURL = URL(fileURLWithPath: out)
            do {
                try FileManager.default.createDirectory(at: outURL, withIntermediateDirectories: true)
            } catch {
                throw FixtureError("create \(outURL.path)", "\(error)")
            }
            var truths: [PhotoTruth] = []
            var used: [String: Int] = [:]
            for (index, scanURL) in Self.choose(count, from: scanURLs, seed: seed).enumerated() {
                let stem = scanURL.deletingPathExtension().lastPathComponent
                used[stem, default: 0] += 1
                let name = used[stem] == 1 ? "\(stem).jpg" : "\(stem)-\(used[stem] ?? 0).jpg"
                var random = SeededRandom.derived(seed: seed, salt: UInt64(index))
                let truth = try makePhoto(of: scanURL, named: name, in: outURL,
                                          scene: scenes.scene(forPhoto: index), random: &random)
                truths.append(truth)
                print("\(name): \(truth.width)×\(truth.height) \(truth.background), \(truth.lighting)"
                      + (truth.thumb ? ", thumb" : "")
                      + (truth.scene.map { ", \($0): \(truth.sceneDetail ?? "")" } ?? ""))
            }
            try PhotoTruth.write(truths, to: outURL.appendingPathComponent("truth.json"))
            print("\(truths.count) photos and truth.json in \(outURL.path)")
        }

        private func makePhoto(of scanURL: URL, named name: String, in folder: URL, scene: PhotoScene?,
                               random: inout SeededRandom) throws -> PhotoTruth {
            let original = try ColorPix.read(scanURL)
            let crop = try ScanBorders.paper(in: original)
            let scan = crop.width == original.width && crop.height == original.height
                ? original : try original.cropped(x: crop.x, y: crop.y, width: crop.width, height: crop.height)
            let plan = scene.map { PhotoPlan.draw($0, scanWidth: scan.width, scanHeight: scan.height, random: &random) }
                ?? PhotoPlan.draw(scanWidth: scan.width, scanHeight: scan.height, random: &random)
            let data = try PhotoSynthesis.render(scan, plan: plan, random: &random)
            let url = folder.appendingPathComponent(name)
            do {
                try data.write(to: url)
            } catch {
                throw FixtureError("write \(url.path)", "\(error)")
            }
            let geometry = plan.geometry
            return PhotoTruth(
                photo: name, scan: scanURL.path,
                corners: geometry.corners.map { [$0.x.rounded(places: 2), $0.y.rounded(places: 2)] },
                background: plan.background.rawValue, width: geometry.width, height: geometry.height,
                scanCrop: [crop.x, crop.y, crop.width, crop.height],
                rotationDegrees: geometry.rotationDegrees.rounded(places: 2), lighting: plan.lighting.summary,
                thumb: plan.thumb != nil || plan.hand != nil, blurSigma: plan.blurSigma.rounded(places: 2),
                jpegQuality: plan.jpegQuality, scene: plan.scene?.rawValue, sceneDetail: plan.sceneSummary,
                cornersOutside: plan.scene == nil ? nil : geometry.cornersOutside)
        }

        /// The image files directly in `folder`, sorted by name.
        static func scanFiles(in folder: URL) throws -> [URL] {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            } catch {
                throw FixtureError("read \(folder.path)", "cannot list the scans folder: \(error)")
            }
            let extensions: Set<String> = ["jpg", "jpeg", "png", "tif", "tiff"]
            let files = names.filter { !$0.hasPrefix(".") && extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            guard !files.isEmpty else { throw FixtureError("read \(folder.path)", "the folder holds no JPEG, PNG or TIFF scans") }
            return files.sorted().map { folder.appendingPathComponent($0) }
        }

        /// `count` scans in a seeded random order, each used once before any is used again.
        static func choose(_ count: Int, from scans: [URL], seed: UInt64) -> [URL] {
            var random = SeededRandom(seed: seed)
            var chosen: [URL] = []
            while chosen.count < count {
                // Fisher–Yates with our own generator, so the order never depends on the standard library's.
                var order = scans
                for index in stride(from: order.count - 1, to: 0, by: -1) {
                    order.swapAt(index, Int(random.next() % UInt64(index + 1)))
                }
                chosen += order.prefix(count - chosen.count)
            }
            return chosen
        }
    }
}
