/// The files beside this one (the fonts, their licences, `manifest.json` and `README.md`) are the
/// resources of the `GentleFonts` target, so SwiftPM copies them into a resource bundle beside
/// every executable that links the library: this package's tool and test runner, and those of any
/// package that depends on it by path or URL. This file is the target's one source (SwiftPM takes
/// a target without one for a C target) and names that bundle, so that `FontManifestSearch` finds
/// it without SwiftPM's generated `Bundle.module`, which stops the process when the bundle is
/// missing (an installed binary whose build folder was deleted).
package enum FontResourceBundle {
    /// The bundle's folder names: SwiftPM's `<package>_<target>`, and the same with `-tool` for
    /// the copy built beside a command plugin's tool.
    package static let folderNames = ["GentleSpecimen_GentleFonts", "GentleSpecimen_GentleFonts-tool"].map {
        $0 + folderExtension
    }

    /// The extension SwiftPM gives a resource bundle's folder on this platform.
    #if canImport(Darwin)
        private static let folderExtension = ".bundle"
    #else
        private static let folderExtension = ".resources"
    #endif
}
