import Foundation
import GentleTokens
import Testing

/// Files under `Fixtures/`, found next to this source file so the tests never depend on the
/// current directory.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The nine interop files, by base name.
    static let interopNames = [
        "gentle-default", "classic-tan", "modern-gray", "soft-green", "editorial-paper",
        "technical-blue", "bold-orange", "elegant-purple", "compact-mint",
    ]

    static func interop(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent("interop").appendingPathComponent("\(name).json"))
    }
}

extension GentlePreset: CustomTestStringConvertible {
    public var testDescription: String { id }
}
