import Foundation
import GentleRaster
import GentleSpecimenCLITestSupport
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSheets
@testable import GentleSpecimenCLI

/// The dynamic-type sheet, `tokens --size-category` and `tokens --format dtcg --size-category`
/// read one role's size from the same rule, and the DTCG line height is the sheets' line pitch.
@Suite("Dynamic Type: sheet, tokens and DTCG agree")
struct DynamicTypeAgreementTests {
    struct Reading: Sendable, CustomTestStringConvertible {
        let preset: GentlePreset
        let role: GentleTextRole
        let category: ContentSizeCategory
        /// The size worked by hand from the HIG table.
        let points: Double
        var testDescription: String { "\(preset.id) \(role.rawValue) at \(category.rawValue) → \(points)" }
    }

    static let readings = [
        // 14 pt body: 14 × 62 / 22 = 39.45 → 39.
        Reading(preset: .compactMint, role: .body_m, category: .accessibilityExtraExtraExtraLarge, points: 39),
        // 9 pt caption2: 9 × 18 / 13 = 12.46 → 12.
        Reading(preset: .compactMint, role: .caption2_s, category: .xLarge, points: 12),
        // 18 pt body: 18 × 21 / 22 = 17.18 → 17.
        Reading(preset: .editorialPaper, role: .body_m, category: .medium, points: 17),
        // On the style's default size: Apple's table.
        Reading(preset: .gentleDefault, role: .body_m, category: .xSmall, points: 14),
    ]

    @Test(arguments: readings)
    func theSheetTokensAndDTCGShowTheSameSize(_ reading: Reading) throws {
        // The sheet: the sample drawn in the role's cell, and the size printed beneath it.
        let context = SheetContext(
            spec: reading.preset.spec, themeName: reading.preset.name, scheme: .light, sizeCategory: .large,
            measurer: Typesetter(fonts: try FontLibrary.bundled()))
        let cell = try DynamicTypeSheet.cell(reading.role, at: reading.category, context: context, minimumWidth: 0)
        func texts(_ elements: [SheetElement]) -> [TextBlock] {
            elements.flatMap { element -> [TextBlock] in
                switch element.content {
                case .text(let block): [block]
                case .group(let group): texts(group.children)
                default: []
                }
            }
        }
        let texts = texts(cell.elements)
        #expect(texts.first { $0.text == DynamicTypeSheet.sample }?.style.font.size == reading.points)
        #expect(texts.contains { $0.text == NumberText.plain(reading.points, digits: 1) })

        let category = ["--size-category", reading.category.rawValue]
        let tokens = CapturedRun(["tokens", "--preset", reading.preset.id] + category)
        #expect(tokens.exitCode == .success, "\(tokens.standardError)")
        let document = try JSONDecoder().decode(TokensDocument.self, from: Data(tokens.standardOutput.utf8))
        #expect(document.text[reading.role.rawValue]?.size == reading.points)

        let dtcg = CapturedRun(["tokens", "--format", "dtcg", "--preset", reading.preset.id] + category)
        #expect(dtcg.exitCode == .success, "\(dtcg.standardError)")
        let root = try JSONSerialization.jsonObject(with: Data(dtcg.standardOutput.utf8)) as? [String: Any]
        let typography = root?["typography"] as? [String: Any]
        let value = (typography?[reading.role.rawValue] as? [String: Any])?["$value"] as? [String: Any]
        #expect(((value?["fontSize"] as? [String: Any])?["value"] as? NSNumber)?.doubleValue == reading.points)
    }

    /// `lineHeight` × size is the distance the typesetter puts between two lines of the role.
    @Test(arguments: [GentleTextRole.body_m, .largeTitle_xxl, .monoCode_m])
    func theDTCGLineHeightIsTheSheetsLinePitch(_ role: GentleTextRole) throws {
        let run = CapturedRun(["tokens", "--format", "dtcg", "--preset", "gentle-default"])
        #expect(run.exitCode == .success, "\(run.standardError)")
        let root = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let typography = root?["typography"] as? [String: Any]
        let value = (typography?[role.rawValue] as? [String: Any])?["$value"] as? [String: Any]
        let lineHeight = try #require((value?["lineHeight"] as? NSNumber)?.doubleValue)

        let style = ResolvedTheme(spec: GentlePreset.gentleDefault.spec, scheme: .light, sizeCategory: .large).text[
            role]
        let typesetter = Typesetter(fonts: try FontLibrary.bundled())
        let lines = try typesetter.measure("Ag\nAg", style: SheetTextStyle(style).raster)
        let pitch = lines.baselines[1] - lines.baselines[0]
        #expect(abs(lineHeight * style.font.size - pitch) < 0.001 * style.font.size, "pitch \(pitch) pt")
    }
}
