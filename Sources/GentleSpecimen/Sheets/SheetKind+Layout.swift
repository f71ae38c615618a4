extension SheetKind {
    /// This sheet computed for `context`.
    public func layout(_ context: SheetContext) -> SheetLayout {
        switch self {
        case .typography: TypographySheet.layout(context)
        case .colors: ColorsSheet.layout(context)
        case .surfaces: SurfacesSheet.layout(context)
        case .buttons: ButtonsSheet.layout(context)
        }
    }
}
