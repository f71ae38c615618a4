/// The resource bundle of the `GentleFonts` target (the fonts, their licences, `manifest.json` and
/// `README.md` in the top-level `Fonts/`), which SwiftPM copies beside every executable that links
/// the library. Named here so that `FontManifestSearch` finds it without a `Bundle.module`, which
/// stops the process when the bundle is missing (an installed binary whose build folder was
/// deleted) and, generated for a Swift target, would link Foundation.
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
