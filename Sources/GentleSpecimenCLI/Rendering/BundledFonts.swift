import GentleRaster

/// The repository's fonts, loaded once per process.
enum BundledFonts {
    // One library for the whole process: its cached variation instances are shared by every
    // render and verify in it. Kept as a plain optional, not a `Result`: an enum stored in a
    // global packs its case into the pointer's spare bits, which hides the library from
    // LeakSanitizer and makes every font it holds look leaked.
    private static let loaded = try? FontLibrary.bundled()

    /// The shared library, or the error loading it raises.
    static func library() throws -> FontLibrary {
        // When the first load failed, loading again raises the error with its detail.
        try loaded ?? FontLibrary.bundled()
    }
}
