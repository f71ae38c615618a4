import GentleSpecimen
import GentleTokens

extension NamedTheme {
    /// A preset's catalogue text for the overview and the gallery; nil for a theme file, even
    /// one named like a preset.
    var about: ThemeAbout? {
        guard origin == "preset \(id)", let preset = GentlePreset.named(id) else { return nil }
        return ThemeAbout(preset)
    }
}
