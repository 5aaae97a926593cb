extension DetectedData {
    enum CodingKeys: String, CodingKey { case kind, text, value, box, confidence, cell }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encode(text, forKey: .text)
        try c.encode(value, forKey: .value)
        try c.encode(box, forKey: .box) // explicit null when the match has no box
        try c.encode(confidence, forKey: .confidence)
        // Only data read inside a table names its cell.
        try c.encodeIfPresent(cell, forKey: .cell)
    }
}
