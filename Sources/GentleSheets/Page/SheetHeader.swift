import GentleTheme

/// What the header of every sheet states.
package struct SheetHeader: Sendable, Hashable {
    /// The sheet, named in the overline.
    package var sheet: SheetKind
    /// The theme's display name, or its file's base name.
    package var themeName: String
    /// "Light" or "Dark".
    package var schemeName: String
    /// The Dynamic Type size category, as `large` or `accessibilityExtraExtraExtraLarge`.
    package var sizeCategoryName: String
    /// The spec's `_specVersion`.
    package var specVersion: String
    /// The iOS release the sheet stands for, as "iOS 26".
    package var iosName: String

    /// Creates a header.
    package init(
        sheet: SheetKind, themeName: String, schemeName: String, sizeCategoryName: String, specVersion: String,
        iosName: String = IOSVersion.standard.displayName
    ) {
        self.sheet = sheet
        self.themeName = themeName
        self.schemeName = schemeName
        self.sizeCategoryName = sizeCategoryName
        self.specVersion = specVersion
        self.iosName = iosName
    }

    /// The overline above the theme name, as "GENTLE SPECIMEN · TYPOGRAPHY".
    package var overline: String { "GENTLE SPECIMEN · \(sheet.rawValue.uppercased())" }

    /// The line under the theme name, as "Light · Dynamic Type large · Spec 0.7.0 · iOS 26".
    package var subtitle: String {
        "\(schemeName) · Dynamic Type \(sizeCategoryName) · Spec \(specVersion) · \(iosName)"
    }
}
