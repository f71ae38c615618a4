import GentleTokens

/// The `presets` listing: one aligned line per preset with its id, name and summary.
enum PresetCatalogueListing {
    /// The lines, in the catalogue's order.
    static func lines(for presets: [GentlePreset]) -> [String] {
        let idWidth = (presets.map(\.id.count).max() ?? 0) + 2
        let nameWidth = (presets.map(\.name.count).max() ?? 0) + 2
        return presets.map { preset in
            ColumnPadding.padded(preset.id, to: idWidth) + ColumnPadding.padded(preset.name, to: nameWidth)
                + preset.summary
        }
    }
}
