/// Breaks `text` into lines of at most `width` characters at spaces, every line starting with
/// `indent` spaces; a word longer than the width stays whole on its own line.
func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
    var lines: [String] = []
    var line = String(repeating: " ", count: indent)
    var lineHasWord = false
    for word in text.split(separator: " ") {
        if lineHasWord && line.count + 1 + word.count > width {
            lines.append(line)
            line = String(repeating: " ", count: indent)
            lineHasWord = false
        }
        line += (lineHasWord ? " " : "") + word
        lineHasWord = true
    }
    lines.append(line)
    return lines
}
