import Foundation

/// Renders a synthetic phone photo of a flat scan from its plan: surface (with a window and sheets under the
/// page in hard scenes), document, thumb or hand, pens and mug, light, then the camera's blur, noise and JPEG
/// compression.
enum PhotoSynthesis {
    /// The photo as JPEG data. `scan` is the document alone (scanner borders already trimmed); `random` paints
    /// the surface's texture and the noise.
    static func render(_ scan: ColorPix, plan: PhotoPlan, random: inout SeededRandom) throws -> Data {
        let geometry = plan.geometry
        var photo = Canvas(width: geometry.width, height: geometry.height)
        plan.background.paint(&photo, document: geometry.corners, random: &random)
        plan.backdrop?.paint(&photo)
        plan.hand?.paintBehind(&photo)
        for sheet in plan.sheets { sheet.paint(&photo) }

        // Shrink large scans close to their size in the photo first, so the warp samples without aliasing.
        let prepared = geometry.scale < 0.9 ? try scan.scaled(by: geometry.scale) : scan
        try DocumentWarp(scan: try Canvas(prepared), corners: geometry.corners).paint(onto: &photo)
        plan.thumb?.paint(&photo)
        plan.hand?.paintFront(&photo)
        for pen in plan.pens { pen.paint(&photo) }
        plan.mug?.paint(&photo)
        plan.lighting.apply(to: &photo)

        let image = try photo.pix().gaussianBlurred(sigma: plan.blurSigma)
        try image.addNoise(amplitude: plan.noise, random: &random)
        return try image.jpegData(quality: plan.jpegQuality)
    }
}
