import CHarfBuzz

/// Sets text with the fonts of a library: case mapping, HarfBuzz shaping, kerning, wrapping,
/// alignment and line spacing. Needs no canvas; safe to use from any thread.
package struct Typesetter: TextMeasuring {
    /// The fonts text is set in.
    package let fonts: FontLibrary

    /// Creates a typesetter over a font library.
    package init(fonts: FontLibrary) {
        self.fonts = fonts
    }

    /// Vertical metrics of a font at its size.
    package func metrics(for font: FontRequest) throws -> FontMetrics {
        try fonts.metrics(for: font)
    }

    /// Shapes, wraps and aligns a text, returning only its measurements.
    package func measure(
        _ text: String, style: TextStyle, maxWidth: Double? = nil, alignment: TextAlignment = .leading
    ) throws -> TextMeasurement {
        try layout(text, style: style, maxWidth: maxWidth, alignment: alignment).measurement
    }

    /// Shapes, wraps to `maxWidth` (none when `nil`) and aligns a text. Newlines start paragraphs.
    /// A text set before with these fonts in a style that differs at most in colour is not set again.
    package func layout(
        _ text: String, style: TextStyle, maxWidth: Double? = nil, alignment: TextAlignment = .leading
    ) throws -> TextLayout {
        let key = TextLayoutCache.Key(text: text, style: style, maxWidth: maxWidth, alignment: alignment)
        return try fonts.layouts.layout(for: key, style: style) {
            try set(text, style: style, maxWidth: maxWidth, alignment: alignment)
        }
    }

    /// A text this typesetter has set (`measure`), ready to draw in `style`, which may differ from
    /// the one it was set in at most in colour: the font is looked up, nothing is shaped again.
    package func layout(placing measurement: TextMeasurement, style: TextStyle) throws -> TextLayout {
        TextLayout(style: style, measurement: measurement, face: try fonts.face(for: style.font))
    }

    private func set(_ text: String, style: TextStyle, maxWidth: Double?, alignment: TextAlignment) throws
        -> TextLayout
    {
        let face = try fonts.face(for: style.font)
        let size = style.font.size
        let metrics = face.metrics(size: size)
        let cased = style.uppercase ? text.uppercased() : text
        var pieces: [LinePiece] = []
        for paragraph in cased.split(separator: "\n", omittingEmptySubsequences: false) {
            let shaped = ShapedParagraph(paragraph, face: face, size: size)
            let breaker = LineBreaker(clusters: shaped.clusters, kerning: style.letterSpacing)
            // A NaN width cannot be compared; it means no wrapping, like an infinite one.
            for range in breaker.lines(maxWidth: maxWidth?.isNaN == true ? nil : maxWidth) {
                pieces.append(LinePiece(paragraph: shaped, clusters: range, kerning: style.letterSpacing))
            }
        }
        if cased.isEmpty { pieces.removeAll() }
        let widest = pieces.map(\.width).max() ?? 0
        let lineHeight = style.lineHeight ?? metrics.lineHeight
        let firstBaseline =
            style.lineHeight.map { ($0 - metrics.ascent - metrics.descent) / 2 + metrics.ascent } ?? metrics.ascent
        let pitch = lineHeight + style.lineSpacing
        var lines: [TextLine] = []
        var ink: Rect?
        for (index, piece) in pieces.enumerated() {
            let baseline = firstBaseline + Double(index) * pitch
            let x = Self.offset(of: piece.width, in: widest, alignment: alignment)
            let line = piece.line(x: x, baseline: baseline)
            lines.append(line)
            if let lineInk = Self.inkBounds(of: line.glyphs, face: face, size: size) {
                ink = ink.map { $0.union(lineInk) } ?? lineInk
            }
        }
        let height = lines.isEmpty ? 0 : Double(lines.count) * lineHeight + Double(lines.count - 1) * style.lineSpacing
        let measurement = TextMeasurement(
            size: Size(width: widest, height: height), baselines: lines.map(\.baseline),
            lineWidths: lines.map(\.width), metrics: metrics, inkBounds: ink ?? Rect(x: 0, y: 0, width: 0, height: 0),
            lines: lines)
        return TextLayout(style: style, measurement: measurement, face: face)
    }

    private static func offset(of width: Double, in widest: Double, alignment: TextAlignment) -> Double {
        switch alignment {
        case .leading: 0
        case .center: (widest - width) / 2
        case .trailing: widest - width
        }
    }

    private static func inkBounds(of glyphs: [PlacedGlyph], face: FontFace, size: Double) -> Rect? {
        let scale = size / face.unitsPerEm
        var bounds: Rect?
        for glyph in glyphs {
            guard let extents = face.extents(of: glyph.id) else { continue }
            let box = Rect(
                x: glyph.x + Double(extents.x_bearing) * scale, y: glyph.y - Double(extents.y_bearing) * scale,
                width: Double(extents.width) * scale, height: -Double(extents.height) * scale)
            bounds = bounds.map { $0.union(box) } ?? box
        }
        return bounds
    }
}

/// A line cut from a shaped paragraph, before it is placed.
private struct LinePiece {
    let paragraph: ShapedParagraph
    let clusters: Range<Int>
    let kerning: Double

    var width: Double {
        guard !clusters.isEmpty else { return 0 }
        let breaker = LineBreaker(clusters: Array(paragraph.clusters[clusters]), kerning: kerning)
        var prefix = [0.0]
        for cluster in breaker.clusters { prefix.append(prefix[prefix.count - 1] + cluster.advance) }
        return breaker.width(0...(breaker.clusters.count - 1), prefix: prefix)
    }

    func line(x: Double, baseline: Double) -> TextLine {
        var pen = x
        var glyphs: [PlacedGlyph] = []
        var lastInk = clusters.lowerBound - 1
        for index in clusters where !paragraph.clusters[index].isSpace { lastInk = index }
        for index in clusters where index <= lastInk {
            for glyph in paragraph.glyphs[paragraph.clusters[index].glyphRange] {
                glyphs.append(PlacedGlyph(id: glyph.id, x: pen + glyph.offsetX, y: baseline - glyph.offsetY))
                pen += glyph.advance
            }
            pen += kerning
        }
        let text = String(String.UnicodeScalarView(textScalars(upTo: lastInk)))
        return TextLine(text: text, x: x, baseline: baseline, width: width, glyphs: glyphs)
    }

    private func textScalars(upTo lastInk: Int) -> ArraySlice<Unicode.Scalar> {
        guard lastInk >= clusters.lowerBound else { return [] }
        let first = paragraph.clusters[clusters.lowerBound].firstScalar
        let end =
            lastInk + 1 < paragraph.clusters.count
            ? paragraph.clusters[lastInk + 1].firstScalar : paragraph.scalars.count
        return paragraph.scalars[first..<max(first, end)]
    }
}
