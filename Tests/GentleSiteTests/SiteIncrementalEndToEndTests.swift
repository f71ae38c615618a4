import Foundation
import GentleSpecimen
import Testing

@testable import GentleSite

/// A site built again over the folder an earlier build wrote: an image is drawn again exactly
/// when something it was drawn from changed, or its file is not as written; everything else is
/// kept, and what is kept is what a build from nothing would draw.
@Suite struct SiteIncrementalEndToEndTests {
    static let renderer = Result { SpecimenRenderer(fonts: try SpecimenFonts.bundled(), scale: 1) }
    static let theme = SpecimenTheme(.gentleDefault)

    /// The colours and buttons sheets in light (so the press previews and the picker card too).
    static func build(
        _ theme: SpecimenTheme = theme, tool: String = "test build", reusing previous: SitePreviousImages = .none
    ) throws -> SiteBuild.Output {
        let cases = SpecimenSelection(
            themes: [theme], sheets: [.colors, .buttons], schemes: [.light], sizeCategories: [.large]
        ).cases
        return try SiteBuild(themes: [theme], cases: cases, renderer: try renderer.get(), jobs: 2)
            .output(reusing: previous, tool: tool)
    }

    /// The first build, drawn once and written into each test's own folder.
    static let first = Result { try build() }

    /// A folder holding the first build as a run leaves it.
    static func withFirstSite(_ body: (SiteFolder, URL) throws -> Void) throws {
        try withTemporaryDirectory { directory in
            let first = try first.get()
            _ = try SiteFolder(directory).write(first.files, kept: first.kept, images: first.images)
            try body(SiteFolder(directory), directory)
        }
    }

    /// Builds again over `folder`, keeping what it can, and writes the result.
    static func rebuild(
        _ folder: SiteFolder, theme: SpecimenTheme = theme, tool: String = "test build"
    ) throws -> (site: SiteBuild.Output, outcome: SiteFolder.Outcome) {
        let site = try build(theme, tool: tool, reusing: folder.previousImages())
        return (site, try folder.write(site.files, kept: site.kept, images: site.images))
    }

    static func marker(_ directory: URL) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(SiteFolder.markerName))
    }

    @Test func anUnchangedRerunDrawsNothingAndWritesNothing() throws {
        try Self.withFirstSite { folder, directory in
            let before = try Self.marker(directory)
            let (site, outcome) = try Self.rebuild(folder)
            let first = try Self.first.get()
            #expect(site.drawn.isEmpty)
            #expect(outcome.written.isEmpty)
            #expect(Set(site.kept) == Set(first.images.flatMap { $0.files.map(\.path) }))
            #expect(site.images == first.images)
            #expect(try Self.marker(directory) == before)
        }
    }

    /// One token of the theme changed.
    struct Edit: Sendable, CustomTestStringConvertible {
        /// Its path, as images record what they read.
        let path: String
        let apply: @Sendable (inout GentleDesignSystemSpec) -> Void

        var testDescription: String { path }
    }

    /// A colour, and the timing of the animation only the primary button uses, which reaches the
    /// buttons sheet and one press preview.
    static let edits = [
        Edit(path: "colors.primaryCTA.light") { $0.colors.pairByRole["primaryCTA"]?.lightHex = "#3366CC" },
        Edit(path: "buttons.animations.springBack.springResponse") {
            $0.buttons.animations["springBack"]?.springResponse = 0.3
        },
    ]

    @Test(arguments: edits)
    func aTokenChangeRedrawsExactlyTheImagesThatReadIt(edit: Edit) throws {
        var spec = Self.theme.spec
        edit.apply(&spec)
        let changed = SpecimenTheme(id: Self.theme.id, name: Self.theme.name, spec: spec, about: Self.theme.about)
        let first = try Self.first.get()
        // The path itself or a group above it (`colors.primaryCTA`).
        let readers = first.images.filter { record in
            record.reads.contains { edit.path == $0 || edit.path.hasPrefix($0 + ".") }
        }.map(\.job)
        #expect(!readers.isEmpty && readers.count < first.images.count)
        try Self.withFirstSite { folder, directory in
            let (site, _) = try Self.rebuild(folder, theme: changed)
            #expect(site.drawn == readers)
            // What was kept is what a build from nothing draws for the changed theme.
            for file in try Self.build(changed).files where file.path.hasSuffix(".png") {
                let onDisk = try Data(contentsOf: directory.appendingPathComponent(file.path))
                #expect(onDisk == Data(file.bytes), "\(file.path)")
            }
        }
    }

    @Test func anotherToolBuildRedrawsEveryImage() throws {
        try Self.withFirstSite { folder, _ in
            let (site, outcome) = try Self.rebuild(folder, tool: "another test build")
            #expect(site.drawn == (try Self.first.get()).images.map(\.job))
            // The same drawing code, so the same bytes: nothing to write.
            #expect(outcome.written.isEmpty)
        }
    }

    /// What happens to an image file between two runs.
    enum Tampering: String, CaseIterable, Sendable {
        case deleted, edited, replacedBySameSize
    }

    @Test(arguments: Tampering.allCases)
    func anImageNotAsWrittenIsDrawnAgain(tampering: Tampering) throws {
        let job = "\(Self.theme.id)/colors-light.png"
        try Self.withFirstSite { folder, directory in
            let file = directory.appendingPathComponent(job)
            let original = try Data(contentsOf: file)
            switch tampering {
            case .deleted: try FileManager.default.removeItem(at: file)
            case .edited: try (original + Data([0])).write(to: file)
            case .replacedBySameSize:
                var bytes = original
                bytes[bytes.count / 2] ^= 0xFF
                try bytes.write(to: file)
            }
            let (site, outcome) = try Self.rebuild(folder)
            #expect(site.drawn == [job])
            #expect(outcome.written == [job])
            #expect(try Data(contentsOf: file) == original)
        }
    }

    @Test func anUnreadableMarkerRebuildsEverything() throws {
        try Self.withFirstSite { folder, directory in
            try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
                .write(to: directory.appendingPathComponent(SiteFolder.markerName))
            let (site, outcome) = try Self.rebuild(folder)
            #expect(site.drawn == (try Self.first.get()).images.map(\.job))
            #expect(outcome.written.isEmpty)
            // The run leaves a marker the next one can use.
            #expect(try Self.rebuild(folder).site.drawn.isEmpty)
        }
    }
}
