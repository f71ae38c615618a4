import GentleSpecimen

/// A deterministic stand-in for the real typesetter: every character advances half the font
/// size plus the letter spacing, lines are 1.25 × size tall, words wrap greedily.
struct FixedAdvanceMeasurer: TextMeasuring {
    func advance(of word: Substring, in style: SheetTextStyle) -> Double {
        Double(word.count) * (style.font.size * 0.5 + style.letterSpacing)
    }

    func lines(_ text: String, in style: SheetTextStyle, maxWidth: Double) -> [Double] {
        let space = style.font.size * 0.5 + style.letterSpacing
        var widths: [Double] = []
        var current: Double?
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let width = advance(of: word, in: style)
            if let line = current, line + space + width <= maxWidth {
                current = line + space + width
            } else {
                if let line = current { widths.append(line) }
                current = width
            }
        }
        return widths + [current ?? 0]
    }

    func measure(_ text: String, in style: SheetTextStyle, maxWidth: Double) throws -> TextMeasurement {
        let widths = lines(text, in: style, maxWidth: maxWidth)
        let lineHeight = style.font.size * 1.25
        let height = Double(widths.count) * lineHeight + Double(widths.count - 1) * style.lineSpacing
        return TextMeasurement(
            size: LayoutSize(width: widths.max() ?? 0, height: height),
            lineCount: widths.count, firstBaseline: style.font.size)
    }
}
