import Foundation
import GentleSpecimenTesting
import Testing

/// `Theme/` beside this package's manifest, found from this file so the test does not depend on
/// the directory `swift test` runs in.
private let themeFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Theme")

// Every sheet of the brand theme, light and dark, must match its golden pixel for pixel; a pull
// request that moves a token fails here, naming the token and the sheets it moved.
@Test func brandThemeMatchesItsGoldens() throws {
    try expectSpecimensMatchGoldens(
        theme: themeFolder.appendingPathComponent("brand.json"), name: "Brand",
        goldens: themeFolder.appendingPathComponent("Goldens"))
}
