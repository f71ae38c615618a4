// swift-tools-version:6.0
import PackageDescription

// An app team's theme regression suite, as it would sit in their own repository: the team's
// theme JSON and its goldens under Theme/, and one Swift Testing test. Here it depends on Gentle
// Specimen by relative path; a team would name the package's URL and a version instead.
let package = Package(
    name: "ThemeRegression",
    dependencies: [
        .package(name: "GentleSpecimen", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "ThemeRegressionTests",
            dependencies: [.product(name: "GentleSpecimenTesting", package: "GentleSpecimen")],
            path: "Tests/ThemeRegressionTests")
    ],
    swiftLanguageModes: [.v6]
)
