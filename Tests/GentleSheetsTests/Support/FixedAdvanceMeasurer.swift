import GentleRaster
import GentleSheets

/// A deterministic stand-in for the real typesetter: every character advances half the font
/// size plus the letter spacing, lines are 1.25 × size tall with the baseline one size down,
/// words wrap greedily.
struct FixedAdvanceMeasurer: TextMeasuring {
    func metrics(for font: FontRequest) throws -> FontMetrics {
        FontMetrics(ascent: font.size, descent: font.size * 0.25, lineGap: 0)
    }

    func advance(of word: Substring, in style: TextStyle) -> Double {
        Double(word.count) * (style.font.size * 0.5 + style.letterSpacing)
    }

    func lines(_ text: String, in style: TextStyle, maxWidth: Double) -> [Double] {
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

    func measure(
        _ text: String, style: TextStyle, maxWidth: Double?, alignment: TextAlignment
    ) throws -> TextMeasurement {
        let widths = lines(text, in: style, maxWidth: maxWidth ?? .infinity)
        let metrics = try metrics(for: style.font)
        let pitch = metrics.lineHeight + style.lineSpacing
        let height = Double(widths.count) * metrics.lineHeight + Double(widths.count - 1) * style.lineSpacing
        let width = widths.max() ?? 0
        return TextMeasurement(
            size: Size(width: width, height: height),
            baselines: widths.indices.map { metrics.ascent + Double($0) * pitch }, lineWidths: widths,
            metrics: metrics, inkBounds: Rect(x: 0, y: 0, width: width, height: height))
    }
}
