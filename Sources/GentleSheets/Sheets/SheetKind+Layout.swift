import GentleTheme

extension SheetKind {
    /// This sheet computed for `context`, with the token paths it read from the theme while it
    /// was laid out (`TokenReads`): every value its pixels are drawn from.
    package func layout(_ context: SheetContext) throws -> SheetLayout {
        var (layout, paths) = try TokenReads.recording { try sheetLayout(context) }
        layout.tokenPaths = paths
        return layout
    }

    private func sheetLayout(_ context: SheetContext) throws -> SheetLayout {
        switch self {
        case .typography: try TypographySheet.layout(context)
        case .colors: try ColorsSheet.layout(context)
        case .surfaces: try SurfacesSheet.layout(context)
        case .buttons: try ButtonsSheet.layout(context)
        case .layout: try LayoutSheet.layout(context)
        case .controls: try ControlsSheet.layout(context)
        case .dynamicType: try DynamicTypeSheet.layout(context)
        case .accessibility: try AccessibilitySheet.layout(context)
        case .overview: try OverviewSheet.layout(context)
        case .gallery: try GallerySheet.layout(context)
        }
    }
}
