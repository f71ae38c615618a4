/// The four specimen sheets, in the order they are rendered.
public enum SheetKind: String, CaseIterable, Sendable, Codable {
    case typography, colors, surfaces, buttons
}
