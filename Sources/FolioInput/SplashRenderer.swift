import CPopplerSplash
import FolioImaging
import FolioModel
import Foundation

/// Renders PDF pages with poppler's Splash backend (through poppler-cpp). Used for pages that draw raster
/// images: Splash shrinks an embedded scan while decoding it, where poppler-glib's cairo backend first builds it
/// whole at its native size (a 4961 × 7016 scan: 139 MB, however small the page is drawn). Measured with the
/// poppler-utils front ends on a page of that scan at 203 dpi: 57 MB and 0.44 s through Splash against 211 MB
/// and 1.52 s through cairo (`/usr/bin/time -f %M pdftoppm -gray -r 203` / `pdftocairo -png -r 203`).
/// It also reads poppler-cpp's word list, for pages set right to left (`RightToLeftWords`).
final class SplashRenderer {
    private let document: OpaquePointer

    /// Opens the PDF at `path` a second time, for Splash; nil when poppler-cpp cannot load it.
    init?(path: String) {
        guard let document = folio_splash_open(path) else { return nil }
        self.document = document
    }

    deinit { folio_splash_close(document) }

    /// Page `index` (0-based) as 8-bit gray on white at `dpi`, anti-aliased.
    func render(page index: Int, dpi: Double) throws -> Image {
        guard let rendered = folio_splash_render_gray(document, Int32(index), dpi) else {
            throw InputError(.corrupt, "page \(index + 1) cannot be rendered at \(Int(dpi)) dpi")
        }
        defer { folio_splash_image_free(rendered) }
        var width: Int32 = 0, height: Int32 = 0, stride: Int32 = 0
        let pixels = folio_splash_image_pixels(rendered, &width, &height, &stride)
        let bytes = UnsafeRawBufferPointer(start: pixels, count: Int(stride) * Int(height))
        let image = try Image.gray(width: Int(width), height: Int(height), stride: Int(stride), bytes: bytes)
        image.setResolution(x: Int(dpi.rounded()), y: Int(dpi.rounded()))
        return image
    }
}

extension SplashRenderer {
    /// Page `index`'s words from poppler-cpp's word list, each character with its rectangle in points, in the
    /// order the glyphs stand; nil when the page is missing.
    func words(page index: Int) -> [RightToLeftWords.Piece]? {
        guard let list = folio_words_of_page(document, Int32(index)) else { return nil }
        defer { folio_word_list_free(list) }
        var pieces: [RightToLeftWords.Piece] = []
        for i in 0..<folio_word_list_count(list) {
            var characters: Int32 = 0, fontSize = 0.0
            var fontName: UnsafePointer<CChar>?
            guard let text = folio_word_list_word(list, i, &characters, &fontSize, &fontName) else { continue }
            let scalars = Array(String(cString: text).unicodeScalars)
            guard characters > 0, scalars.count == Int(characters) else { continue }
            var corners = [Double](repeating: 0, count: Int(characters) * 4)
            folio_word_list_boxes(list, i, &corners, characters)
            let boxes = (0..<Int(characters)).map { k in
                Box(x: min(corners[4 * k], corners[4 * k + 2]), y: min(corners[4 * k + 1], corners[4 * k + 3]),
                    width: abs(corners[4 * k + 2] - corners[4 * k]), height: abs(corners[4 * k + 3] - corners[4 * k + 1]))
            }
            let name = fontName.map { String(cString: $0) } ?? ""
            let style = fontSize > 0 ? TextStyle(pointSize: fontSize, bold: TextStyle.isBoldFace(name)) : nil
            pieces.append(RightToLeftWords.Piece(scalars: scalars, boxes: boxes, style: style))
        }
        return pieces
    }
}
