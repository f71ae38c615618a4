import GentleImage

/// One image to check against its golden: what was drawn now, how it was drawn, from which token
/// values, and where each token landed.
public struct GoldenCase: Sendable {
    /// Names the golden and the report entries.
    public var id: GoldenCaseID
    /// The freshly drawn image.
    public var actual: Bitmap
    /// The renderer fingerprint (library versions, font hashes) stored as text chunks of a golden.
    public var fingerprint: [PNGTextEntry]
    /// The token regions of `actual`, used to name what moved.
    public var regions: [TokenRegion]
    /// The resolved token values `actual` was drawn from, stored with its golden.
    public var tokens: GoldenTokens
    /// The theme file the case was drawn from, for reports; `nil` for presets and in-memory themes.
    public var file: String?

    /// A case.
    public init(
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
    public var goldenText: [PNGTextEntry] { fingerprint + tokens.textEntries }
}
