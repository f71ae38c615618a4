/// The specimen sheets, in the order they are rendered; the raw values are the ids `--sheet`
/// accepts and output files are named by.
public enum SheetKind: String, CaseIterable, Sendable, Codable {
    case typography, colors, surfaces, buttons, layout, controls
    case dynamicType = "dynamic-type"
    case accessibility, overview, gallery

    /// Whether the sheet shows all the themes of a run on one page rather than one theme.
    public var spansThemes: Bool { self == .gallery }

    /// Every sheet a run of `themeCount` themes draws unless told otherwise: the gallery, a page
    /// across themes, only when there are several.
    public static func standard(forThemeCount themeCount: Int) -> [SheetKind] {
        themeCount < 2 ? allCases.filter { !$0.spansThemes } : allCases
    }
}
