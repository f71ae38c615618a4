import GentleTheme
import Testing

@Suite("Press timelines")
struct PressTimelineTests {
    static let springBack = SpringParameters(response: 0.45, dampingFraction: 0.45)
    static let squish = SpringParameters(response: 0.22, dampingFraction: 0.85)

    @Test func springBackOvershootsOnReleaseAndSettles() throws {
        let spring = try #require(Self.springBack)
        let timeline = PressTimeline(
            animation: .spring(spring), pressedScale: 0.9, pressedOpacity: 0.86,
            releaseTime: 2)
        let afterRelease = stride(from: 2.0, through: timeline.endTime, by: 0.001).map { timeline.scale(at: $0) }
        let peak = try #require(afterRelease.max())
        // Released from rest at 0.9: peak = 1 + 0.1 × e^(−ζπ/√(1−ζ²)) = 1.02054.
        #expect(abs(peak - (1 + 0.1 * spring.peakOvershoot)) < 1e-5)
        #expect(abs(peak - 1.02054) < 1e-5)
        #expect(abs(timeline.releaseOvershoot - spring.peakOvershoot) < 1e-6)
        #expect(abs(timeline.scale(at: timeline.endTime) - 1) < 1e-3)
        #expect(abs(timeline.opacity(at: timeline.endTime) - 1) < 1e-3)
    }

    @Test func earlyReleaseOvershootMatchesTheSampledPeak() throws {
        let spring = try #require(Self.springBack)
        let timeline = PressTimeline(
            animation: .spring(spring), pressedScale: 0.72, pressedOpacity: 0.9,
            releaseTime: 0.08)
        let samples = stride(from: 0.08, through: timeline.endTime, by: 0.0005).map { timeline.scale(at: $0) }
        let sampledPeak = try #require(samples.max())
        #expect(abs((sampledPeak - 1) / 0.28 - timeline.releaseOvershoot) < 1e-4)
        #expect(timeline.releaseOvershoot > 0)
        #expect(timeline.releaseOvershoot < spring.peakOvershoot)
    }

    @Test func opacityNeverExceedsOneWhileScaleOvershoots() throws {
        let spring = try #require(Self.springBack)
        let timeline = PressTimeline(
            animation: .spring(spring), pressedScale: 0.9, pressedOpacity: 0.86,
            releaseTime: 1)
        let frames = timeline.frames(count: 240)
        #expect(frames.contains { $0.scale > 1.01 })
        #expect(frames.allSatisfy { $0.opacity <= 1 })
    }

    @Test func springPressFollowsTheClosedForm() throws {
        let spring = try #require(Self.squish)
        let timeline = PressTimeline(
            animation: .spring(spring), pressedScale: 0.9, pressedOpacity: 0.86,
            releaseTime: 1)
        let motion = SpringMotion(spring: spring, displacement: 0.1, velocity: 0)
        for t in [0.0, 0.03, 0.1, 0.25] {
            #expect(abs(timeline.scale(at: t) - (0.9 + motion.displacement(at: t))) < 1e-12)
        }
        let opacityMotion = SpringMotion(spring: spring, displacement: 0.14, velocity: 0)
        #expect(abs(timeline.opacity(at: 0.1) - (0.86 + opacityMotion.displacement(at: 0.1))) < 1e-12)
    }

    @Test func earlyReleaseKeepsValueAndVelocity() throws {
        let spring = try #require(Self.springBack)
        let release = 0.08
        let timeline = PressTimeline(
            animation: .spring(spring), pressedScale: 0.72, pressedOpacity: 0.9,
            releaseTime: release)
        let h = 1e-6
        let before = timeline.scale(at: release - h)
        let after = timeline.scale(at: release + h)
        #expect(abs(after - before) < 1e-4)
        let slopeBefore = (timeline.scale(at: release - h) - timeline.scale(at: release - 2 * h)) / h
        let slopeAfter = (timeline.scale(at: release + 2 * h) - timeline.scale(at: release + h)) / h
        #expect(abs(slopeAfter - slopeBefore) < 1e-2 * max(1, abs(slopeBefore)))
        #expect(slopeBefore < -0.5)
    }

    @Test func easeOutPressesReleasesAndStaysBetweenRestAndPressed() {
        let timeline = PressTimeline(
            animation: .easeOut(duration: 0.12), pressedScale: 0.85,
            pressedOpacity: 0.9, releaseTime: 0.3)
        #expect(timeline.scale(at: 0) == 1)
        #expect(abs(timeline.scale(at: 0.12) - 0.85) < 1e-6)
        #expect(abs(timeline.scale(at: 0.06) - (1 - 0.15 * 0.6846)) < 2e-4)
        #expect(abs(timeline.scale(at: 0.42) - 1) < 1e-6)
        #expect(timeline.endTime == 0.42)
        let pressing = stride(from: 0.0, through: 0.12, by: 0.002).map { timeline.scale(at: $0) }
        #expect(zip(pressing, pressing.dropFirst()).allSatisfy { $0 >= $1 })
        let all = timeline.frames(count: 200).map(\.scale)
        #expect(all.allSatisfy { $0 >= 0.85 - 1e-9 && $0 <= 1 + 1e-9 })
        #expect(timeline.releaseOvershoot == 0)
    }

    @Test func easeOutReleasedMidPressIsAdditive() {
        let timeline = PressTimeline(
            animation: .easeOut(duration: 0.12), pressedScale: 0.85,
            pressedOpacity: 0.9, releaseTime: 0.06)
        let expected = 1 - 0.15 * (UnitBezier.easeOut.value(at: 0.75) - UnitBezier.easeOut.value(at: 0.25))
        #expect(abs(timeline.scale(at: 0.09) - expected) < 1e-12)
    }

    @Test func instantJumpsAtPressAndRelease() {
        let timeline = PressTimeline(animation: .instant, pressedScale: 0.95, pressedOpacity: 0.93, releaseTime: 0.2)
        #expect(timeline.scale(at: -0.01) == 1)
        #expect(timeline.scale(at: 0) == 0.95)
        #expect(timeline.opacity(at: 0.19) == 0.93)
        #expect(timeline.scale(at: 0.2) == 1)
        #expect(timeline.endTime == 0.2)
    }

    @Test func framesSpanPressToSettle() throws {
        let spring = try #require(Self.squish)
        let timeline = PressTimeline(
            animation: .spring(spring), pressedScale: 0.9, pressedOpacity: 0.86,
            releaseTime: 0.3)
        let frames = timeline.frames(count: 9)
        #expect(frames.count == 9)
        #expect(frames.first?.time == 0)
        #expect(abs((frames.last?.time ?? 0) - timeline.endTime) < 1e-12)
        #expect(abs(timeline.endTime - (0.3 + spring.settlingDuration)) < 1e-12)
        #expect(frames[4] == timeline.frame(at: timeline.endTime / 2))
        #expect(timeline.frames(count: 1).count == 1)
        #expect(timeline.frames(count: 0).isEmpty)
    }
}
