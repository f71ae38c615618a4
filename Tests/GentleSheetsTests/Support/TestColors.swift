import GentleTokens

extension GentleRGBA {
    /// Opaque near-black for test shapes.
    static let testInk = GentleRGBA(red: 0.1, green: 0.1, blue: 0.1)
    /// Opaque white for test pages.
    static let testPaper = GentleRGBA(red: 1, green: 1, blue: 1)
}
