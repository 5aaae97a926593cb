/// A strong colour cast over a whole photo, as a phone's white balance leaves it under tungsten bulbs, in cool
/// shade or daylight lamps, or under green-tinged fluorescent tubes.
enum ColourCast: String, CaseIterable, Codable, Sendable {
    /// Warm orange: red up, blue well down.
    case tungsten
    /// Cool blue: red down, blue up.
    case cool
    /// Fluorescent green: green up, red and blue down.
    case green

    /// Draws one of the casts with its strength: channel multipliers for `PhotoLighting.tint`.
    static func draw(random: inout SeededRandom) -> (cast: ColourCast, tint: RGB) {
        let cast = random.pick(allCases)
        let k = Float(random.unit()) // 0: milder, 1: stronger
        switch cast {
        case .tungsten: return (cast, RGB(1.10 + 0.12 * k, 0.98, 0.80 - 0.16 * k))
        case .cool: return (cast, RGB(0.90 - 0.06 * k, 0.98, 1.06 + 0.08 * k))
        case .green: return (cast, RGB(0.90 - 0.08 * k, 1.06, 0.90 - 0.10 * k))
        }
    }
}
