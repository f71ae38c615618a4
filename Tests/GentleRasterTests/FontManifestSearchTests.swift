import Foundation
import Testing

@testable import GentleRaster

/// The places the bundled fonts are looked for, each built in a scratch folder around a stand-in
/// executable, so the order is tested without installing anything or depending on the current
/// directory.
@Suite struct FontManifestSearchTests {
    /// A folder layout around an executable, and which manifest the search must pick.
    enum Layout: String, CaseIterable, CustomTestStringConvertible {
        /// `Scripts/install.sh`'s: `bin/gentle-specimen`, `share/gentle-specimen/Fonts/`.
        case installed
        /// `swift build` or `swift run`: the tool beside the library's resource bundle.
        case build
        /// `swift test` in a package that depends on this one: the test runner beside the bundle.
        case dependentPackageTests
        /// `swift package specimen`: the tool built for the plugin, beside the bundle's `-tool` copy.
        case pluginTool
        /// An installed prefix that also holds a build's resource bundle: the install wins.
        case installedBesideABuild

        var testDescription: String { rawValue }

        /// The executable's path and the manifest the search must find, relative to the folder.
        var paths: (executable: String, manifest: String) {
            switch self {
            case .installed: ("prefix/bin/gentle-specimen", "prefix/share/gentle-specimen/Fonts/manifest.json")
            case .build:
                (
                    "repo/.build/x86_64-unknown-linux-gnu/debug/gentle-specimen",
                    "repo/.build/x86_64-unknown-linux-gnu/debug/\(Self.bundle)/manifest.json"
                )
            case .dependentPackageTests:
                ("app/.build/debug/AppPackageTests.xctest", "app/.build/debug/\(Self.bundle)/manifest.json")
            case .pluginTool:
                ("app/.build/debug/gentle-specimen-tool", "app/.build/debug/\(Self.toolBundle)/manifest.json")
            case .installedBesideABuild:
                ("prefix/bin/gentle-specimen", "prefix/share/gentle-specimen/Fonts/manifest.json")
            }
        }

        /// Lays the folders out below `folder`.
        func make(in folder: URL) throws {
            for file in [paths.executable, paths.manifest] + extraFiles {
                let url = folder.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("{}".utf8).write(to: url)
            }
        }

        private var extraFiles: [String] {
            switch self {
            case .installed, .build, .dependentPackageTests, .pluginTool: []
            case .installedBesideABuild: ["prefix/bin/\(Self.bundle)/manifest.json"]
            }
        }

        private static var bundle: String { FontResourceBundle.folderNames[0] }
        private static var toolBundle: String { FontResourceBundle.folderNames[1] }
    }

    private func withScratch(_ body: (URL) throws -> Void) throws {
        let folder = try Fixtures.scratchFolder().resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder)
    }

    @Test(arguments: Layout.allCases)
    func theManifestIsFoundFromTheExecutablesLocation(layout: Layout) throws {
        try withScratch { folder in
            try layout.make(in: folder)
            let search = FontManifestSearch(executable: folder.appendingPathComponent(layout.paths.executable))
            #expect(try search.manifestURL().path == folder.appendingPathComponent(layout.paths.manifest).path)
        }
    }

    @Test(arguments: Layout.allCases)
    func theEnvironmentVariableOverridesEveryPlace(layout: Layout) throws {
        try withScratch { folder in
            try layout.make(in: folder)
            let named = folder.appendingPathComponent("elsewhere/manifest.json").path
            let search = FontManifestSearch(
                executable: folder.appendingPathComponent(layout.paths.executable),
                environment: [FontManifestSearch.environmentVariable: named])
            // Returned even though it does not exist, so that loading it names the user's file.
            #expect(try search.manifestURL().path == named)
        }
    }

    @Test func anEmptyEnvironmentVariableIsIgnored() throws {
        try withScratch { folder in
            try Layout.installed.make(in: folder)
            let search = FontManifestSearch(
                executable: folder.appendingPathComponent(Layout.installed.paths.executable),
                environment: [FontManifestSearch.environmentVariable: ""])
            #expect(
                try search.manifestURL().path == folder.appendingPathComponent(Layout.installed.paths.manifest).path)
        }
    }

    @Test func aLinkToTheExecutableFindsTheFontsOfItsRealPrefix() throws {
        try withScratch { folder in
            try Layout.installed.make(in: folder)
            let link = folder.appendingPathComponent("elsewhere/bin/gentle-specimen")
            try FileManager.default.createDirectory(
                at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: link, withDestinationURL: folder.appendingPathComponent(Layout.installed.paths.executable))
            #expect(
                try FontManifestSearch(executable: link).manifestURL().path
                    == folder.appendingPathComponent(Layout.installed.paths.manifest).path)
        }
    }

    @Test func noManifestAnywhereNamesEveryPlaceLookedIn() throws {
        try withScratch { folder in
            let binary = folder.appendingPathComponent("moved/bin/gentle-specimen")
            let error = #expect(throws: FontError.self) { try FontManifestSearch(executable: binary).manifestURL() }
            let places = folder.appendingPathComponent("moved").path
            #expect(
                error
                    == .manifestNotFound(
                        searched: [
                            "GENTLE_SPECIMEN_FONTS (not set)", "\(places)/share/gentle-specimen/Fonts/manifest.json",
                        ] + FontResourceBundle.folderNames.map { "\(places)/bin/\($0)/manifest.json" }))
            #expect(error?.description.contains("GENTLE_SPECIMEN_FONTS") == true)
        }
    }

    // The fonts are never read from the source tree: a build folder inside a checkout, with the
    // repository's `Package.swift` and `Fonts/` above it but no resource bundle, finds none.
    @Test func aCheckoutsFontsFolderIsNotLookedFor() throws {
        try withScratch { folder in
            for file in ["repo/Package.swift", "repo/Fonts/manifest.json", "repo/.build/debug/gentle-specimen"] {
                let url = folder.appendingPathComponent(file)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("{}".utf8).write(to: url)
            }
            let search = FontManifestSearch(
                executable: folder.appendingPathComponent("repo/.build/debug/gentle-specimen"))
            #expect(throws: FontError.self) { try search.manifestURL() }
        }
    }

    // `swift test` runs from anywhere: SwiftPM copied the library's fonts into a resource bundle
    // beside this test runner, and the process's own search finds that copy of `Fonts/`.
    @Test func thisTestProcessFindsTheFontsResourceBundleBesideItsRunner() throws {
        let found = try FontManifestSearch(executable: Bundle.main.executableURL).manifestURL()
        let runnerFolder = try #require(Bundle.main.executableURL).resolvingSymlinksInPath().deletingLastPathComponent()
        #expect(found.deletingLastPathComponent().lastPathComponent == FontResourceBundle.folderNames[0])
        #expect(found.deletingLastPathComponent().deletingLastPathComponent().path == runnerFolder.path)
        let source = Fixtures.fontsFolder
        for file in ["manifest.json", "RobotoFlex-VF.ttf", "OFL-RobotoFlex.txt"] {
            let copy = found.deletingLastPathComponent().appendingPathComponent(file)
            #expect(try Data(contentsOf: copy) == Data(contentsOf: source.appendingPathComponent(file)), "\(file)")
        }
    }
}
