extension PhotoPlan {
    /// Draws a plan for a hard `scene` of a `scanWidth × scanHeight` document. Everything the scene does not
    /// change (perspective, light fall-off, blur, noise, JPEG quality) is drawn as in the default scenes.
    static func draw(_ scene: PhotoScene, scanWidth: Int, scanHeight: Int, random: inout SeededRandom) -> PhotoPlan {
        var geometry = PhotoGeometry.draw(scanWidth: scanWidth, scanHeight: scanHeight, random: &random)
        if scene == .handHeld {
            // Redraw the placement until the page can run off the frame (nearly always at once).
            for _ in 0..<8 {
                if let held = geometry.runningOffFrame(random: &random) {
                    geometry = held
                    break
                }
                geometry = PhotoGeometry.draw(scanWidth: scanWidth, scanHeight: scanHeight, random: &random)
            }
        }
        let background = scene == .lightSurface ? random.pick(PhotoBackground.light)
                                                : random.pick(PhotoBackground.classic)
        var lighting = PhotoLighting.draw(width: geometry.width, height: geometry.height, corners: geometry.corners,
                                          random: &random)
        if scene == .colourCast {
            let cast = ColourCast.draw(random: &random)
            lighting.cast = cast.cast
            lighting.tint = cast.tint
        }
        var plan = PhotoPlan(geometry: geometry, background: background, lighting: lighting, thumb: nil,
                             blurSigma: random.unit() * 1.2, noise: 2 + Int(random.next() % 5),
                             jpegQuality: 85 + Int(random.next() % 8))
        plan.scene = scene
        let corners = geometry.corners, width = geometry.width, height = geometry.height
        switch scene {
        case .lightSurface, .colourCast:
            break
        case .paperStack:
            plan.sheets = UnderSheet.drawStack(under: corners, width: width, height: height, random: &random)
        case .objects:
            plan.pens = (0..<(1 + Int(random.next() % 2))).map { _ in
                PenObject.draw(across: corners, photoWidth: width, photoHeight: height, random: &random)
            }
            if random.unit() < 0.6 {
                plan.mug = MugObject.draw(beside: corners, photoWidth: width, photoHeight: height, random: &random)
            }
        case .handHeld:
            plan.backdrop = BrightBackdrop.draw(corners: corners, width: width, height: height, random: &random)
            plan.hand = HandGrip.draw(geometry: geometry, random: &random)
        }
        return plan
    }

    /// What the truth file says of the scene beyond its kind, e.g. "pale-wood", "2 sheets", "thumb on 1 edge".
    var sceneSummary: String? {
        guard let scene else { return nil }
        switch scene {
        case .lightSurface: return background.rawValue
        case .paperStack: return "\(sheets.count) sheet" + (sheets.count == 1 ? "" : "s")
        case .objects: return "\(pens.count) pen" + (pens.count == 1 ? "" : "s") + (mug == nil ? "" : " + mug")
        case .handHeld:
            let edges = hand?.holds.count ?? 0
            return "\(geometry.cornersOutside) corner(s) outside, held on \(edges) edge" + (edges == 1 ? "" : "s")
        case .colourCast: return lighting.cast?.rawValue
        }
    }
}
