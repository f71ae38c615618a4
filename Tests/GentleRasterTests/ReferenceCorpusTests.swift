import Foundation
import GentleImage
import Testing

@testable import GentleRaster

/// Every case of the reference corpus drawn again and compared with its PNG pixel for pixel:
/// rendering is deterministic, so there is no tolerance, and a failure names the feature.
///
/// To re-record after a deliberate change, run with `GENTLE_RECORD_REFERENCES=1` (refused when
/// `CI` is set), look at every changed PNG, and commit them with the change:
/// `GENTLE_RECORD_REFERENCES=1 swift test --filter ReferenceCorpusTests`.
@Suite struct ReferenceCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")

    static var recording: Bool { ProcessInfo.processInfo.environment["GENTLE_RECORD_REFERENCES"] == "1" }

    @Test func theCorpusCoversEveryAreaWithAtLeastTwentyCases() {
        #expect(ReferenceCase.all.count >= 20)
        #expect(Set(ReferenceCase.all.map(\.area)) == ["corners", "strokes", "shadows", "materials", "glass", "text"])
        #expect(Set(ReferenceCase.all.map(\.path)).count == ReferenceCase.all.count)
    }

    @Test func theReadmeDescribesEveryCase() throws {
        let readme = try String(contentsOf: Self.folder.appendingPathComponent("README.md"), encoding: .utf8)
        for reference in ReferenceCase.all {
            #expect(readme.contains("`\(reference.path)`"), "README.md has no line for \(reference.path)")
        }
    }

    @Test(arguments: ReferenceCase.all)
    func drawingMatchesItsReference(reference: ReferenceCase) throws {
        let drawn = try reference.canvas(typesetter: Fixtures.typesetter()).bitmap()
        let url = Self.folder.appendingPathComponent(reference.path)
        if Self.recording {
            try #require(
                ProcessInfo.processInfo.environment["CI"] == nil, "references are never re-recorded in CI")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try PNGEncoder.compact.write(drawn, to: url)
            return
        }
        let expected = try PNGDecoder().decode(contentsOf: url).bitmap
        try #require(
            expected.width == drawn.width && expected.height == drawn.height,
            "\(reference.area)/\(reference.name): drawn \(drawn.width)×\(drawn.height) px, reference \(expected.width)×\(expected.height) px"
        )
        let differing = stride(from: 0, to: drawn.pixels.count, by: 4).filter { offset in
            drawn.pixels[offset..<(offset + 4)] != expected.pixels[offset..<(offset + 4)]
        }.count
        #expect(
            differing == 0,
            "\(reference.area)/\(reference.name): \(differing) of \(drawn.width * drawn.height) pixels differ from References/\(reference.path)"
        )
    }
}
