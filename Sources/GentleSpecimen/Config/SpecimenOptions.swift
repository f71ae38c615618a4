import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a command was given on its command line, each value nil (or false) when not given, for
/// `SpecimenSettings` to merge with the project config and the command's defaults.
package struct SpecimenOptions: Sendable, Equatable {
    /// The themes named, if any.
    package var themes: ThemeSource?
    /// The display name of a single theme.
    package var displayName: String?
    /// The sheets.
    package var sheets: SheetSelection?
    /// The colour schemes.
    package var schemes: [GentleColorScheme]?
    /// The Dynamic Type sizes.
    package var sizeCategories: [ContentSizeCategory]?
    /// Device pixels per point.
    package var scale: PixelScale?
    /// The font manifest, already resolved.
    package var fontManifest: URL?
    /// The iOS release.
    package var ios: IOSVersion?
    /// Whether a theme with warnings is refused.
    package var isStrict = false
    /// The project config named, if any; else the nearest one is found.
    package var config: GivenPath?
    /// The goldens folder.
    package var goldens: GivenPath?
    /// The report folder.
    package var report: GivenPath?
    /// The comparison gates given.
    package var compare = SpecimenConfig.Compare()

    /// Options with nothing given; set the fields that were.
    package init() {}
}
