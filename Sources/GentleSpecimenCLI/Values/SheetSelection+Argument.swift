import GentleSpecimen

/// `--sheet`: a comma-separated list of sheet names, or `all`.
extension SheetSelection: ArgumentValue {
    init?(argument: String) {
        let names = argument.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        if names == ["all"] {
            self = .all
            return
        }
        let kinds = names.map(SheetKind.init(rawValue:))
        guard !kinds.isEmpty, !kinds.contains(nil) else { return nil }
        self.init(listing: kinds.compactMap { $0 })
    }

    var argumentDescription: String? {
        self == .all ? "all" : sheets.map(\.rawValue).joined(separator: ",")
    }

    static var allowedValues: [String] { SheetKind.allCases.map(\.rawValue) + ["all"] }
}
