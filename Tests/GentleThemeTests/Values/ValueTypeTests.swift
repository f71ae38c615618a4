import GentleTheme
import GentleTokens
import Testing

/// The value types resolution clamps into hold only drawable values, whatever they are given.
@Suite struct ValueTypeTests {
    @Test(
        arguments: [
            (-5.0, 0.0), (-0.0, 0.0), (0.0, 0.0), (12.5, 12.5), (Double.nan, 0.0),
            (.infinity, .greatestFiniteMagnitude),
            (-.infinity, 0.0),
        ] as [(Double, Double)])
    func lengthsAreFiniteAndNotNegative(input: Double, points: Double) {
        let length = Length(clamping: input)
        #expect(length.points == points)
        #expect(length.points.sign == .plus)
    }

    @Test func anExactLengthRefusesWhatClampingWouldChange() {
        #expect(Length(exactly: 3)?.points == 3)
        #expect(Length(exactly: -1) == nil)
        #expect(Length(exactly: .nan) == nil)
        #expect(Length(exactly: .infinity) == nil)
    }

    @Test(arguments: [(-1.0, 0.0), (0.4, 0.4), (4.0, 1.0), (Double.nan, 0.0)] as [(Double, Double)])
    func opacitiesLieInTheUnitInterval(input: Double, value: Double) {
        #expect(Opacity(clamping: input).value == value)
    }

    /// The press scale's range is the one `validate` enforces, read from the same table.
    @Test(
        arguments: [(0.0, 0.01), (1e-300, 0.01), (-0.9, 0.01), (0.97, 0.97), (1e9, 10.0), (Double.nan, 1.0)]
            as [(Double, Double)])
    func pressScalesStayInvertible(input: Double, value: Double) {
        #expect(PressScale(clamping: input).value == value)
        #expect(GentleValueLimit.pressedScale.range.contains(PressScale(clamping: input).value))
    }

    @Test func aSpecBuiltInMemoryWithUndrawableValuesResolvesToDrawableOnes() {
        var spec = GentlePreset.gentleDefault.spec
        spec.layout.scale = GentleSpacingScaleTokens(xs: -4, s: .nan, m: 12, l: 16, xl: 24, xxl: 32)
        spec.buttons.roles = spec.buttons.roles.mapValues { role in
            var role = role
            role.pressedScale = 0
            return role
        }
        spec.typography.roles = spec.typography.roles.mapValues { role in
            var role = role
            role.lineSpacing = -6
            return role
        }
        let theme = ResolvedTheme(spec: spec, scheme: .dark)
        #expect(theme.spacing.xs == .zero && theme.spacing.s == .zero && theme.spacing.m.points == 12)
        #expect(theme.buttons[.primary].pressedScale.value == 0.01)
        #expect(theme.text[.body_m].lineSpacing == .zero)
        #expect(theme.lightColors.scheme == .light && theme.darkColors == theme.colors)
    }
}
