// swift-tools-version:6.0
import PackageDescription

// Data flows one way (DESIGN.md §2): tokens → theme → sheets → CLI, with the raster and the
// golden comparison beside them. Only GentleRaster and GentleImage touch C.
let package = Package(
    name: "GentleSpecimen",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "gentle-specimen", targets: ["gentle-specimen"]),
        .library(name: "GentleSpecimen", targets: ["GentleSpecimen"]),
        .library(name: "GentleGolden", targets: ["GentleGolden"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        .systemLibrary(
            name: "CFreeType", path: "Sources/CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(
            name: "CHarfBuzz", path: "Sources/CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(
            name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        // ISA-L's igzip: deflate for the fast PNG preset, several times quicker than zlib.
        .systemLibrary(
            name: "CISAL", path: "Sources/CISAL", pkgConfig: "libisal",
            providers: [.apt(["libisal-dev"])]),

        // The colour value both the tokens and the raster speak, so neither imports the other.
        .target(name: "GentleColor"),
        .target(name: "GentleTokens", dependencies: ["GentleColor"]),
        .target(name: "GentleTheme", dependencies: ["GentleTokens"]),
        // libpng's full API (16-bit rounding, text chunks, filter choice) needs setjmp, kept in C.
        .target(
            name: "CPNGSupport", dependencies: ["CPNG", "CISAL"],
            linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("isal")]),
        .target(name: "GentleImage", dependencies: ["CPNG", "CPNGSupport"]),
        .target(name: "GentleRaster", dependencies: ["CCairo", "CFreeType", "CHarfBuzz", "GentleColor", "GentleImage"]),
        .target(name: "GentleSpecimen", dependencies: ["GentleTheme", "GentleRaster"]),
        .target(name: "GentleGolden", dependencies: ["GentleImage"]),
        .target(
            name: "GentleSpecimenCLI",
            dependencies: ["GentleSpecimen", "GentleGolden", "GentleTheme", "GentleTokens"]),
        .executableTarget(name: "gentle-specimen", dependencies: ["GentleSpecimenCLI"]),
        // Bench and agreement tool for the comparison and PNG codec; CCairo only to time
        // cairo's own PNG writer beside ours.
        .executableTarget(name: "gentle-golden-bench", dependencies: ["GentleGolden", "GentleImage", "CCairo"]),
        // Draw, blur and encode timings of the rasterizer (Scripts/bench-raster.sh).
        .executableTarget(name: "gentle-raster-bench", dependencies: ["GentleRaster", "GentleImage"]),

        .testTarget(name: "GentleColorTests", dependencies: ["GentleColor"]),
        .testTarget(name: "GentleTokensTests", dependencies: ["GentleTokens"], exclude: ["Fixtures"]),
        .testTarget(name: "GentleThemeTests", dependencies: ["GentleTheme"]),
        .testTarget(name: "GentleImageTests", dependencies: ["GentleImage"], exclude: ["Fixtures"]),
        .testTarget(name: "GentleRasterTests", dependencies: ["GentleRaster"]),
        .testTarget(name: "GentleSpecimenTests", dependencies: ["GentleSpecimen"]),
        .testTarget(name: "GentleGoldenTests", dependencies: ["GentleGolden"]),
        .testTarget(
            name: "GentleSpecimenCLITests", dependencies: ["GentleSpecimenCLI"], exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
