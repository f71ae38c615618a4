import GentleTokens

/// What the package's catalogue says of a preset; a theme file carries none of it.
public struct ThemeAbout: Sendable, Equatable {
    /// One line for lists.
    public var summary: String
    /// A sentence on how it looks.
    public var description: String
    /// A sentence on when to use it.
    public var purpose: String

    /// Catalogue text as given.
    public init(summary: String, description: String, purpose: String) {
        self.summary = summary
        self.description = description
        self.purpose = purpose
    }

    /// The catalogue text of `preset`.
    public init(_ preset: GentlePreset) {
        self.init(summary: preset.summary, description: preset.description, purpose: preset.purpose)
    }
}
