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
        /// The regions of the image that draw it, by name; `(page)` when every page draws it
        /// (the header, the grid, the label styles).
        public var regions: [String]
    }

    /// What every page draws, named in place of a region.
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
            let layout = try renderer.layout(of: specimen)
            let names = Set(RegionDocument(layout: layout, scale: 1).regions.map(\.token)).sorted()
            let pageTokens = Set(specimen.tokens(drawnIn: [], of: values).values.keys)
            var regionsOf: [String: [String]] = Dictionary(uniqueKeysWithValues: pageTokens.map { ($0, [page]) })
            for name in names {
                let region = TokenRegion(token: name, rect: PixelRect(x: 0, y: 0, width: 0, height: 0))
                for path in specimen.tokens(drawnIn: [region], of: values).values.keys where !pageTokens.contains(path)
                {
                    regionsOf[path, default: []].append(name)
                }
            }
            let image = String(specimen.name.split(separator: "/").last ?? "")
            for (path, regions) in regionsOf where uses[path] != nil {
                uses[path, default: []].append(Use(image: image, regions: regions))
            }
        }
        return TokenCoverage(theme: theme.id, tokens: uses.mapValues { $0.sorted { $0.image < $1.image } })
    }
}
