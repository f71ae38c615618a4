import Foundation

/// The decoder fixtures written by `Tests/Tools/make-png-fixtures.py`.
enum FixtureFolder {
    static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: url.appendingPathComponent(name)))
    }
}
