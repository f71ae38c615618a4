import GentleRaster

/// The repository's fonts, loaded once per process.
enum BundledFonts {
    // One library for the whole process: its cached variation instances are shared by every
    // render and verify in it, instead of each command opening the fonts and shaping anew.
    private static let loaded = Result { try FontLibrary.bundled() }

    /// The shared library, or the error loading it raised.
    static func library() throws -> FontLibrary {
        try loaded.get()
    }
}
