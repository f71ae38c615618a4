/// The five button roles; the package does not make them `CaseIterable`, `ordered` is its order.
public enum GentleButtonRole: String, Codable, Sendable, Identifiable {
    /// Emphasis from strongest to weakest, plus the destructive action.
    case primary, secondary, tertiary, quaternary, destructive

    /// The raw value, which is also the JSON key.
    public var id: String { rawValue }

    /// Every role in the order the package's code and tests list them.
    public static let ordered: [GentleButtonRole] = [.primary, .secondary, .tertiary, .quaternary, .destructive]

    /// The title's text role; destructive reuses the primary title.
    public var defaultTextRole: GentleTextRole {
        switch self {
        case .primary: .primaryButtonTitle_m
        case .secondary: .secondaryButtonTitle_m
        case .tertiary: .tertiaryButtonTitle_m
        case .quaternary: .quaternaryButtonTitle_m
        case .destructive: .primaryButtonTitle_m
        }
    }
}

/// The outline of a button: rounded uses `radii.medium`, pill uses `radii.pill`.
public enum GentleButtonShape: String, Codable, Sendable, CaseIterable {
    /// Corner radius `radii.medium`, or `radii.pill` (a capsule once clamped).
    case rounded, pill
}

/// What fills a button, which also decides its label colour.
public enum GentleButtonFillRole: String, Codable, Sendable, CaseIterable, Identifiable {
    /// `primaryCTA` fill, `destructive` fill, or no fill with `primaryCTA` text.
    case solidFillPrimaryCTA, solidFillDestructive, hollow

    /// The raw value.
    public var id: String { rawValue }

    /// The label the package's editors show.
    public var displayName: String {
        switch self {
        case .solidFillPrimaryCTA: "Solid (Primary)"
        case .solidFillDestructive: "Solid (Destructive)"
        case .hollow: "Hollow"
        }
    }
}

/// The border of a button: none, `primaryCTA` (accent) or `borderSubtle` (subtle).
public enum GentleButtonBorderRole: String, Codable, Sendable, CaseIterable, Identifiable {
    /// No border, a `primaryCTA` border, or a `borderSubtle` border.
    case hidden, accent, subtle

    /// The raw value.
    public var id: String { rawValue }

    /// The label the package's editors show.
    public var displayName: String {
        switch self {
        case .hidden: "None"
        case .accent: "Accent"
        case .subtle: "Subtle"
        }
    }
}
