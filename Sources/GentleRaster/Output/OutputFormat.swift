/// The file formats a canvas can produce; one drawing code path serves all three.
public enum OutputFormat: String, Sendable, Hashable, Codable, CaseIterable {
    /// Raster pixels, encoded as PNG.
    case png
    /// cairo's SVG, with ids renumbered so the bytes are stable.
    case svg
    /// cairo's PDF, with fixed creation and modification dates.
    case pdf

    /// The usual file extension.
    public var fileExtension: String { rawValue }
}
