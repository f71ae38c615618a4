/// Which colour schemes to draw or print.
enum SchemeChoice: String, CaseIterable, Sendable, ArgumentValue {
    case light, dark, both
}
