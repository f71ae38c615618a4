// The role names are the package's own, spelled as GentleDesignSystem spells them in JSON.
// swift-format-ignore-file: AlwaysUseLowerCamelCase

/// The 17 typography roles, in the package's `allCases` order.
public enum GentleTextRole: String, Codable, Sendable, CaseIterable, Identifiable {
    /// Large title, the biggest text.
    case largeTitle_xxl
    /// Screen title.
    case title_xl
    /// Section title.
    case title2_l
    /// Sub-section title.
    case title3_ml
    /// Emphasised body-size line.
    case headline_m
    /// Body text.
    case body_m
    /// Body text in the secondary colour.
    case bodySecondary_m
    /// Code.
    case monoCode_m
    /// Callout.
    case callout_ms
    /// Subheadline.
    case subheadline_ms
    /// Footnote.
    case footnote_s
    /// Caption.
    case caption_s
    /// Smallest caption.
    case caption2_s
    /// Primary (and destructive) button title.
    case primaryButtonTitle_m
    /// Secondary button title.
    case secondaryButtonTitle_m
    /// Tertiary button title.
    case tertiaryButtonTitle_m
    /// Quaternary button title.
    case quaternaryButtonTitle_m

    /// The raw value, which is also the JSON key.
    public var id: String { rawValue }

    /// The position on the size ramp named by the role's suffix.
    public var ramp: GentleTextRamp {
        switch self {
        case .largeTitle_xxl: .xxl
        case .title_xl: .xl
        case .title2_l: .l
        case .title3_ml: .ml
        case .headline_m, .body_m, .bodySecondary_m, .monoCode_m,
            .primaryButtonTitle_m, .secondaryButtonTitle_m, .tertiaryButtonTitle_m, .quaternaryButtonTitle_m:
            .m
        case .callout_ms, .subheadline_ms: .ms
        case .footnote_s, .caption_s, .caption2_s: .s
        }
    }

    /// The label the package's settings UI shows.
    public var displayName: String {
        switch self {
        case .largeTitle_xxl: "Large Title"
        case .title_xl: "Title"
        case .title2_l: "Title 2"
        case .title3_ml: "Title 3"
        case .headline_m: "Headline"
        case .body_m: "Body"
        case .bodySecondary_m: "Body (Secondary)"
        case .monoCode_m: "Monospace (Code)"
        case .callout_ms: "Callout"
        case .subheadline_ms: "Subheadline"
        case .footnote_s: "Footnote"
        case .caption_s: "Caption"
        case .caption2_s: "Caption 2"
        case .primaryButtonTitle_m: "Primary Button Title"
        case .secondaryButtonTitle_m: "Secondary Button Title"
        case .tertiaryButtonTitle_m: "Tertiary Button Title"
        case .quaternaryButtonTitle_m: "Quaternary Button Title"
        }
    }

    /// The order of the in-app typography grid and the README: button titles after `monoCode_m`.
    public static let readmeOrder: [GentleTextRole] = [
        .largeTitle_xxl, .title_xl, .title2_l, .title3_ml, .headline_m, .body_m, .bodySecondary_m,
        .monoCode_m, .primaryButtonTitle_m, .secondaryButtonTitle_m, .tertiaryButtonTitle_m,
        .quaternaryButtonTitle_m, .callout_ms, .subheadline_ms, .footnote_s, .caption_s, .caption2_s,
    ]
}

/// The size ramp of the text roles, largest first; derived, never in JSON.
public enum GentleTextRamp: String, Codable, Sendable, CaseIterable {
    /// Extra extra large down to small.
    case xxl, xl, l, ml, m, ms, s
}
