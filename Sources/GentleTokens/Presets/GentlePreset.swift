/// A built-in theme with the catalogue text the package shows for it; the metadata is not in the JSON.
public struct GentlePreset: Sendable, Equatable, Identifiable {
    /// The kebab-case id, also the base name of its JSON file (`gentle-default`).
    public let id: String
    /// The display name (`Gentle Default`).
    public let name: String
    /// One line for lists.
    package let summary: String
    /// A sentence on how it looks.
    package let description: String
    /// A sentence on when to use it.
    package let purpose: String
    /// The SF Symbol the package's picker shows.
    package let symbolName: String
    /// The theme itself.
    public let spec: GentleDesignSystemSpec

    /// The nine presets in the package's `allPresets` order.
    public static let all: [GentlePreset] = [
        .gentleDefault, .classicTan, .modernGray, .softGreen, .editorialPaper,
        .technicalBlue, .boldOrange, .elegantPurple, .compactMint,
    ]

    /// The preset with this id, or nil.
    public static func named(_ id: String) -> GentlePreset? {
        all.first { $0.id == id }
    }
}
