import Foundation

/// Where the bundled font manifest is found at run time, from the executable's location rather
/// than the source tree's, so that an installed or moved binary keeps its fonts (DESIGN.md §6).
///
/// The places, in order:
/// 1. `GENTLE_SPECIMEN_FONTS`, when set and not empty: that manifest and no other.
/// 2. `<executable's folder>/../share/gentle-specimen/Fonts/manifest.json`: the layout
///    `Scripts/install.sh` makes under its prefix.
/// 3. `Fonts/manifest.json` in the nearest folder above the executable that also holds a
///    `Package.swift`: this package's checkout, for `swift build`, `swift run` and `swift test`,
///    whose products sit in `.build/` inside it (or inside a package that depends on it by path).
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
        FontManifestSearch(executable: Bundle.main.executableURL, environment: ProcessInfo.processInfo.environment)
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
        let installed = Self.installedLocation(executableFolder: folder)
        if Self.isFile(installed) { return installed }
        if let checkout = Self.checkoutManifest(above: folder) { return checkout }
        throw .manifestNotFound(searched: [
            Self.unsetVariable, installed.path, "Fonts/manifest.json beside a Package.swift above \(folder.path)",
        ])
    }

    /// `<folder>/../share/gentle-specimen/Fonts/manifest.json`, normalised.
    static func installedLocation(executableFolder folder: URL) -> URL {
        folder.deletingLastPathComponent().appendingPathComponent(installedManifest).standardizedFileURL
    }

    private static var unsetVariable: String { "\(environmentVariable) (not set)" }

    private static func checkoutManifest(above start: URL) -> URL? {
        var folder = start
        while folder.pathComponents.count > 1 {
            let manifest = folder.appendingPathComponent("Fonts/manifest.json")
            if isFile(folder.appendingPathComponent("Package.swift")), isFile(manifest) { return manifest }
            folder.deleteLastPathComponent()
        }
        return nil
    }

    private static func isFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
