import GentleImage

/// One image to check against its golden: what was drawn now, how it was drawn, from which token
/// values, and where each token landed.
package struct GoldenCase: Sendable {
    /// Names the golden and the report entries.
    package var id: GoldenCaseID
    /// The freshly drawn image.
    package var actual: Bitmap
    /// The renderer fingerprint (library versions, font hashes) stored as text chunks of a golden.
    package var fingerprint: [PNGTextEntry]
    /// The token regions of `actual`, used to name what moved.
    package var regions: [TokenRegion]
    /// The resolved token values `actual` was drawn from, stored with its golden.
    package var tokens: GoldenTokens
    /// The theme file the case was drawn from, for reports; `nil` for presets and in-memory themes.
    package var file: String?

    /// A case.
    package init(
        id: GoldenCaseID, actual: Bitmap, fingerprint: [PNGTextEntry] = [], regions: [TokenRegion] = [],
        tokens: GoldenTokens = GoldenTokens([:]), file: String? = nil
    ) {
        self.id = id
        self.actual = actual
        self.fingerprint = fingerprint
        self.regions = regions
        self.tokens = tokens
        self.file = file
    }

    /// Every text chunk a golden of this case carries: the fingerprint, then the tokens.
    package var goldenText: [PNGTextEntry] { fingerprint + tokens.textEntries }
}
