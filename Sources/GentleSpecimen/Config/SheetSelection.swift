/// The sheets to draw: a list of sheets, or all of them.
package struct SheetSelection: Sendable, Equatable {
    /// The chosen sheets in the order they are rendered, each once.
    package let sheets: [SheetKind]

    /// Every sheet.
    package static let all = SheetSelection(sheets: SheetKind.allCases)

    private init(sheets: [SheetKind]) {
        self.sheets = sheets
    }

    /// The sheets listed (by a config or the command line), in render order.
    package init(listing sheets: [SheetKind]) {
        self.sheets = SheetKind.allCases.filter(sheets.contains)
    }

    /// The sheets drawn for a run of `themeCount` themes: `all` leaves out the gallery, a page
    /// across themes, when there is only one theme; a gallery asked for by name is always drawn.
    package func sheets(forThemeCount themeCount: Int) -> [SheetKind] {
        self == .all ? SheetKind.standard(forThemeCount: themeCount) : sheets
    }
}
