// swift-tools-version:6.0
import PackageDescription

// Data flows one way (DESIGN.md §2): tokens → theme → sheets → CLI, with the raster and the
// golden comparison beside them. Only GentleRaster and GentleImage touch C. The system libraries
// come from Debian; the Homebrew names let a Mac build too, which is not tested here.
let package = Package(
    name: "GentleSpecimen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "gentle-specimen", targets: ["gentle-specimen"]),
        .library(name: "GentleSpecimen", targets: ["GentleSpecimen"]),
        .library(name: "GentleSpecimenTesting", targets: ["GentleSpecimenTesting"]),
        .library(name: "GentleGolden", targets: ["GentleGolden"]),
        .plugin(name: "SpecimenCommand", targets: ["SpecimenCommand"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]),
        // ISA-L's igzip: deflate for the fast PNG preset, several times quicker than zlib.
        .systemLibrary(
            name: "CISAL", path: "Sources/CISAL", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"]), .brew(["isa-l"])]),

        // The colour value both the tokens and the raster speak, so neither imports the other.
        .target(name: "GentleColor"),
        // Bounded reads of regular files only, and writes that no symlink below their root redirects.
        .target(name: "GentleFiles"),
        .target(name: "GentleTokens", dependencies: ["GentleColor", "GentleFiles"]),
        .target(name: "GentleTheme", dependencies: ["GentleFiles", "GentleTokens"]),
        // The semantic difference of two resolved themes (`compare`); pure Swift.
        .target(name: "GentleThemeDiff", dependencies: ["GentleFiles", "GentleTheme", "GentleTokens"]),
        // The hot loops of the box blur and SHA-256, in plain C: unoptimised Swift (the debug
        // build that `swift test` and CI run) made every add and load a call, so these loops
        // were half of a sheet's drawing time and a fifth of the suite's.
        .target(name: "CKernels"),
        // libpng's full API (16-bit rounding, text chunks, filter choice) needs setjmp, kept in C;
        // unfiltered files are written here with zlib (libpng's own dependency) or ISA-L.
        .target(
            name: "CPNGSupport", dependencies: ["CPNG", "CISAL"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z"), .linkedLibrary("isal")]),
        .target(name: "GentleImage", dependencies: ["CKernels", "CPNG", "CPNGSupport", "GentleFiles"]),
        // The bundled fonts, kept in the top-level Fonts/, as a resource: SwiftPM copies them beside
        // every executable that links the library, in this package or in one that depends on it.
        // A C target: SwiftPM's Bundle accessor for a Swift one would link Foundation and ICU.
        .target(
            name: "GentleFonts", path: "Fonts",
            resources: [
                .copy("manifest.json"), .copy("README.md"),
                .copy("RobotoFlex-VF.ttf"), .copy("SourceSerif4-VF.ttf"), .copy("Nunito-VF.ttf"),
                .copy("JetBrainsMono-VF.ttf"), .copy("OFL-RobotoFlex.txt"), .copy("OFL-SourceSerif4.txt"),
                .copy("OFL-Nunito.txt"), .copy("OFL-JetBrainsMono.txt"),
            ]),
        .target(
            name: "GentleRaster",
            dependencies: [
                "CCairo", "CFreeType", "CHarfBuzz", "CKernels", "GentleColor", "GentleFiles", "GentleFonts",
                "GentleImage",
            ]),
        // The sheet workshop: the ten sheets and the change sheet, laid out (testable without
        // pixels), then drawn. Package API only; GentleSpecimen's renderer is its one way out.
        .target(
            name: "GentleSheets",
            dependencies: [
                "GentleFiles", "GentleImage", "GentleRaster", "GentleTheme", "GentleThemeDiff", "GentleTokens",
            ]),
        .target(
            name: "GentleSpecimen",
            dependencies: [
                "GentleFiles", "GentleSheets", "GentleTheme", "GentleThemeDiff", "GentleRaster", "GentleGolden",
            ]),
        .target(name: "GentleGolden", dependencies: ["GentleFiles", "GentleImage"]),
        // `gentle-specimen site`: the static style-guide site around the sheets.
        .target(
            name: "GentleSite",
            dependencies: ["GentleFiles", "GentleImage", "GentleSheets", "GentleSpecimen"]),
        // Swift Testing expectations for app teams' own suites.
        .target(name: "GentleSpecimenTesting", dependencies: ["GentleSpecimen"]),
        .target(
            name: "GentleSpecimenCLI",
            dependencies: [
                "GentleFiles", "GentleSite", "GentleSpecimen", "GentleGolden", "GentleTheme", "GentleThemeDiff",
                "GentleTokens",
            ]),
        // glibc's malloc settings for the tool's process (malloc.h is not in Swift's Glibc module).
        .target(name: "CHeapPolicy"),
        .executableTarget(name: "gentle-specimen", dependencies: ["CHeapPolicy", "GentleSpecimenCLI"]),
        // `swift package specimen …` in a package that depends on this one.
        .plugin(
            name: "SpecimenCommand",
            capability: .command(
                intent: .custom(verb: "specimen", description: "Renders, verifies or records theme specimens"),
                permissions: [
                    .writeToPackageDirectory(reason: "Writes specimen sheets, goldens and reports into the package")
                ]),
            path: "Plugins/SpecimenCommand"),
        // Bench and agreement tool for the comparison and PNG codec; GentleRaster only to time
        // cairo's own PNG writer beside ours.
        .executableTarget(name: "gentle-golden-bench", dependencies: ["GentleGolden", "GentleImage", "GentleRaster"]),
        // Draw, blur and encode timings of the rasterizer (Scripts/bench-raster.sh).
        .executableTarget(name: "gentle-raster-bench", dependencies: ["GentleRaster", "GentleImage"]),

        .testTarget(name: "GentleColorTests", dependencies: ["GentleColor"]),
        .testTarget(name: "GentleFilesTests", dependencies: ["GentleFiles"]),
        .testTarget(name: "GentleTokensTests", dependencies: ["GentleTokens"], exclude: ["Fixtures"]),
        .testTarget(name: "GentleThemeTests", dependencies: ["GentleTheme"]),
        .testTarget(name: "GentleThemeDiffTests", dependencies: ["GentleThemeDiff"]),
        .testTarget(name: "GentleImageTests", dependencies: ["GentleImage"], exclude: ["Fixtures"]),
        .testTarget(
            name: "GentleRasterTests", dependencies: ["CKernels", "GentleRaster"],
            exclude: ["References"]),
        .testTarget(
            name: "GentleSheetsTests",
            dependencies: [
                "GentleImage", "GentleRaster", "GentleSheets", "GentleTheme", "GentleThemeDiff", "GentleTokens",
            ]),
        .testTarget(
            name: "GentleSpecimenTests",
            dependencies: [
                "GentleGolden", "GentleImage", "GentleSheets", "GentleSpecimen", "GentleSpecimenTesting", "GentleTheme",
                "GentleThemeDiff", "GentleTokens",
            ]),
        .testTarget(name: "GentleGoldenTests", dependencies: ["GentleGolden"]),
        // The tool's tests in two targets by speed, as swift-argument-parser's: `…Tests` run in
        // milliseconds (parsing, help, refusals before anything is drawn); `…EndToEndTests` draw
        // sheets or launch the built tool. `swift test --skip EndToEndTests` runs the unit tests alone.
        .target(
            name: "GentleSpecimenCLITestSupport", dependencies: ["GentleSpecimenCLI", "GentleImage"],
            path: "Tests/GentleSpecimenCLITestSupport", exclude: ["Fixtures"]),
        .testTarget(
            name: "GentleSiteTests", dependencies: ["GentleGolden", "GentleImage", "GentleSite", "GentleSpecimen"]),
        .testTarget(
            name: "GentleSpecimenCLITests", dependencies: ["GentleSpecimenCLI", "GentleSpecimenCLITestSupport"]),
        .testTarget(
            name: "GentleSpecimenCLIEndToEndTests",
            dependencies: ["GentleSheets", "GentleSpecimenCLI", "GentleSpecimenCLITestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
