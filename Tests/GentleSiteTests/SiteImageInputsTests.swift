import Foundation
import GentleSpecimen
import Testing

@testable import GentleSite

/// An image's key changes with everything outside the theme that decides its pixels, and only
/// with that: the tool build, the scale, the iOS release, the fonts and their manifest. Each
/// change gives every image of a run a new key, so the whole site is drawn again.
@Suite struct SiteImageInputsTests {
    /// What a run draws with.
    enum Change: String, CaseIterable, Sendable {
        case tool, scale, ios, fontFile, fontMetrics
    }

    static let theme = SpecimenTheme(.gentleDefault)

    /// A key of one image under `inputs`; every job's key begins with the run's inputs alike.
    static func key(_ inputs: SiteImageInputs) -> String {
        inputs.key(job: "gentle-default/colors-light.png", themes: [theme], reads: ["colors"], values: ["a": "b"])
    }

    static func inputs(tool: String = "build 1", renderer: SpecimenRenderer) throws -> SiteImageInputs {
        try SiteImageInputs(tool: tool, renderer: renderer)
    }

    /// The bundled manifest, written elsewhere with absolute font paths and `edit` applied.
    static func manifest(in directory: URL, edit: (inout [String: [String: Any]]) -> Void) throws -> URL {
        let bundled = try SpecimenFonts.bundled().manifestFile
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundled)) as? [String: Any])
        var fonts = try #require(json["fonts"] as? [String: [String: Any]])
        for (design, var entry) in fonts {
            let file = try #require(entry["file"] as? String)
            entry["file"] = bundled.deletingLastPathComponent().appendingPathComponent(file).path
            entry["sha256"] = nil
            fonts[design] = entry
        }
        edit(&fonts)
        let url = directory.appendingPathComponent("manifest-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: ["fonts": fonts], options: [.sortedKeys]).write(to: url)
        return url
    }

    @Test(arguments: Change.allCases)
    func aChangeOutsideTheThemeGivesANewKey(change: Change) throws {
        try withTemporaryDirectory { directory in
            let unchanged = try Self.manifest(in: directory) { _ in }
            let base = SpecimenRenderer(fonts: try SpecimenFonts(manifest: unchanged), scale: 1)
            let before = Self.key(try Self.inputs(renderer: base))
            #expect(Self.key(try Self.inputs(renderer: base)) == before)
            let after: SiteImageInputs
            switch change {
            case .tool:
                after = try Self.inputs(tool: "build 2", renderer: base)
            case .scale:
                after = try Self.inputs(renderer: SpecimenRenderer(fonts: base.fonts, scale: 2))
            case .ios:
                after = try Self.inputs(renderer: SpecimenRenderer(fonts: base.fonts, scale: 1, ios: .iOS18))
            case .fontFile:
                let manifest = try Self.manifest(in: directory) { fonts in
                    let serif = fonts["serif"]?["file"]
                    fonts["rounded"]?["file"] = serif
                }
                after = try Self.inputs(
                    renderer: SpecimenRenderer(fonts: try SpecimenFonts(manifest: manifest), scale: 1))
            case .fontMetrics:
                let manifest = try Self.manifest(in: directory) { fonts in
                    fonts["rounded"]?["verticalMetrics"] = ["ascender": 0.9, "descender": 0.25, "lineGap": 0]
                }
                after = try Self.inputs(
                    renderer: SpecimenRenderer(fonts: try SpecimenFonts(manifest: manifest), scale: 1))
            }
            #expect(Self.key(after) != before)
        }
    }

    @Test func fieldsAreNotConfusedWhereTheyMeet() throws {
        let inputs = try Self.inputs(renderer: SpecimenRenderer(fonts: try SpecimenFonts.bundled(), scale: 1))
        let one = inputs.key(job: "j", themes: [], reads: ["ab"], values: ["c": "d"])
        #expect(inputs.key(job: "j", themes: [], reads: ["a", "b"], values: ["c": "d"]) != one)
        #expect(inputs.key(job: "j", themes: [], reads: ["ab"], values: ["cd": ""]) != one)
    }

    @Test func theBuildIDIsFoundAmongOtherNotes() {
        // A 4-byte ABI note, then the GNU build ID (type 3) with a 5-byte descriptor padded to 8.
        var notes: [UInt8] = []
        func word(_ value: UInt32) { notes += withUnsafeBytes(of: value.littleEndian, Array.init) }
        word(4)
        word(4)
        word(1)
        notes += Array("GNU\0".utf8) + [0, 0, 0, 0]
        word(4)
        word(5)
        word(3)
        notes += Array("GNU\0".utf8) + [1, 2, 3, 4, 5, 0, 0, 0]
        #expect(notes.withUnsafeBytes(ExecutableBuild.buildID(inNotes:)) == [1, 2, 3, 4, 5])
        #expect(notes.dropLast(4).withUnsafeBytes(ExecutableBuild.buildID(inNotes:)) == nil)
        #expect(!ExecutableBuild.current.isEmpty)
    }
}
