import Foundation
import GentleTokens

/// Which of a theme's token values one sheet image draws (DESIGN.md §5), so its golden records
/// those and no others: accepting the goldens whose pixels moved can then never leave another
/// golden holding a value it does not draw. An image draws
/// - what every page shows: the theme name (`theme.name`), the header's spec version, scheme and
///   size, the page colours and label text roles, the spacing scale and card inset of the grid;
/// - the tokens of its regions: `colors.primaryCTA` → `colors.primaryCTA.light` and `.dark`,
///   `buttons.primary.frame3` → `buttons.primary.*`, `layout.radius.medium` →
///   `visual.radii.medium`, and role names inside a region name
///   (`accessibility.textSecondary.on.surfaceBase` → both colours, `overview.palette.light.primaryCTA`
///   → the light one);
/// - what those values refer to: a `colorRole` names a colour, a button its text role, fill,
///   border, animation and padding;
/// - the few colours a sheet paints outside any region (backdrops, plot lines).
/// Colours are the image's scheme only, but for the colors sheet's swatches, which show both.
package enum DrawnTokens {
    /// The subset of `values` (all of a theme's, `TokenValues.of`) that an image of `sheet` with
    /// regions named `regions` draws in `scheme`, plus `theme.name`.
    package static func select(
        from values: [String: String], regions: [String], sheet: SheetKind, scheme: GentleColorScheme,
        themeName: String
    ) -> [String: String] {
        var selection = Selection(values: values, scheme: scheme)
        selection.page()
        for colour in sheet.unregionedColours { selection.colour(colour) }
        for role in sheet.unregionedTextRoles { selection.textRole(role) }
        for name in Set(regions) { selection.region(name) }
        selection.followReferences()
        var drawn = values.filter { selection.paths.contains($0.key) }
        drawn[themeNamePath] = quoted(themeName)
        return drawn
    }

    /// The path the displayed theme name is recorded under.
    package static let themeNamePath = "theme.name"

    /// The name as a JSON string literal (`"Brand"`), so a change reads `"brand" → "Brand"` and a
    /// name holding a line break or spaces still fits one line of the text chunk.
    package static func quoted(_ name: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return (try? encoder.encode(name)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
    }

    /// The paths chosen so far, over the theme's values.
    private struct Selection {
        let values: [String: String]
        let scheme: GentleColorScheme
        var paths: Set<String> = []

        init(values: [String: String], scheme: GentleColorScheme) {
            self.values = values
            self.scheme = scheme
        }

        /// The header, the page, the label styles and the grid of every sheet.
        mutating func page() {
            paths.formUnion(["specVersion", "scheme", "sizeCategory"])
            for colour in [GentleColorRole.background, .textPrimary, .textSecondary, .borderSubtle] {
                self.colour(colour)
            }
            for role in [
                GentleTextRole.largeTitle_xxl, .title2_l, .headline_m, .subheadline_ms, .footnote_s, .caption_s,
            ] {
                textRole(role)
            }
            group("layout.scale")
            group("layout.inset.card.regular")
        }

        /// The colour of `role` in the image's scheme.
        mutating func colour(_ role: GentleColorRole) {
            paths.insert("colors.\(role.rawValue).\(scheme.rawValue)")
        }

        mutating func textRole(_ role: GentleTextRole) {
            group("typography.\(role.rawValue)")
        }

        /// Every value at or under `prefix`, without the other scheme's border colour.
        mutating func group(_ prefix: String, bothSchemes: Bool = false) {
            let other = scheme == .light ? "darkHex" : "lightHex"
            for path in values.keys where path == prefix || path.hasPrefix(prefix + ".") {
                if !bothSchemes, path.hasSuffix("." + other) { continue }
                paths.insert(path)
            }
        }

        private func hasGroup(_ prefix: String) -> Bool {
            values.keys.contains { $0 == prefix || $0.hasPrefix(prefix + ".") }
        }

        /// The tokens a region name stands for: the longest leading part of at least two
        /// segments that names a token group, else the radius or shadow step or the roles it names.
        mutating func region(_ name: String) {
            let segments = name.split(separator: ".").map(String.init)
            if segments.count >= 2 {
                for count in stride(from: segments.count, through: 2, by: -1) {
                    let prefix = segments.prefix(count).joined(separator: ".")
                    guard hasGroup(prefix) else { continue }
                    if segments[0] == "colors" {
                        group(prefix, bothSchemes: true)
                    } else {
                        group(prefix)
                    }
                    return
                }
            }
            for (index, segment) in segments.enumerated() {
                let next = index + 1 < segments.count ? segments[index + 1] : nil
                if segment == "radius", let next { group("visual.radii.\(next)") }
                if segment == "shadow", let next { group("visual.shadows.\(next)") }
                if let role = GentleColorRole(rawValue: segment) {
                    // `overview.palette.light.primaryCTA`: a swatch of the scheme it names.
                    let named = index > 0 ? GentleColorScheme(rawValue: segments[index - 1]) : nil
                    paths.insert("colors.\(role.rawValue).\((named ?? scheme).rawValue)")
                }
                if let role = GentleTextRole(rawValue: segment) { textRole(role) }
                if let role = GentleButtonRole(rawValue: segment) { group("buttons.\(role.rawValue)") }
                if let role = GentleSurfaceRole(rawValue: segment) { group("surfaces.\(role.rawValue)") }
            }
        }

        /// Adds what the chosen values name, until nothing new is added.
        mutating func followReferences() {
            var seen = 0
            while seen != paths.count {
                seen = paths.count
                for path in paths { follow(path) }
            }
        }

        private mutating func follow(_ path: String) {
            guard let value = values[path] else { return }
            let segments = path.split(separator: ".")
            if path.hasSuffix("olorRole"), let role = GentleColorRole(rawValue: value) { colour(role) }
            if segments.count == 3, segments[0] == "surfaces",
                let role = GentleSurfaceRole(rawValue: String(segments[1]))
            {
                // A surface's sample labels, in the text colours the package sets on it.
                let (primary, secondary) = SurfacesSheet.labelRoles(role)
                colours(primary, secondary)
            }
            guard segments.count == 3, segments[0] == "buttons",
                let role = GentleButtonRole(rawValue: String(segments[1]))
            else { return }
            textRole(role.defaultTextRole)
            // The button's padding, as ResolvedButton lays it out.
            paths.formUnion(["layout.gap.s", "layout.gap.xl"])
            switch (segments[2], value) {
            case ("animationRole", _): group("buttons.animations.\(value)")
            case ("fillRole", "solidFillPrimaryCTA"): colours(.primaryCTA, .textOnPrimaryCTA)
            case ("fillRole", "solidFillDestructive"): colours(.destructive, .textOnPrimaryCTA)
            case ("fillRole", "hollow"): colour(.primaryCTA)
            case ("borderRole", "accent"): colour(.primaryCTA)
            case ("borderRole", "subtle"): colour(.borderSubtle)
            case ("shape", "rounded"): paths.insert("visual.radii.medium")
            default: break
            }
        }

        private mutating func colours(_ roles: GentleColorRole...) {
            for role in roles { colour(role) }
        }
    }
}

extension SheetKind {
    /// Colours the sheet paints outside any region: backdrops, plots, ladders.
    fileprivate var unregionedColours: [GentleColorRole] {
        switch self {
        case .accessibility: [.destructive]
        case .buttons: [.primaryCTA, .surfaceBase, .textTertiary, .themeSecondary]
        case .layout: [.primaryCTA, .surfaceBase, .themePrimary]
        case .surfaces: [.primaryCTA, .textPrimary, .themePrimary, .themeSecondary]
        case .dynamicType: [.surfaceBase]
        case .typography, .colors, .controls, .overview, .gallery: []
        }
    }

    /// Text roles the sheet sets outside any region.
    fileprivate var unregionedTextRoles: [GentleTextRole] {
        self == .overview ? [.body_m] : []
    }
}
