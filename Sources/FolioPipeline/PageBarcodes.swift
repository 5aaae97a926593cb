import FolioModel

/// Adds to a photographed page the codes read on the whole photo that the processed page did not give: cutting the
/// document out can take a code's quiet zone (a till's barcode printed against the paper's left edge) or the code
/// itself (a receipt's foot at the photo's edge, outside the quad found). Each such code is placed on the page
/// through the page's geometry (`Page.pagePoint(forSource:)`) and kept when its centre falls on the page, its box
/// cut to the page; a code elsewhere in the photo (a second receipt, a parcel beside the paper) is left out.
enum PageBarcodes {
    static func add(_ sourceBarcodes: [Barcode], to page: inout Page) {
        for code in sourceBarcodes where !page.barcodes.contains(where: { $0.symbology == code.symbology
                                                                      && $0.payload == code.payload }) {
            let b = code.box
            let corners = [Point(x: b.x, y: b.y), Point(x: b.maxX, y: b.y), Point(x: b.maxX, y: b.maxY),
                           Point(x: b.x, y: b.maxY)].map { page.pagePoint(forSource: $0) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let centre = Point(x: xs.reduce(0, +) / 4, y: ys.reduce(0, +) / 4)
            let (w, h) = (Double(page.width), Double(page.height))
            guard centre.x >= 0, centre.y >= 0, centre.x <= w, centre.y <= h else { continue }
            let x0 = max(0, xs.min() ?? 0), y0 = max(0, ys.min() ?? 0)
            let x1 = min(w, xs.max() ?? 0), y1 = min(h, ys.max() ?? 0)
            var placed = code
            placed.box = Box(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
            page.barcodes.append(placed)
        }
    }
}
