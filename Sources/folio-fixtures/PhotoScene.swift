import ArgumentParser

/// The hard kinds of scene `folio-fixtures photos --scenes hard` draws from, each a difficulty the default
/// photos lack; the raw value is written to truth.json as `scene`.
enum PhotoScene: String, CaseIterable, Codable, Sendable {
    /// Pale wood grain or laminate, close to paper in brightness (low paper/surface contrast).
    case lightSurface = "light-surface"
    /// One to three other sheets lying under the document, rotated differently and partly visible around it.
    case paperStack = "paper-stack"
    /// Pens or highlighters lying across an edge or corner of the page, and often a mug beside it.
    case objects
    /// The page held in the hand: thumbs or fingertips over its edges, one or two corners outside the photo, a
    /// bright window behind part of it.
    case handHeld = "hand-held"
    /// A strong warm (tungsten), cool or green cast over the whole photo.
    case colourCast = "colour-cast"
}

/// Which scenes `folio-fixtures photos` draws: the default set (unchanged for every seed) or the hard kinds.
enum PhotoSceneSet: String, CaseIterable, ExpressibleByArgument, Sendable {
    /// Surfaces, lighting, thumbs and clutter as the generator has always drawn them.
    case standard = "default"
    /// The `PhotoScene` kinds in turn: photo n shows kind n mod 5.
    case hard

    /// The scene of photo number `index`: nil in the default set.
    func scene(forPhoto index: Int) -> PhotoScene? {
        switch self {
        case .standard: nil
        case .hard: PhotoScene.allCases[index % PhotoScene.allCases.count]
        }
    }
}
