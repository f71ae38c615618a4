import GentleTokens

extension GentleFontWeightToken {
    /// The CSS/OpenType `wght` value: ultraLight 100, thin 200 … black 900.
    ///
    /// Apple orders ultraLight below thin, the reverse of the CSS names, so the steps follow
    /// `allCases`.
    package var numericWeight: Int {
        switch self {
        case .ultraLight: 100
        case .thin: 200
        case .light: 300
        case .regular: 400
        case .medium: 500
        case .semibold: 600
        case .bold: 700
        case .heavy: 800
        case .black: 900
        }
    }
}
