/// The 10 surface roles, in the package's `allCases` order.
public enum GentleSurfaceRole: String, Codable, Sendable, CaseIterable, Identifiable {
    /// Full-screen background.
    case appBackground
    /// Standard content card.
    case card
    /// Card lifted by a shadow.
    case cardElevated
    /// Nested or secondary content.
    case cardSecondary
    /// Navigation bars and toolbars.
    case chrome
    /// Modal sheets.
    case overlaySheet
    /// Menus and popovers.
    case overlayPopover
    /// Dark contrast band.
    case overlayScrim
    /// Floating panels.
    case floatingPanel
    /// Widget-style tiles.
    case floatingWidget

    /// The raw value, which is also the JSON key.
    public var id: String { rawValue }

    /// The label the package's editors show.
    public var displayName: String {
        switch self {
        case .appBackground: "App Background"
        case .card: "Card"
        case .cardElevated: "Card Elevated"
        case .cardSecondary: "Card Secondary"
        case .chrome: "Chrome"
        case .overlaySheet: "Overlay Sheet"
        case .overlayPopover: "Overlay Popover"
        case .overlayScrim: "Overlay Scrim"
        case .floatingPanel: "Floating Panel"
        case .floatingWidget: "Floating Widget"
        }
    }

    /// A short description of what the surface is for.
    public var subtitle: String {
        switch self {
        case .appBackground: "Full-screen background"
        case .card: "Standard content card"
        case .cardElevated: "Elevated with shadow"
        case .cardSecondary: "Nested/secondary content"
        case .chrome: "Nav bars, toolbars"
        case .overlaySheet: "Modal sheets"
        case .overlayPopover: "Menus, popovers"
        case .overlayScrim: "Dark contrast band"
        case .floatingPanel: "Floating panels"
        case .floatingWidget: "Widget style"
        }
    }

    /// The editor group the role belongs to.
    public var category: SurfaceCategory {
        switch self {
        case .appBackground, .card, .cardElevated, .cardSecondary: .structure
        case .chrome: .chrome
        case .overlaySheet, .overlayPopover, .overlayScrim: .overlay
        case .floatingPanel, .floatingWidget: .floating
        }
    }

    /// The editor groups of surface roles; the raw value is the group's title.
    public enum SurfaceCategory: String, Sendable, CaseIterable {
        /// Background and cards.
        case structure = "Structure"
        /// Navigation chrome.
        case chrome = "Chrome"
        /// Sheets, popovers and scrim.
        case overlay = "Overlays"
        /// Floating panels and widgets.
        case floating = "Floating"
    }

    /// Every category in order with its roles in `allCases` order (4, 1, 3, 2 roles).
    public static var groupedByCategory: [(category: SurfaceCategory, roles: [GentleSurfaceRole])] {
        SurfaceCategory.allCases.map { category in
            (category, allCases.filter { $0.category == category })
        }
    }
}
