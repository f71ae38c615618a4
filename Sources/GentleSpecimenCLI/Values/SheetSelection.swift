import GentleSpecimen

/// The sheets to draw: a comma-separated list of sheet names, or `all`.
struct SheetSelection: Sendable, Equatable, ArgumentValue {
    /// The chosen sheets in the order they are rendered, each once.
    let sheets: [SheetKind]

    /// Every sheet.
    static let all = SheetSelection(sheets: SheetKind.allCases)

    private init(sheets: [SheetKind]) {
        self.sheets = sheets
    }

    /// The sheets listed (by a config), in render order.
    init(listing sheets: [SheetKind]) {
        self.sheets = SheetKind.allCases.filter(sheets.contains)
    }

    init?(argument: String) {
        let names = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if names == ["all"] {
            self = .all
            return
        }
        let kinds = names.map(SheetKind.init(rawValue:))
        guard !kinds.isEmpty, !kinds.contains(nil) else { return nil }
        sheets = SheetKind.allCases.filter { kinds.contains($0) }
    }

    /// The sheets drawn for a run of `themeCount` themes: `all` leaves out the gallery, a page
    /// across themes, when there is only one theme; a gallery asked for by name is always drawn.
    func sheets(forThemeCount themeCount: Int) -> [SheetKind] {
        self == .all ? SheetKind.standard(forThemeCount: themeCount) : sheets
    }

    var argumentDescription: String? {
        self == .all ? "all" : sheets.map(\.rawValue).joined(separator: ",")
    }

    static var allowedValues: [String] { SheetKind.allCases.map(\.rawValue) + ["all"] }
}
