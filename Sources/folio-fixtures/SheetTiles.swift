import CLeptonica

/// Builds a contact sheet with Leptonica: equal square cells (image centred on a gray ground, optional label
/// strip), tiled in rows with a thin black border round each cell.
final class SheetTiles {
    private let pixa: UnsafeMutablePointer<PIXA>
    private let font: UnsafeMutablePointer<L_BMF>?
    private let columns: Int
    private let cell: Int

    /// Gray behind images that do not fill their cell.
    private static let ground: UInt32 = 0x8080_8000

    init(columns: Int, cell: Int, labels: Bool) throws {
        guard let pixa = pixaCreate(0) else { throw FixtureError("contact sheet", "pixaCreate failed") }
        self.pixa = pixa
        self.columns = columns
        self.cell = cell
        font = labels ? bmfCreate(nil, 6) : nil
    }

    deinit {
        var owned: UnsafeMutablePointer<PIXA>? = pixa
        pixaDestroy(&owned)
        if font != nil {
            var ownedFont = font
            bmfDestroy(&ownedFont)
        }
    }

    /// Adds `image`, fitted into a cell.
    func add(_ image: ColorPix, label: String) throws {
        let fitted = try image.fitted(width: cell, height: cell)
        let tile = try emptyCell()
        let dx = Int32((cell - fitted.width) / 2), dy = Int32((cell - fitted.height) / 2)
        guard pixRasterop(tile.pix, dx, dy, Int32(fitted.width), Int32(fitted.height), PIX_SRC, fitted.pix, 0, 0) == 0
        else { throw FixtureError("contact sheet", "cannot place \(label) in its cell") }
        try append(tile, label: label)
    }

    /// Adds an empty cell (for a file that could not be read).
    func addPlaceholder(label: String) throws {
        try append(try emptyCell(), label: label)
    }

    /// The sheet: cells in rows of `columns`.
    func render() throws -> ColorPix {
        guard let sheet = pixaDisplayTiledInColumns(pixa, Int32(columns), 1.0, 6, 1) else {
            throw FixtureError("contact sheet", "pixaDisplayTiledInColumns failed")
        }
        return ColorPix(owning: sheet)
    }

    private func emptyCell() throws -> ColorPix {
        let tile = try ColorPix.blank(width: cell, height: cell)
        pixSetAllArbitrary(tile.pix, Self.ground)
        return tile
    }

    private func append(_ tile: ColorPix, label: String) throws {
        var finished = tile
        if let font {
            guard let withText = pixAddSingleTextblock(tile.pix, font, label, 0x0000_0000, Int32(L_ADD_BELOW), nil)
            else { throw FixtureError("contact sheet", "cannot label \(label)") }
            finished = ColorPix(owning: withText)
        }
        guard pixaAddPix(pixa, finished.pix, Int32(L_COPY)) == 0 else {
            throw FixtureError("contact sheet", "pixaAddPix failed")
        }
    }
}
