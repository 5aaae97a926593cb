/// Everything random about one synthetic photo, drawn from a seeded generator before any pixel is painted.
struct PhotoPlan {
    var geometry: PhotoGeometry
    var background: PhotoBackground
    var lighting: PhotoLighting
    /// A thumb over one edge of the document, in about 15% of photos.
    var thumb: ThumbOcclusion?
    /// Standard deviation of the lens blur in pixels (0–1.2).
    var blurSigma: Double
    /// Largest sensor-noise step in gray levels.
    var noise: Int
    /// JPEG quality (85–92).
    var jpegQuality: Int
    /// The hard scene this photo shows; nil for the default scenes, which leave everything below empty.
    var scene: PhotoScene? = nil
    /// Bright daylight behind part of a held page.
    var backdrop: BrightBackdrop? = nil
    /// Sheets under the document, bottom first.
    var sheets: [UnderSheet] = []
    /// The hand holding the page.
    var hand: HandGrip? = nil
    /// Pens lying across the page's edges.
    var pens: [PenObject] = []
    /// A mug beside the page.
    var mug: MugObject? = nil

    /// Draws a plan for a `scanWidth × scanHeight` document.
    static func draw(scanWidth: Int, scanHeight: Int, random: inout SeededRandom) -> PhotoPlan {
        let geometry = PhotoGeometry.draw(scanWidth: scanWidth, scanHeight: scanHeight, random: &random)
        let background = random.pick(PhotoBackground.classic)
        let lighting = PhotoLighting.draw(width: geometry.width, height: geometry.height, corners: geometry.corners,
                                          random: &random)
        let thumb = random.unit() < 0.15
            ? ThumbOcclusion.draw(corners: geometry.corners, photoWidth: geometry.width,
                                  photoHeight: geometry.height, random: &random)
            : nil
        return PhotoPlan(geometry: geometry, background: background, lighting: lighting, thumb: thumb,
                         blurSigma: random.unit() * 1.2, noise: 2 + Int(random.next() % 5),
                         jpegQuality: 85 + Int(random.next() % 8))
    }
}
