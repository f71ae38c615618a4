import GentleGolden
import GentleRaster
import GentleSheets
import GentleTheme
import GentleTokens

/// One image to draw: a sheet of a theme in one colour scheme at one Dynamic Type size.
public struct SpecimenCase: Sendable, Equatable {
    /// The theme drawn.
    public let theme: SpecimenTheme
    /// The sheet drawn.
    public let sheet: SheetKind
    /// The colour scheme drawn.
    public let scheme: GentleColorScheme
    /// The Dynamic Type size text is set at.
    public let sizeCategory: ContentSizeCategory
    /// Every theme of the run, for a sheet that spans themes (the gallery); empty otherwise.
    public let runThemes: [SpecimenTheme]

    /// A case; `runThemes` matters only for a sheet that spans themes, drawn on `theme`'s page.
    public init(
        theme: SpecimenTheme, sheet: SheetKind, scheme: GentleColorScheme, sizeCategory: ContentSizeCategory = .large,
        runThemes: [SpecimenTheme] = []
    ) {
        self.theme = theme
        self.sheet = sheet
        self.scheme = scheme
        self.sizeCategory = sizeCategory
        self.runThemes = sheet.spansThemes ? runThemes : []
    }

    /// `<theme-id>/<sheet>-<scheme>`, or `<sheet>-<scheme>` for a sheet that spans themes, with
    /// `@<category>` away from `large` (DESIGN.md §3): the path of its file and golden without
    /// extension.
    public var name: String {
        let size = sizeCategory == .large ? "" : "@\(sizeCategory.rawValue)"
        let file = "\(sheet.rawValue)-\(scheme.rawValue)\(size)"
        return sheet.spansThemes ? file : "\(theme.id)/\(file)"
    }

    /// `<sheet>-<scheme>`, as an error about the page names it beside its theme.
    var pageName: String { "\(sheet.rawValue)-\(scheme.rawValue)" }

    /// `<theme-id>/<sheet>-<scheme>[@<category>].<ext>`.
    public func relativePath(format: OutputFormat) -> String {
        "\(name).\(format.rawValue)"
    }

    /// Every resolved token value of the case's theme, scheme and size, whether its image draws
    /// it or not.
    package var themeTokens: GoldenTokens {
        GoldenTokens(TokenValues.of(spec: theme.spec, scheme: scheme, sizeCategory: sizeCategory), scope: .theme)
    }

    /// The token values the case's image draws, as its golden records them: those of every token
    /// path and group the image read while it was laid out (`image.tokens`), the settings its
    /// header prints and the theme name (`DrawnTokens`). The gallery's other cards record their
    /// themes' values under each theme's prefix (`classic-tan/colors.primaryCTA.light`).
    package func tokens(drawnIn image: RegionDocument) -> GoldenTokens {
        tokens(drawnIn: image, of: themeTokens)
    }

    /// `tokens(drawnIn:)` from the theme's values already worked out (`themeTokens`).
    package func tokens(drawnIn image: RegionDocument, of theme: GoldenTokens) -> GoldenTokens {
        GoldenTokens(values(read: image.tokens, of: theme.values))
    }

    /// The values behind the token paths and groups `read`, as `tokens(drawnIn:)` selects them
    /// from `theme` (the case's theme values, `TokenValues.of`), the gallery's other cards from
    /// their own themes under their prefixes; none left out, not even one a golden cannot store.
    package func values(read: [String], of theme: [String: String]) -> [String: String] {
        var others: [String: [String: String]] = [:]
        for other in runThemes where other.name != self.theme.name {
            others[GallerySheet.tokenPrefix(other.name)] = TokenValues.of(
                spec: other.spec, scheme: scheme, sizeCategory: sizeCategory)
        }
        return DrawnTokens.select(
            from: theme, read: read, scheme: scheme, themeName: self.theme.name, others: others)
    }

    /// Whether `other` draws the same pixels: the same sheet, scheme and size of themes with the
    /// same spec, name and catalogue text, whatever file they were read from.
    func drawsLike(_ other: SpecimenCase) -> Bool {
        let same = { (one: SpecimenTheme, two: SpecimenTheme) in
            one.spec == two.spec && one.name == two.name && one.about == two.about
        }
        return sheet == other.sheet && scheme == other.scheme && sizeCategory == other.sizeCategory
            && same(theme, other.theme) && runThemes.count == other.runThemes.count
            && zip(runThemes, other.runThemes).allSatisfy(same)
    }

    /// The golden this case is checked against; throws when the theme's id cannot name one.
    package func goldenID() throws(SpecimenError) -> GoldenCaseID {
        guard let id = GoldenCaseID(name) else { throw .invalidGoldenName(name) }
        return id
    }

    /// Rough relative time to draw and encode the case, so a batch can start the costliest first.
    /// Measured at scale 2 over the nine presets: surfaces (backdrop blurs) ≈ 230 ms, buttons
    /// ≈ 185 ms, typography ≈ 170 ms, colors ≈ 85 ms; the gallery draws a card per theme.
    package var estimatedCost: Int {
        switch sheet {
        case .gallery: 6
        case .overview: 5
        case .surfaces, .dynamicType: 4
        case .buttons, .accessibility: 3
        case .typography, .controls: 2
        case .colors, .layout: 1
        }
    }
}
