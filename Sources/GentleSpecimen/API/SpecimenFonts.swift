import GentleRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fonts sheets are set in: the bundled stand-ins for Apple's system fonts, or the fonts a
/// manifest names (e.g. SF Pro that a team holds a licence for). Loaded by path, never through
/// fontconfig; the bundled set of this process is loaded once and shared.
public struct SpecimenFonts: Sendable {
    /// Where the bundled font manifest is looked for, in order: the manifest an environment
    /// variable names, the installed `share/` folder, the resource bundle beside the executable.
    package typealias Search = FontManifestSearch

    /// The loaded fonts, whose cached variation instances every render through them shares.
    package let library: FontLibrary

    /// The bundled fonts, found from this process's executable (the installed `share/` folder, or
    /// the library's resource bundle that SwiftPM builds beside it, in this package or in one that
    /// depends on it), or the manifest that `GENTLE_SPECIMEN_FONTS` names
    /// (`FontManifestSearch.process`).
    public static func bundled() throws -> SpecimenFonts {
        try bundled(search: .process)
    }

    /// The bundled fonts as `search` finds them: the places, in order, are
    /// `GENTLE_SPECIMEN_FONTS`, the installed `<prefix>/share/gentle-specimen/Fonts/`, then the
    /// library's resource bundle beside the executable. Throws `FontError.manifestNotFound` listing
    /// the places when none holds a manifest.
    package static func bundled(search: FontManifestSearch) throws -> SpecimenFonts {
        let url = try search.manifestURL()
        if let shared = Shared.library, shared.manifest.source.standardizedFileURL.path == url.standardizedFileURL.path
        {
            return SpecimenFonts(library: shared)
        }
        return try SpecimenFonts(manifest: url)
    }

    /// The fonts of the manifest at `url`; relative font paths resolve against its folder.
    public init(manifest url: URL) throws {
        library = try FontLibrary(manifest: FontManifest.load(from: url))
    }

    /// The fonts of `manifest` when one is given, else the bundled ones of this process
    /// (`bundled()`).
    public static func bundled(or manifest: URL?) throws -> SpecimenFonts {
        try bundled(or: manifest, search: .process)
    }

    /// The fonts of `manifest` when one is given, else the bundled ones as `search` finds them.
    package static func bundled(or manifest: URL?, search: FontManifestSearch) throws -> SpecimenFonts {
        guard let manifest else { return try bundled(search: search) }
        return try SpecimenFonts(manifest: manifest)
    }

    private init(library: FontLibrary) {
        self.library = library
    }

    /// The manifest the fonts were loaded from, whose axes and vertical metrics decide pixels too.
    package var manifestFile: URL { library.manifest.source }

    /// The renderer fingerprint (library versions, font hashes) of drawing with these fonts.
    public func fingerprint() throws -> RendererFingerprint {
        try RendererFingerprint.current(fonts: library)
    }

    private enum Shared {
        // The process's bundled fonts, loaded once: a search that finds the same manifest reuses
        // them and their cached faces. Kept as a plain optional, not a `Result`: an enum stored in
        // a global packs its case into the pointer's spare bits, which hides the library from
        // LeakSanitizer and makes every font it holds look leaked.
        static let library = try? FontLibrary.bundled()
    }
}
