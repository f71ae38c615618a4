import GentleSpecimen

extension SpecimenSettings {
    /// The renderer of these settings's fonts, scale and iOS release, drawing `format`.
    func renderer(in context: CommandContext, format: OutputFormat) throws -> SpecimenRenderer {
        SpecimenRenderer(
            fonts: try fonts(search: context.environment.fontSearch), scale: scale, format: format, ios: ios)
    }
}
