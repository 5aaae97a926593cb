/// A failure while generating fixtures: what failed, and why.
struct FixtureError: Error, CustomStringConvertible {
    /// The step that failed, e.g. "cairo PDF surface" or "write letter.png".
    var step: String
    /// What happened, for a person.
    var message: String

    init(_ step: String, _ message: String) {
        self.step = step
        self.message = message
    }

    var description: String { "\(step): \(message)" }
}
