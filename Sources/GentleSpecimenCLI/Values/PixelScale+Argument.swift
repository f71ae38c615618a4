import GentleSpecimen

/// `--scale 1|2|3`: the spellings are the factors, exactly as written (`02` is not one).
extension PixelScale: ArgumentValue {
    init?(argument: String) {
        guard let factor = Self.factors.first(where: { String($0) == argument }) else { return nil }
        self.init(factor)
    }

    var argumentDescription: String? { String(factor) }

    static var allowedValues: [String] { factors.map(String.init) }
}
