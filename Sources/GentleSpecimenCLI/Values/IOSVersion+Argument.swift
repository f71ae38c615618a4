import GentleTheme

extension IOSVersion: ArgumentValue {
    init?(argument: String) {
        guard let number = Int(argument) else { return nil }
        self.init(rawValue: number)
    }

    var argumentDescription: String? { String(rawValue) }

    static var allowedValues: [String] { allCases.map { String($0.rawValue) } }
}
