import GentleSheets
import GentleTheme
import GentleTokens

/// Label styles and colours standing in for a resolved theme, at a Dynamic Type factor:
/// 0.82 is about xSmall, 1 is large, 2.35 about accessibilityExtraExtraExtraLarge.
struct SyntheticTheme: Sendable, CustomStringConvertible {
    var name: String
    var typeFactor: Double
    var dark: Bool

    static let all: [SyntheticTheme] = [0.82, 1, 2.35].flatMap { factor in
        [false, true].map { SyntheticTheme(name: "Synthetic", typeFactor: factor, dark: $0) }
    }

    var description: String { "\(dark ? "dark" : "light") ×\(typeFactor)" }

    var ink: GentleRGBA {
        dark ? GentleRGBA(red: 0.96, green: 0.97, blue: 0.98) : GentleRGBA(red: 0.12, green: 0.16, blue: 0.2)
    }
    var background: GentleRGBA { dark ? GentleRGBA(red: 0.04, green: 0.06, blue: 0.1) : .testPaper }

    func style(
        _ size: Double, weight: GentleFontWeightToken = .regular, design: GentleFontDesignToken = .default
    ) -> SheetTextStyle {
        SheetTextStyle(
            font: ResolvedFont(design: design, weight: weight, width: nil, size: size * typeFactor), color: ink)
    }

    var labels: SheetLabelStyles {
        SheetLabelStyles(
            pageTitle: style(34, weight: .bold, design: .rounded), sectionTitle: style(22, weight: .semibold),
            groupTitle: style(17, weight: .semibold), itemName: style(15), subtitle: style(15),
            detail: style(13), caption: style(12), rule: GentleRGBA(red: 0.9, green: 0.9, blue: 0.92))
    }

    var page: SheetPage {
        SheetPage(metrics: .standard, labels: labels, measurer: FixedAdvanceMeasurer())
    }

    var header: SheetHeader {
        SheetHeader(
            sheet: .colors, themeName: name, schemeName: dark ? "Dark" : "Light",
            sizeCategoryName: typeFactor > 2 ? "accessibilityExtraExtraExtraLarge" : "large",
            specVersion: "0.7.0")
    }
}
