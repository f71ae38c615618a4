import GentleFiles
import GentleSheets
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A project's `gentle-specimen.json`: which themes an app repository puts under regression and
/// how, so that a bare `render`, `verify` or `record` there does what the team agreed. Every
/// path in it is relative to the file's folder; every key but `themes` may be left out, and the
/// command's own default then holds.
///
/// ```json
/// { "themes": [ { "path": "Theme/brand.json", "name": "Brand" } ],
///   "sheets": ["typography", "colors"], "schemes": ["light", "dark"],
///   "sizeCategories": ["large", "accessibilityExtraExtraExtraLarge"],
///   "scale": 1, "goldens": "Theme/Goldens", "report": "specimen-report",
///   "fonts": "Fonts/manifest.json", "compare": { "maxDiffPixels": 0 } }
/// ```
package struct SpecimenConfig: Sendable, Equatable {
    /// The file name looked for in a folder and its parents.
    package static let fileName = "gentle-specimen.json"
    /// The largest config file read; a real one is well under a kilobyte.
    package static let maximumByteCount = 1 << 20

    /// One theme file of the project.
    package struct Theme: Sendable, Equatable {
        /// The path as the config writes it, which messages show.
        package var path: String
        /// The file, resolved against the config's folder.
        package var url: URL
        /// The display name sheet headers show; the file's base name when absent.
        package var name: String?

        /// A theme entry.
        package init(path: String, url: URL, name: String? = nil) {
            self.path = path
            self.url = url
            self.name = name
        }

        /// The path as the config writes it and the file it resolves to.
        package var given: GivenPath { GivenPath(path, url: url) }

        /// Reads the theme file, named in messages by its path as the config writes it.
        package func load() throws -> SpecimenTheme {
            try SpecimenTheme.load(contentsOf: url, name: name, displayPath: path)
        }
    }

    /// The `compare` section: the pass/fail gates of `verify`.
    package struct Compare: Sendable, Equatable {
        /// How many differing pixels an image may have and still match.
        package var maxDiffPixels: Int?
        /// The share of differing pixels, from 0 to 1, an image may have and still match.
        package var maxDiffRatio: Double?
        /// The YIQ colour distance, from 0 to 1, above which a pixel differs.
        package var threshold: Double?

        /// A section; nil leaves the command's default.
        package init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil, threshold: Double? = nil) {
            self.maxDiffPixels = maxDiffPixels
            self.maxDiffRatio = maxDiffRatio
            self.threshold = threshold
        }
    }

    /// The config file itself.
    package var file: URL
    /// The themes, in the order they are drawn; never empty.
    package var themes: [Theme]
    /// The sheets, in render order, or nil for the command's default.
    package var sheets: [SheetKind]?
    /// The colour schemes, or nil for light and dark.
    package var schemes: [GentleColorScheme]?
    /// The Dynamic Type sizes, or nil for `large`.
    package var sizeCategories: [ContentSizeCategory]?
    /// Device pixels per point, or nil for the command's default.
    package var scale: PixelScale?
    /// The iOS release drawn, or nil for the current one.
    package var ios: IOSVersion?
    /// The goldens folder, or nil for `Goldens` in the working directory.
    package var goldens: URL?
    /// The report folder of `verify`, or nil for `specimen-report` in the working directory.
    package var report: URL?
    /// A font manifest to draw with instead of the bundled fonts.
    package var fonts: URL?
    /// The comparison gates.
    package var compare: Compare

    /// The folder the config's paths are relative to.
    package var folder: URL { file.deletingLastPathComponent() }

    /// The config file in `directory` or the nearest parent that has one, up to the file-system
    /// root; nil when there is none.
    package static func find(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            let candidate = folder.appendingPathComponent(fileName)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            guard parent.path != folder.path else { return nil }
            folder = parent
        }
    }

    /// Refuses a config that `find(from:)` found but that belongs neither to the user running nor
    /// to root: a shared parent folder (`/tmp`, a CI runner's work folder) could otherwise hold a
    /// file that chooses where a run reads themes and writes goldens. A config named on the
    /// command line is the user's choice and is not checked.
    package static func checkOwner(of url: URL, displayPath: String) throws(SpecimenConfigError) {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return }
        let owner = UInt32(status.st_uid)
        guard owner == 0 || owner == UInt32(getuid()) else { throw .foreignOwner(path: displayPath, owner: owner) }
    }

    /// Reads and checks the config at `url`, naming it `displayPath` in messages (its path by
    /// default). Every problem is found before any is thrown, and each theme file it names must
    /// exist, so nothing is drawn from a config that is wrong anywhere.
    package static func load(contentsOf url: URL, displayPath: String? = nil) throws(SpecimenConfigError)
        -> SpecimenConfig
    {
        let path = displayPath ?? url.path
        let data: Data
        do {
            data = try RegularFile.contents(of: url, named: path, limit: maximumByteCount)
        } catch {
            if case .notFound = error { throw .notFound(path: path) }
            guard error.isOversized else { throw .unreadable(path: path, reason: error.reason) }
            throw .invalid(
                path: path,
                problems: [SpecimenConfigProblem(file: path, key: "(root)", message: error.reason, position: .start)])
        }
        return try parse(data, file: url, displayPath: path)
    }

    /// Checks config text as if read from `file`, naming it `displayPath` in messages.
    package static func parse(_ data: Data, file: URL, displayPath: String) throws(SpecimenConfigError)
        -> SpecimenConfig
    {
        var reader = SpecimenConfigReader(file: file, displayPath: displayPath)
        let config = reader.read(data)
        guard let config, reader.problems.isEmpty else {
            // In file order, as an editor lists them; the walk finds them section by section.
            let sorted = reader.problems.enumerated().sorted {
                ($0.element.position, $0.offset) < ($1.element.position, $1.offset)
            }
            throw .invalid(path: displayPath, problems: sorted.map(\.element))
        }
        return config
    }

    /// Reads every theme file, in order, named by its path as the config writes it.
    package func loadThemes() throws -> [SpecimenTheme] {
        try themes.map { try $0.load() }
    }
}
