import Foundation
import GentleTheme
import GentleTokens
import Testing

/// Whatever `validate` accepts, resolution gives finite numbers: no NaN or infinity reaches a
/// sheet from the corners of the accepted ranges, in either scheme at any Dynamic Type size.
@Suite("Extreme accepted specs")
struct ExtremeSpecTests {
    @Test("the extreme spec is accepted by validate", arguments: ExtremeSpec.all)
    func isAccepted(extreme: ExtremeSpec) throws {
        let data = try GentleJSONCoding.encode(extreme.spec)
        let errors = GentleThemeFile.validate(data: data, fileName: "extreme.json").filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
    }

    @Test("every resolved number is finite", arguments: ExtremeSpec.all)
    func resolvesToFiniteNumbers(extreme: ExtremeSpec) {
        let spec = extreme.spec
        for scheme in [GentleColorScheme.light, .dark] {
            for category in ContentSizeCategory.allCases {
                let numbers = Self.numbers(in: ResolvedTheme(spec: spec, scheme: scheme, sizeCategory: category))
                // Colours alone give 19 × 4 numbers; fewer means the reflection walk went blind.
                #expect(numbers.count > 300)
                let broken = numbers.filter { !$0.isFinite }
                #expect(broken.isEmpty, "\(scheme) \(category): \(broken.count) numbers not finite")
            }
        }
    }

    @Test("every press timeline stays finite", arguments: ExtremeSpec.all)
    func timelinesAreFinite(extreme: ExtremeSpec) {
        let spec = extreme.spec
        for role in GentleButtonAnimationRole.allCases {
            let animationSpec = spec.buttons.animationSpec(for: role)
            let animation = PressAnimation(role: role, spec: animationSpec)
            #expect(animation.settleDuration.isFinite && animation.peakOvershoot.isFinite, "\(role)")
            for releaseTime in [0, 0.001, 0.05, animation.settleDuration / 2, animation.settleDuration, 60] {
                let timeline = PressTimeline(
                    animation: animation, pressedScale: animationSpec.pressedScale,
                    pressedOpacity: animationSpec.pressedOpacity, releaseTime: releaseTime)
                let frames = timeline.frames(count: 61)
                let values =
                    frames.flatMap { [$0.time, $0.scale, $0.opacity] }
                    + [timeline.endTime, timeline.releaseOvershoot]
                #expect(values.filter { !$0.isFinite }.isEmpty, "\(role) released at \(releaseTime)")
            }
        }
    }

    /// Every `Double` inside a value, found by reflection so that new fields are covered too.
    static func numbers(in value: Any) -> [Double] {
        if let number = value as? Double { return [number] }
        return Mirror(reflecting: value).children.flatMap { numbers(in: $0.value) }
    }
}
