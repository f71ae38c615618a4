extension SheetKind {
    /// This sheet computed for `context`.
    public func layout(_ context: SheetContext) throws -> SheetLayout {
        switch self {
        case .typography: try TypographySheet.layout(context)
        case .colors: try ColorsSheet.layout(context)
        case .surfaces: try SurfacesSheet.layout(context)
        case .buttons: try ButtonsSheet.layout(context)
        }
    }
}
