import Foundation
import GentleGolden
import GentleImage
import GentleRaster

/// What every golden case of a run shares: the bundled fonts, the renderer fingerprint, a 1x
/// renderer and the verifier over the goldens. `verify`, `record` and the project's own golden
/// tests all check cases through it, so they judge pixels the same way.
struct GoldenCaseCheck: Sendable {
    /// Draws the sheets at scale 1 in the Dynamic Type size the goldens are drawn at.
    let renderer: SpecimenRenderer
    /// The fingerprint every golden written now carries.
    let fingerprint: [PNGTextEntry]
    /// Compares with the goldens and applies the record mode.
    let verifier: GoldenVerifier

    /// A check over the goldens in `goldens`, drawn with the bundled fonts.
    init(goldens: URL, settings: VerificationSettings) throws {
        let fonts = try BundledFonts.library()
        fingerprint = try RendererFingerprint.current(fonts: fonts).pngText
        renderer = SpecimenRenderer(
            fonts: fonts, sizeCategory: .standard, scale: 1, format: .png, writesRegions: false)
        verifier = GoldenVerifier(store: GoldenStore(root: goldens), settings: settings)
    }

    /// Draws `job` and checks it against its golden, writing the golden if the mode says so.
    func check(_ job: SpecimenJob) throws -> CaseResult {
        verifier.verify(try renderer.goldenCase(job, fingerprint: fingerprint))
    }
}
