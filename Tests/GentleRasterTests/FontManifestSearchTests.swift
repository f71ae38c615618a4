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
        /// A checkout's build: `.build/release/gentle-specimen` below `Package.swift` and `Fonts/`.
        case checkout
        /// An installed prefix that itself sits inside a checkout: the install wins.
        case installedInsideCheckout
        /// A package depending on this one by path, built inside it (`Examples/ThemeRegression`).
        case dependentPackage

        var testDescription: String { rawValue }

        /// The executable's path and the manifest the search must find, relative to the folder.
        var paths: (executable: String, manifest: String) {
            switch self {
            case .installed: ("prefix/bin/gentle-specimen", "prefix/share/gentle-specimen/Fonts/manifest.json")
            case .checkout: ("repo/.build/release/gentle-specimen", "repo/Fonts/manifest.json")
            case .installedInsideCheckout:
                ("repo/stage/bin/gentle-specimen", "repo/stage/share/gentle-specimen/Fonts/manifest.json")
            case .dependentPackage:
                ("repo/Examples/App/.build/debug/AppPackageTests.xctest", "repo/Fonts/manifest.json")
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
            case .installed: []
            case .checkout: ["repo/Package.swift"]
            case .installedInsideCheckout: ["repo/Package.swift", "repo/Fonts/manifest.json"]
            case .dependentPackage: ["repo/Package.swift", "repo/Examples/App/Package.swift"]
            }
        }
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
                    == .manifestNotFound(searched: [
                        "GENTLE_SPECIMEN_FONTS (not set)", "\(places)/share/gentle-specimen/Fonts/manifest.json",
                        "Fonts/manifest.json beside a Package.swift above \(places)/bin",
                    ]))
            #expect(error?.description.contains("GENTLE_SPECIMEN_FONTS") == true)
        }
    }

    // `swift test` runs from anywhere: the test runner sits in this checkout's `.build`, so the
    // process's own search finds the repository's fonts.
    @Test func thisTestProcessFindsTheRepositorysFonts() throws {
        let found = try FontManifestSearch(executable: Bundle.main.executableURL).manifestURL()
        #expect(found.path == Fixtures.fontsFolder.appendingPathComponent("manifest.json").standardizedFileURL.path)
    }
}
