import GentleRaster

/// The repository's fonts, loaded once per process.
enum BundledFonts {
    // One library for the whole process: a library's faces are released when it is freed, and
    // GentleRaster can deadlock when a release meets another library creating faces (its FreeType
    // lock and cairo's font-map lock are taken in opposite orders), so none is ever freed early.
    private static let loaded = Result { try FontLibrary.bundled() }

    /// The shared library, or the error loading it raised.
    static func library() throws -> FontLibrary {
        try loaded.get()
    }
}
