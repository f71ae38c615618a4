import Foundation
import GentleRaster

/// The fonts sheets are set in: the bundled stand-ins for Apple's system fonts, or the fonts a
/// manifest names (e.g. SF Pro that a team holds a licence for). Loaded by path, never through
/// fontconfig; the bundled set is loaded once per process and shared.
public struct SpecimenFonts: Sendable {
    /// The loaded fonts, whose cached variation instances every render through them shares.
    package let library: FontLibrary

    /// The bundled fonts (`Fonts/manifest.json`).
    public static func bundled() throws -> SpecimenFonts {
        // When the first load failed, loading again raises the error with its detail.
        SpecimenFonts(library: try Bundled.loaded ?? FontLibrary.bundled())
    }

    /// The fonts of the manifest at `url`; relative font paths resolve against its folder.
    public init(manifest url: URL) throws {
        library = try FontLibrary(manifest: FontManifest.load(from: url))
    }

    /// The bundled fonts, or those of `manifest` when one is given.
    public static func bundled(or manifest: URL?) throws -> SpecimenFonts {
        guard let manifest else { return try bundled() }
        return try SpecimenFonts(manifest: manifest)
    }

    private init(library: FontLibrary) {
        self.library = library
    }

    /// The renderer fingerprint (library versions, font hashes) of drawing with these fonts.
    public func fingerprint() throws -> RendererFingerprint {
        try RendererFingerprint.current(fonts: library)
    }

    private enum Bundled {
        // One library for the whole process. Kept as a plain optional, not a `Result`: an enum
        // stored in a global packs its case into the pointer's spare bits, which hides the library
        // from LeakSanitizer and makes every font it holds look leaked.
        static let loaded = try? FontLibrary.bundled()
    }
}
