import Foundation
import GentleSpecimen
import GentleTokens
import Testing

/// Theme files are told apart by their id, the base name: the command line's files and the
/// config's are checked by one rule (`ThemeIDClash`), so that no second file of one id is
/// dropped unchecked.
@Suite("Theme sources and their ids")
struct ThemeSourceTests {
    private static func given(_ paths: [String], in directory: URL) throws -> [GivenPath] {
        try paths.map { path in
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try GentleJSONCoding.encode(GentlePreset.softGreen.spec).write(to: url)
            return GivenPath(path, url: url)
        }
    }

    @Test func twoFilesWithOneBaseNameThrowTheClashBeforeAnyIsRead() throws {
        try withTemporaryDirectory { directory in
            let files = try Self.given(["a/brand.json", "b/brand.json"], in: directory)
            #expect(throws: ThemeIDClash(id: "brand", first: "a/brand.json", second: "b/brand.json")) {
                try ThemeSource.several(files.map(ThemeSource.file)).load()
            }
        }
    }

    @Test func filesWithTwoBaseNamesAreEachLoaded() throws {
        try withTemporaryDirectory { directory in
            let files = try Self.given(["a/brand.json", "b/brand-dark.json"], in: directory)
            let themes = try ThemeSource.several(files.map(ThemeSource.file)).load()
            #expect(themes.map(\.id) == ["brand", "brand-dark"])
        }
    }

    @Test func aPresetNamedTwiceIsDrawnOnce() throws {
        let themes = try ThemeSource.several([.preset(.softGreen), .allPresets]).load()
        let others = GentlePreset.all.map(\.id).filter { $0 != GentlePreset.softGreen.id }
        #expect(themes.map(\.id) == [GentlePreset.softGreen.id] + others)
    }

    @Test func aNamedSourceShowsItsThemeUnderTheNameAndKeepsItsID() throws {
        let themes = try ThemeSource.several([.named(.preset(.softGreen), "Green <b>"), .preset(.boldOrange)]).load()
        #expect(themes.map(\.id) == [GentlePreset.softGreen.id, GentlePreset.boldOrange.id])
        #expect(themes.map(\.name) == ["Green <b>", SpecimenTheme(.boldOrange).name])
    }

    @Test(arguments: [
        (
            ["a/brand.json", "b/brand.json", "c/other.json", "d/brand.json"],
            ["a/brand.json>b/brand.json", "a/brand.json>d/brand.json"]
        ),
        (["brand.json", "brand.theme.json", "Brand.json"], []),
    ])
    func eachLaterFileIsPairedWithTheFirstOfItsID(paths: [String], expected: [String]) {
        let files = paths.map { GivenPath($0, url: URL(fileURLWithPath: "/project/\($0)")) }
        #expect(ThemeIDClash.clashes(among: files).map { "\($0.first)>\($0.second)" } == expected)
    }
}
