import GentleImage

/// One image to check against its golden: what was drawn now, how it was drawn, and where each
/// token landed.
public struct GoldenCase: Sendable {
    /// Names the golden and the report entries.
    public var id: GoldenCaseID
    /// The freshly drawn image.
    public var actual: Bitmap
    /// The renderer fingerprint (library versions, font hashes) stored as text chunks of a golden.
    public var fingerprint: [PNGTextEntry]
    /// The token regions of `actual`, used to name what moved.
    public var regions: [TokenRegion]

    /// A case.
    public init(id: GoldenCaseID, actual: Bitmap, fingerprint: [PNGTextEntry] = [], regions: [TokenRegion] = []) {
        self.id = id
        self.actual = actual
        self.fingerprint = fingerprint
        self.regions = regions
    }
}
