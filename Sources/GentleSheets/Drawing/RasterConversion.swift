import GentleRaster
import GentleTheme
import GentleTokens

// The sheets speak in theme types; GentleRaster in its own. These conversions are the only
// place the two vocabularies meet; colours need none, both sides draw with GentleRGBA.

extension ShapeOutline {
    /// The canvas shape of this outline fitted to `frame`.
    func shape(in frame: Rect) -> Shape {
        switch self {
        case .rectangle: .rect(frame)
        case .roundedRectangle(let radius, let style): .roundedRect(frame, cornerRadius: radius, style: style)
        case .capsule: .capsule(frame, style: .circular)
        case .ellipse: .ellipse(frame)
        }
    }
}

extension ResolvedFont {
    /// `wdth` for each width token: piecewise through Roboto Flex's range so the four widths
    /// stay distinguishable at body sizes (fonts reference §2.2).
    static func widthAxis(_ width: GentleFontWidthToken?) -> Double? {
        switch width {
        case nil, .standard?: nil
        case .compressed?: 25
        case .condensed?: 62.5
        case .expanded?: 151
        }
    }

    /// The canvas font request.
    var raster: FontRequest {
        let family: FontDesign =
            switch design {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        return FontRequest(design: family, weight: Double(numericWeight), width: Self.widthAxis(width), size: size)
    }

    /// The line box, in points, the sheets set each line of this font in with `fonts`: the same
    /// metrics the typesetter stacks lines by.
    package func lineHeight(in fonts: FontLibrary) throws -> Double {
        try fonts.metrics(for: raster).lineHeight
    }
}

extension SheetTextStyle {
    /// The canvas text style; the string is already uppercased when the style asks for it.
    var raster: TextStyle {
        TextStyle(
            font: font.raster, letterSpacing: letterSpacing, lineSpacing: lineSpacing.points, uppercase: false,
            color: color)
    }
}

extension SurfaceMaterial {
    /// The canvas material for `scheme`; the theme never resolves `noMaterial` to a material.
    func raster(scheme: GentleColorScheme) -> Material {
        let kind: MaterialKind =
            switch self.kind {
            case .ultraThin: .ultraThin
            case .thin: .thin
            case .regular, .noMaterial: .regular
            case .thick: .thick
            case .ultraThick: .ultraThick
            case .bar: .bar
            }
        return Material(kind: kind, appearance: scheme.appearance, tint: tint)
    }
}

extension GentleColorScheme {
    /// The canvas appearance of this scheme.
    var appearance: Appearance { self == .dark ? .dark : .light }
}
