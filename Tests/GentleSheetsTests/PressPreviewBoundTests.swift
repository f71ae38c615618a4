import GentleSheets
import GentleTheme
import GentleTokens
import Testing

/// A press preview draws 60 frames a second from the press until the release has settled; a
/// spring that settles late or never (a response of 60 s with a damping of 0.0001, or a damping
/// of −0) would give thousands of frames, so each phase is cut at its bound.
@Suite struct PressPreviewBoundTests {
    static let longestPhase = 3.0
    /// Press and release of `longestPhase` each at 60 fps, both ends included.
    static let mostFrames = Int(2 * longestPhase * 60) + 1

    /// The pages of the primary button's preview (gentle-default's primary springs back) with
    /// `springBack` timed by `response` and `damping`.
    static func pages(response: Double, damping: Double, longestPhase: Double) throws -> [SheetLayout] {
        var spec = GentlePreset.gentleDefault.spec
        spec.buttons.animations["springBack"]?.springResponse = response
        spec.buttons.animations["springBack"]?.springDamping = damping
        let context = SheetContext(
            spec: spec, themeName: "slow", scheme: .light, sizeCategory: .large, measurer: FixedAdvanceMeasurer())
        return try ButtonsSheet.pressPreviewPages(
            .primary, context: context, framesPerSecond: 60, longestPhase: longestPhase)
    }

    @Test(arguments: [(60.0, 0.0001), (0.45, -0.0), (60, 0), (0.45, 0.001)])
    func aSpringThatSettlesLateGivesABoundedPreview(response: Double, damping: Double) throws {
        let pages = try Self.pages(response: response, damping: damping, longestPhase: Self.longestPhase)
        #expect(pages.count == Self.mostFrames)
    }

    @Test func aSpringThatSettlesWithinTheBoundIsNotCut() throws {
        let bounded = try Self.pages(response: 0.45, damping: 0.45, longestPhase: Self.longestPhase)
        let whole = try Self.pages(response: 0.45, damping: 0.45, longestPhase: .infinity)
        #expect(bounded.count == whole.count)
        #expect(bounded.count < Self.mostFrames)
    }
}
