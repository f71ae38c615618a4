import CHarfBuzz

/// One paragraph shaped by HarfBuzz and grouped into character clusters, in points.
struct ShapedParagraph {
    /// A character cluster: the glyphs HarfBuzz made from one or more characters.
    struct Cluster {
        /// Index of the cluster's first Unicode scalar in the paragraph.
        let firstScalar: Int
        /// The cluster's glyphs within `glyphs`.
        let glyphRange: Range<Int>
        /// Sum of the glyphs' advances, without letter spacing.
        let advance: Double
        /// Whether the cluster is breaking white space, i.e. a line-break opportunity after it; a
        /// no-break space glues its neighbours and counts as ink.
        let isSpace: Bool
    }

    /// A glyph with its advance and offsets, in points.
    struct Glyph {
        let id: UInt32
        let advance: Double
        let offsetX: Double
        let offsetY: Double
    }

    let scalars: [Unicode.Scalar]
    let glyphs: [Glyph]
    let clusters: [Cluster]

    /// Shapes `text` (one paragraph, no newlines) with the font's kerning and ligatures; letter
    /// spacing is SwiftUI's `.kerning`, which keeps ligatures, so it never turns them off.
    init(_ text: Substring, face: FontFace, size: Double) {
        scalars = Array(text.unicodeScalars)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let codepoints = scalars.map(\.value)
        hb_buffer_add_utf32(buffer, codepoints, Int32(codepoints.count), 0, Int32(codepoints.count))
        // A fixed language keeps shaping independent of the process locale.
        hb_buffer_set_language(buffer, hb_language_from_string("en", -1))
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(face.shapingFont, buffer, nil, 0)

        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)
        let positions = hb_buffer_get_glyph_positions(buffer, &count)
        let scale = size / face.unitsPerEm
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(Int(count))
        var clusterStarts: [(scalar: Int, glyph: Int)] = []
        for index in 0..<Int(count) {
            guard let info = infos?[index], let position = positions?[index] else { continue }
            glyphs.append(
                Glyph(
                    id: info.codepoint, advance: Double(position.x_advance) * scale,
                    offsetX: Double(position.x_offset) * scale, offsetY: Double(position.y_offset) * scale))
            if clusterStarts.last?.scalar != Int(info.cluster) {
                clusterStarts.append((Int(info.cluster), index))
            }
        }
        self.glyphs = glyphs
        clusters = clusterStarts.indices.map { [scalars] index in
            let start = clusterStarts[index].glyph
            let end = index + 1 < clusterStarts.count ? clusterStarts[index + 1].glyph : glyphs.count
            let advance = glyphs[start..<end].reduce(0) { $0 + $1.advance }
            let scalar = clusterStarts[index].scalar
            let isSpace = scalar < scalars.count && Self.isBreakingSpace(scalars[scalar])
            return Cluster(firstScalar: scalar, glyphRange: start..<end, advance: advance, isSpace: isSpace)
        }
    }

    /// White space other than the no-break spaces (UAX #14 class GL), which never end a line.
    private static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace && !["\u{00A0}", "\u{2007}", "\u{202F}"].contains(scalar)
    }
}
