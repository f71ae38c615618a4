import GentleFiles
import GentleGolden
import GentleSheets
import GentleTheme
import GentleTokens

/// The checks a review's ledger holds for one side (DESIGN.md §5, "Reviewing without goldens"):
/// from the theme's colours, every contrast pair and colour-vision pair the accessibility sheet
/// draws; from each drawn sheet, every text that does not fit its box and every button shorter
/// than the theme's largest touch step. Each check carries the token values its result depends
/// on, so the ledger can name the one whose change caused it.
enum AccessibilityChecks {
    /// WCAG 2 AA for text of any size (1.4.3): below it, a text role fails on its ground.
    static let minimumContrast = 4.5

    /// The contrast and colour-vision checks of `theme` in `scheme`.
    static func colours(of theme: SpecimenTheme, scheme: GentleColorScheme) -> [AccessibilityCheck] {
        let colors = ResolvedColors(tokens: theme.spec.colors, scheme: scheme)
        return contrast(of: theme.id, colors: colors, scheme: scheme)
            + colourVision(of: theme.id, colors: colors, scheme: scheme)
    }

    /// Each text role on each ground the accessibility sheet sets it on.
    private static func contrast(
        of theme: String, colors: ResolvedColors, scheme: GentleColorScheme
    ) -> [AccessibilityCheck] {
        GentleColorRole.textRoles.flatMap { text in
            AccessibilitySheet.grounds(for: text).map { ground in
                let ratio = ContrastPair(text: text, ground: ground).ratio(in: colors)
                // The page shows through a translucent ground, so its colour is a cause too.
                let roles = colors[ground].alpha < 1 ? [text, ground, .background] : [text, ground]
                return AccessibilityCheck(
                    theme: theme, kind: .contrast, subject: "\(scheme.rawValue) \(text.rawValue) on \(ground.rawValue)",
                    result: ratio.graded, passes: ratio.value >= minimumContrast,
                    tokens: values(of: roles, colors: colors, scheme: scheme))
            }
        }
    }

    /// Each pair that must stay apart, as each observer of the sheet sees it.
    private static func colourVision(
        of theme: String, colors: ResolvedColors, scheme: GentleColorScheme
    ) -> [AccessibilityCheck] {
        let page = colors[.background]
        return ColorVisionSection.visions.flatMap { vision in
            ColorVisionSection.pairs.map { first, second in
                let difference = CIEDE2000.difference(
                    vision.sees(colors[first], over: page), vision.sees(colors[second], over: page))
                return AccessibilityCheck(
                    theme: theme, kind: .colourVision,
                    subject: "\(scheme.rawValue) \(vision.id) \(first.rawValue) vs \(second.rawValue)",
                    result: "ΔE00 " + PrintfFormat.string("%.1f", difference),
                    passes: difference >= ColorVisionSection.threshold,
                    tokens: values(of: [first, second, .background], colors: colors, scheme: scheme))
            }
        }
    }

    private static func values(
        of roles: [GentleColorRole], colors: ResolvedColors, scheme: GentleColorScheme
    ) -> [String: String] {
        Dictionary(roles.map { ("colors.\($0.rawValue).\(scheme.rawValue)", colors[$0].hexString) }) { first, _ in
            first
        }
    }

    /// The failing fit and touch-target checks of one drawn image: `layout` as laid out,
    /// `regions` in pixels at `scale`, `drawn` the token values the image draws.
    static func drawn(
        _ specimen: SpecimenCase, layout: SheetLayout, regions: [TokenRegion], scale: Double, drawn: GoldenTokens
    ) -> [AccessibilityCheck] {
        let page = "\(specimen.sheet.rawValue)-\(specimen.scheme.rawValue)@\(specimen.sizeCategory.rawValue)"
        let typeValues = drawn.values.filter { $0.key.hasPrefix("typography.") || $0.key.hasPrefix("layout.") }
        let unfitted = GeometryCheck.issues(in: layout).compactMap { issue in
            issue.text.map { text in
                AccessibilityCheck(
                    theme: specimen.theme.id, kind: .dynamicType,
                    subject: "\(page) \"\(text.prefix(40))\" (\(issue.rule.rawValue))", result: "does not fit",
                    passes: false, tokens: typeValues)
            }
        }
        return unfitted + touchTargets(specimen, page: page, regions: regions, scale: scale, drawn: drawn)
    }

    /// The buttons of the controls sheet, at rest, each as tall as `layout.touch.xxl` at least.
    private static func touchTargets(
        _ specimen: SpecimenCase, page: String, regions: [TokenRegion], scale: Double, drawn: GoldenTokens
    ) -> [AccessibilityCheck] {
        let minimum = specimen.theme.spec.layout.touch.xxl
        return regions.compactMap { region in
            let parts = region.token.split(separator: ".")
            guard parts.count == 4, parts[0] == "controls", parts[1] == "button", parts[3] == "enabled" else {
                return nil
            }
            let height = Double(region.rect.height) / scale
            guard height < minimum else { return nil }
            let role = String(parts[2])
            let tokens = drawn.values.filter {
                $0.key.hasPrefix("buttons.\(role).") || $0.key.hasPrefix("typography.") || $0.key.hasPrefix("layout.")
            }
            return AccessibilityCheck(
                theme: specimen.theme.id, kind: .touchTarget, subject: "\(page) \(role) button",
                result: PrintfFormat.string("%.0f pt < layout.touch.xxl %g pt", height, minimum), passes: false,
                tokens: tokens)
        }
    }
}
