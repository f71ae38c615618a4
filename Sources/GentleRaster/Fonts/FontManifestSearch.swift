import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where the bundled font manifest is found at run time, from the executable's location and never
/// from the source tree's, so that an installed or moved binary keeps its fonts (DESIGN.md §6) and
/// a package that depends on this one finds them in its own build folder.
///
/// The places, in order:
/// 1. `GENTLE_SPECIMEN_FONTS`, when set and not empty: that manifest and no other.
/// 2. `<executable's folder>/../share/gentle-specimen/Fonts/manifest.json`: the layout
///    `Scripts/install.sh` makes under its prefix.
/// 3. `manifest.json` in the library's SwiftPM resource bundle beside the executable
///    (`GentleSpecimen_GentleFonts.resources`, or its `-tool` copy beside a plugin's tool): what
///    `swift build`, `swift run`, `swift test` and `swift package specimen` build, in this package
///    or in any package that depends on it.
package struct FontManifestSearch: Sendable, Equatable {
    /// The environment variable naming a manifest to use instead of the bundled one.
    package static let environmentVariable = "GENTLE_SPECIMEN_FONTS"
    /// Where the fonts sit below the install prefix.
    package static let installedManifest = "share/gentle-specimen/Fonts/manifest.json"

    /// The running executable, symbolic links resolved; `nil` when unknown.
    package var executable: URL?
    /// The environment variables.
    package var environment: [String: String]

    /// A search from `executable` (its links are resolved) with `environment`.
    package init(executable: URL?, environment: [String: String] = [:]) {
        self.executable = executable?.resolvingSymlinksInPath()
        self.environment = environment
    }

    /// The search for this process: its executable and its environment.
    package static var process: FontManifestSearch {
        FontManifestSearch(executable: ExecutableFile.url, environment: ProcessInfo.processInfo.environment)
    }

    /// The manifest to load: the first place that holds one. The environment's manifest is
    /// returned whether or not it exists, so that loading it names the file the user gave.
    package func manifestURL() throws(FontError) -> URL {
        if let named = environment[Self.environmentVariable], !named.isEmpty {
            return URL(fileURLWithPath: named).standardizedFileURL
        }
        guard let folder = executable?.deletingLastPathComponent() else {
            throw .manifestNotFound(searched: [Self.unsetVariable, "the executable's folder (unknown)"])
        }
        let places =
            [Self.installedLocation(executableFolder: folder)] + Self.resourceBundleLocations(executableFolder: folder)
        if let found = places.first(where: Self.isFile) { return found }
        throw .manifestNotFound(searched: [Self.unsetVariable] + places.map(\.path))
    }

    /// `<folder>/../share/gentle-specimen/Fonts/manifest.json`, normalised.
    static func installedLocation(executableFolder folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(installedManifest).standardizedFileURL
    }

    /// The manifests of the resource bundles SwiftPM builds beside an executable in `folder`.
    static func resourceBundleLocations(executableFolder folder: URL) -> [URL] {
        FontResourceBundle.folderNames.map { folder.appendingPathComponent($0).appendingPathComponent("manifest.json") }
    }

    private static var unsetVariable: String { "\(environmentVariable) (not set)" }

    private static func isFile(_ url: URL) -> Bool {
        FileKind.at(url.path).map { $0 != .directory } ?? false
    }
}
