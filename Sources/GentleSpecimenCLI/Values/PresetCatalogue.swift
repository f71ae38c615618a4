/// The ids of the built-in presets, in the package's order (DESIGN.md §3).
enum PresetCatalogue {
    /// Every preset id; `gentle-default` is the default theme.
    static let ids = [
        "gentle-default", "classic-tan", "modern-gray", "soft-green", "editorial-paper",
        "technical-blue", "bold-orange", "elegant-purple", "compact-mint",
    ]
    /// The id of the embedded default theme.
    static let defaultID = "gentle-default"
}
