/// Text from outside (file names, messages quoting them) made safe to print: control characters, such as the
/// escape sequences a hostile file name can carry, are shown as `\u{…}` instead of reaching the terminal.
enum TerminalText {
    static func safe(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value < 0x20 && scalar != "\t" || value == 0x7F || (0x80...0x9F).contains(value)
                || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                result += "\\u{\(String(value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
