import GentleSpecimen

extension Selection {
    /// The renderer of this selection's fonts, scale and iOS release, drawing `format`.
    func renderer(in context: CommandContext, format: OutputFormat) throws -> SpecimenRenderer {
        SpecimenRenderer(
            fonts: try fonts(search: context.environment.fontSearch), scale: scale, format: format, ios: ios)
    }
}
