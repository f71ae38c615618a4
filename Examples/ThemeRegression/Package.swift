// swift-tools-version:6.0
import PackageDescription

// An app team's theme regression suite, as it would sit in their own repository: the team's
// theme JSON and its goldens under Theme/, and one Swift Testing test. Copy this folder out of
// the repository beside a clone of it named `gentle-specimen`, or name the repository's URL
// instead (docs/install.md; Scripts/check-outside-package.sh names a bare clone's file:// URL):
//     .package(url: "https://github.com/gentle-design-system/gentle-specimen.git", from: "0.1.0")
// for a tagged release, or `branch: "main"` where the repository has no tag. Either way the
// dependency's package identity, which `.product(…, package:)` names, is `gentle-specimen`: a
// path's last folder name, or a URL's last component without `.git`.
let package = Package(
    name: "ThemeRegression",
    dependencies: [
        .package(path: "../gentle-specimen")
    ],
    targets: [
        .testTarget(
            name: "ThemeRegressionTests",
            dependencies: [.product(name: "GentleSpecimenTesting", package: "gentle-specimen")],
            path: "Tests/ThemeRegressionTests")
    ],
    swiftLanguageModes: [.v6]
)
