import GentleRaster
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSheets

/// `shape: rounded` buttons are `RoundedRectangle(cornerRadius:)`, whose default style is
/// `.continuous`.
@Suite struct ButtonCornerTests {
    static func outlines(_ elements: [SheetElement]) -> [ShapeOutline] {
        elements.flatMap { element -> [ShapeOutline] in
            switch element.content {
            case .shape(let paint): [paint.outline]
            case .group(let group): outlines(group.children)
            default: []
            }
        }
    }

    @Test(arguments: GentlePreset.all)
    func roundedButtonsHaveContinuousCorners(preset: GentlePreset) throws {
        var spec = preset.spec
        for role in spec.buttons.roles.keys { spec.buttons.roles[role]?.shape = .rounded }
        let context = SheetContext(
            spec: spec, themeName: preset.name, scheme: .light, sizeCategory: .large, measurer: FixedAdvanceMeasurer())
        let buttons = try ButtonsSheet.layout(context).elements.filter { $0.region?.hasPrefix("buttons.") == true }
        let rounded = Self.outlines(buttons).compactMap { outline -> CornerStyle? in
            guard case .roundedRectangle(_, let style) = outline else { return nil }
            return style
        }
        #expect(!rounded.isEmpty)
        #expect(rounded.allSatisfy { $0 == .continuous })
    }
}
