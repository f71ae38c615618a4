/// The pixel scale an image is drawn at: 1x, 2x or 3x.
enum RenderScale: String, CaseIterable, Sendable, ArgumentValue {
    case one = "1"
    case two = "2"
    case three = "3"

    /// Device pixels per point.
    var factor: Int {
        switch self {
        case .one: 1
        case .two: 2
        case .three: 3
        }
    }
}
