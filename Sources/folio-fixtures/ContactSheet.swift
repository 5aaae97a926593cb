import ArgumentParser
import CLeptonica
import Foundation

extension FolioFixtures {
    /// Tiles a folder of images into one PNG for checking by eye.
    struct ContactSheet: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "contact-sheet",
            abstract: "Tile every PNG and JPEG in a folder (sorted by name), each fitted into a square cell and "
                + "labelled with its file name, into one PNG.")

        @Option(help: "Folder of images (not searched recursively).")
        var images: String

        @Option(help: "The PNG to write.")
        var out: String

        @Option(help: "Cells per row.")
        var columns = 6

        @Option(help: "Cell size in pixels (images are fitted inside, keeping their proportions).")
        var cell = 300

        @Flag(inversion: .prefixedNo, help: "Write each file name under its cell.")
        var labels = true

        func validate() throws {
            guard columns >= 1 else { throw ValidationError("--columns must be at least 1") }
            guard (32...2000).contains(cell) else { throw ValidationError("--cell must be between 32 and 2000") }
        }

        func run() throws {
            folio_lept_quiet()
            let folder = URL(fileURLWithPath: images)
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            } catch {
                throw FixtureError("read \(folder.path)", "cannot list the folder: \(error)")
            }
            let extensions: Set<String> = ["png", "jpg", "jpeg"]
            let files = names.filter { !$0.hasPrefix(".") && extensions.contains(($0 as NSString).pathExtension.lowercased()) }
                .sorted()
            guard !files.isEmpty else { throw FixtureError("read \(folder.path)", "the folder holds no PNG or JPEG images") }

            let sheet = try SheetTiles(columns: columns, cell: cell, labels: labels)
            for name in files {
                do {
                    try sheet.add(ColorPix.read(folder.appendingPathComponent(name)), label: label(name))
                } catch {
                    FileHandle.standardError.write(Data("contact-sheet: skipped \(name): \(error)\n".utf8))
                    try sheet.addPlaceholder(label: label("unreadable " + name))
                }
            }
            let data = try sheet.render().pngData()
            do {
                try data.write(to: URL(fileURLWithPath: out))
            } catch {
                throw FixtureError("write \(out)", "\(error)")
            }
            print("\(out): \(files.count) images, \(columns) per row, \(data.count) bytes")
        }

        /// The file name cut to one line of the cell (the label font is about 7 pixels a character).
        private func label(_ name: String) -> String {
            let fits = max(8, cell / 7)
            return name.count <= fits ? name : String(name.prefix(fits - 3)) + "..."
        }
    }
}
