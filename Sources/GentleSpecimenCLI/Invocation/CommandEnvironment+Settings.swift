import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CommandEnvironment {
    /// The settings a command runs with: `given` merged with the project config, which is found
    /// from the working directory unless named, and with `defaults`.
    func settings(
        _ given: SpecimenOptions, defaults: SpecimenSettings.Defaults
    ) throws(SpecimenConfigError) -> SpecimenSettings {
        try SpecimenSettings.load(
            given: given, defaults: defaults, workingDirectory: workingDirectory, displayPath: displayPath(of:))
    }

    /// The project config found from the working directory, as `settings` finds it; nil when none.
    func projectConfig() throws(SpecimenConfigError) -> SpecimenConfig? {
        try SpecimenConfig.load(given: nil, workingDirectory: workingDirectory, displayPath: displayPath(of:))
    }

    /// The goldens folder of a command that reads only `--goldens` and the config (`accept`).
    func goldens(given: GivenPath?, config: SpecimenConfig?) -> GivenPath {
        SpecimenSettings.goldens(
            given: given, config: config, workingDirectory: workingDirectory, displayPath: displayPath(of:))
    }
}
