/// SwiftUI's `Font.Design`: which family of the manifest draws a run of text.
public enum FontDesign: String, Sendable, Hashable, Codable, CaseIterable {
    /// SF Pro's stand-in; the only design with a width axis.
    case `default`
    /// New York's stand-in.
    case serif
    /// SF Pro Rounded's stand-in.
    case rounded
    /// SF Mono's stand-in.
    case monospaced
}
