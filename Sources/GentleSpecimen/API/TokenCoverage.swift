import GentleGolden
import GentleSheets

/// Which of a theme's tokens its images draw, and where: each token → the images (sheet, scheme,
/// size) and the regions that draw it, and the tokens no image draws. Built on the attribution
/// goldens record (`SpecimenCase.tokens(drawnIn:)`), so it says exactly what a golden of each
/// image would record, and grows with it. Laid out only: nothing is drawn.
public struct TokenCoverage: Sendable, Equatable {
    /// Where an image draws a token.
    public struct Use: Sendable, Equatable, Codable {
        /// The image, `<sheet>-<scheme>[@<category>]`.
        public var image: String
        /// The regions of the image named for it (`colors.primaryCTA` for
        /// `colors.primaryCTA.light`, `buttons.primary.frame3` for `buttons.primary.fillRole`);
        /// `(page)` when none is: the header, the grid, the label styles, or a part of what another
        /// token's region draws (a button's text style).
        public var regions: [String]
    }

    /// What no region is named for, named in place of a region.
    public static let page = "(page)"

    /// The theme's id.
    public let theme: String
    /// Every token path of the theme → where it is drawn, empty when no image draws it.
    public let tokens: [String: [Use]]

    /// The tokens no image draws, in path order.
    public var undrawn: [String] { tokens.filter { $0.value.isEmpty }.keys.sorted() }

    /// The coverage of `theme` over its `cases` (all of one theme), laid out by `renderer`. The
    /// tokens of the theme are those of every scheme and size the cases draw, but the case's own
    /// scheme and size.
    public static func of(_ theme: SpecimenTheme, cases: [SpecimenCase], renderer: SpecimenRenderer) throws
        -> TokenCoverage
    {
        var uses: [String: [Use]] = [:]
        for specimen in cases where !specimen.sheet.spansThemes {
            let values = specimen.themeTokens
            for path in values.values.keys where path != "scheme" && path != "sizeCategory" {
                uses[path, default: []] += []
            }
            let image = RegionDocument(layout: try renderer.layout(of: specimen))
            let names = Set(image.regions.map(\.token)).sorted()
            let name = String(specimen.name.split(separator: "/").last ?? "")
            for path in specimen.tokens(drawnIn: image, of: values).values.keys where uses[path] != nil {
                let regions = names.filter { region($0, isNamedFor: path) }
                uses[path, default: []].append(Use(image: name, regions: regions.isEmpty ? [page] : regions))
            }
        }
        return TokenCoverage(theme: theme.id, tokens: uses.mapValues { $0.sorted { $0.image < $1.image } })
    }

    /// Whether a region's name is that of the token at `path` or of its group: `colors.primaryCTA`
    /// for `colors.primaryCTA.light`, `buttons.primary.frame3` for `buttons.primary.fillRole`.
    private static func region(_ name: String, isNamedFor path: String) -> Bool {
        let group = path.split(separator: ".").prefix(2).joined(separator: ".")
        return path == name || path.hasPrefix(name + ".") || name == group || name.hasPrefix(group + ".")
    }
}
