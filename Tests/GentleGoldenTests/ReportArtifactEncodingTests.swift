import Foundation
import GentleGolden
import GentleImage
import Testing

@Suite struct ReportArtifactEncodingTests {
    /// A report's images are only read for their pixels, so they are written with the fast
    /// encoder (igzip), not the golden's zlib, and still decode to the case's pixels and text.
    @Test(arguments: ["expected.png", "actual.png", "diff.png"])
    func artifactsAreWrittenWithTheFastEncoder(_ name: String) throws {
        try Scratch.withFolder { folder in
            let (report, _) = try ReportFixture.report(in: folder)
            let file = report.appendingPathComponent("gentle-default/colors-light/\(name)")
            let bytes = try [UInt8](Data(contentsOf: file))
            let image = try PNGDecoder().decode(bytes)
            #expect(bytes == (try PNGEncoder.artifact.encode(image.bitmap, text: image.text)))
            #expect(bytes != (try PNGEncoder().encode(image.bitmap, text: image.text)))
            if name == "actual.png" {
                #expect(image.bitmap == Sheets.blackening(Sheets.white(), [(1, 1), (2, 3)]))
                #expect(!image.text.isEmpty)
            }
        }
    }
}
