import Foundation
import GentleSpecimen
import GentleSpecimenCLITestSupport
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// The other half of the rule of issue 18: a theme at the floor of every bound `validate`
/// accepts (the smallest press, the smallest text, zero layout steps, the most negative radii,
/// line gaps, shadows and opacities) validates without an error and renders every sheet.
@Test func aThemeAtEveryAcceptedFloorValidatesAndRenders() throws {
    var spec = GentlePreset.gentleDefault.spec
    let press = GentleValueLimit.pressedScale.range.lowerBound
    spec.buttons.roles = spec.buttons.roles.mapValues { role in
        var role = role
        (role.pressedScale, role.pressedOpacity) = (press, -GentleValueLimit.opacity.magnitude)
        return role
    }
    spec.typography.roles = spec.typography.roles.mapValues { role in
        var role = role
        role.pointSize = GentleValueLimit.pointSize.range.lowerBound
        role.lineSpacing = -GentleValueLimit.lineSpacing.magnitude
        role.letterSpacing = -GentleValueLimit.letterSpacing.magnitude
        return role
    }
    let step = GentleValueLimit.layoutStep.range.lowerBound
    let zero = GentleSpacingScaleTokens(xs: step, s: step, m: step, l: step, xl: step, xxl: step)
    (spec.layout.scale, spec.layout.gap, spec.layout.grid, spec.layout.touch) = (zero, zero, zero, zero)
    let radius = -GentleValueLimit.radius.magnitude
    spec.visual.radii = GentleRadiusTokens(small: radius, medium: radius, large: radius, pill: radius)
    spec.surfaces.roles = spec.surfaces.roles.mapValues { surface in
        var surface = surface
        (surface.cornerRadius, surface.shadowRadius) = (radius, -GentleValueLimit.shadowRadius.magnitude)
        (surface.borderWidth, surface.shadowOpacity) = (-GentleValueLimit.length.magnitude, -100)
        return surface
    }
    try withTemporaryDirectory { directory in
        try GentleJSONCoding.encode(spec).write(to: directory.appendingPathComponent("floor.json"))
        let environment = CommandEnvironment.testing(workingDirectory: directory)
        let validate = CapturedRun(["validate", "floor.json"], environment: environment)
        #expect(validate.exitCode == .success)
        #expect(validate.standardOutput.contains("Checked 1 file: 0 errors, "))
        let render = CapturedRun(
            ["render", "--theme", "floor.json", "--scale", "1", "-o", "out"], environment: environment)
        #expect(render.exitCode == .success, "\(render.standardError)")
        #expect(render.standardOutput.split(separator: "\n").count == SheetKind.standard(forThemeCount: 1).count * 2)
    }
}
