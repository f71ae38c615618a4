import Foundation
import GentleGolden
import GentleSheets
import GentleSpecimen
import GentleTheme
import GentleTokens
import Testing

/// Attribution is complete (DESIGN.md §5): every leaf token of a theme, changed by a small
/// visible step, is named old → new by every image whose display list it moves, so `verify` never
/// calls a token change a "renderer or layout change". Drawing is a function of the display list,
/// so an unchanged list proves unchanged pixels, and a changed one is enough to demand the name.
@Suite struct TokenAttributionEndToEndTests {
    /// A theme whose every token is changed in turn.
    struct Subject: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let theme: SpecimenTheme
    }

    /// A preset, and a theme of another structure: solid surfaces, serif type, rounded buttons
    /// with other fills, borders and animations, a styled quaternary role.
    static let subjects = [
        Subject(testDescription: "gentle-default", theme: SpecimenTheme(.gentleDefault)),
        Subject(testDescription: "reshaped editorial-paper", theme: SpecimenTheme(id: "reshaped", spec: reshaped)),
    ]

    private static var reshaped: GentleDesignSystemSpec {
        var spec = GentlePreset.editorialPaper.spec
        for (role, fill, border, animation) in [
            ("primary", GentleButtonFillRole.solidFillDestructive, GentleButtonBorderRole.accent, "bouncy"),
            ("secondary", .hollow, .subtle, "pop"), ("quaternary", .hollow, .accent, "unknown"),
        ] {
            spec.buttons.roles[role]?.shape = .rounded
            spec.buttons.roles[role]?.fillRole = fill
            spec.buttons.roles[role]?.borderRole = border
            spec.buttons.roles[role]?.animationRole = GentleButtonAnimationRole(rawValue: animation) ?? .subtlePress
            spec.buttons.roles[role]?.usesNativeStyle = false
        }
        return spec
    }

    @Test(arguments: subjects)
    func everyTokenThatMovesAnImageIsNamedInIt(subject: Subject) async throws {
        let renderer = SpecimenRenderer(fonts: try SpecimenFonts.bundled(), scale: 1)
        let base = try Drawing(subject.theme, renderer: renderer)
        let perturbations = try Perturbation.all(of: subject.theme.spec)
        let outcomes = try await withThrowingTaskGroup(of: Outcome.self) { group in
            var outcomes: [Outcome] = []
            var pending = perturbations[...]
            // Two at a time, one a core: each lays out whole sheets.
            for _ in 0..<2 {
                guard let next = pending.popFirst() else { break }
                group.addTask { try base.outcome(of: next) }
            }
            while let outcome = try await group.next() {
                outcomes.append(outcome)
                if let next = pending.popFirst() { group.addTask { try base.outcome(of: next) } }
            }
            return outcomes
        }

        for outcome in outcomes {
            for image in outcome.unnamedIn {
                Issue.record("\(outcome.leaf) moves \(image) but is not named in it")
            }
        }
        let still = outcomes.filter(\.movedImages.isEmpty).map(\.leaf).sorted()
        print(
            "\(subject.testDescription): \(outcomes.count) tokens perturbed, at most "
                + "\(outcomes.map(\.movedImages.count).max() ?? 0) images moved by one; moving none: "
                + still.joined(separator: ", "))
        #expect(outcomes.count > 300)
    }

    /// One leaf of the theme's JSON and its value after a small visible step.
    struct Perturbation: Sendable {
        /// The JSON keys to the leaf.
        let keys: [String]
        /// The new value.
        let value: JSONLeaf

        var name: String { keys.joined(separator: ".") }

        /// A step for every leaf of `spec`, as the package encodes it.
        static func all(of spec: GentleDesignSystemSpec) throws -> [Perturbation] {
            let pool = try alternatives()
            var found: [Perturbation] = []
            try JSONLeaf.visit(tree(spec), keys: []) { keys, leaf in
                if let value = leaf.stepped(key: keys.last ?? "", alternatives: pool[keys.last ?? ""] ?? []) {
                    found.append(Perturbation(keys: keys, value: value))
                }
            }
            return found
        }

        /// The spec encoded as `json` with this leaf changed.
        func applied(to json: Data) throws -> GentleDesignSystemSpec {
            let edited = JSONLeaf.replacing(
                keys[...], in: try JSONSerialization.jsonObject(with: json), with: value.object)
            return try JSONDecoder().decode(
                GentleDesignSystemSpec.self, from: JSONSerialization.data(withJSONObject: edited))
        }

        static func tree(_ spec: GentleDesignSystemSpec) throws -> Any {
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(spec))
        }

        /// The values each text key takes across the presets, for an enum-valued token's step.
        private static func alternatives() throws -> [String: Set<String>] {
            var pool: [String: Set<String>] = [:]
            for preset in GentlePreset.all {
                try JSONLeaf.visit(tree(preset.spec), keys: []) { keys, leaf in
                    if case .text(let text) = leaf { pool[keys.last ?? "", default: []].insert(text) }
                }
            }
            return pool
        }
    }

    /// A JSON scalar.
    enum JSONLeaf: Sendable {
        case text(String)
        case number(Double)
        case flag(Bool)

        var object: Any {
            switch self {
            case .text(let text): text
            case .number(let number): number
            case .flag(let flag): flag
            }
        }

        static func visit(_ node: Any, keys: [String], _ body: ([String], JSONLeaf) -> Void) {
            if let object = node as? [String: Any] {
                for key in object.keys.sorted() { visit(object[key] as Any, keys: keys + [key], body) }
            } else if let array = node as? [Any] {
                for (index, element) in array.enumerated() { visit(element, keys: keys + [String(index)], body) }
            } else if let number = node as? NSNumber {
                // Foundation decodes JSON `true` as an NSNumber of Objective-C type `c`.
                let isFlag = String(cString: number.objCType) == "c"
                body(keys, isFlag ? .flag(number.boolValue) : .number(number.doubleValue))
            } else if let text = node as? String {
                body(keys, .text(text))
            }
        }

        static func replacing(_ keys: ArraySlice<String>, in node: Any, with value: Any) -> Any {
            guard let key = keys.first else { return value }
            if var object = node as? [String: Any] {
                object[key] = replacing(keys.dropFirst(), in: object[key] as Any, with: value)
                return object
            }
            if var array = node as? [Any], let index = Int(key), array.indices.contains(index) {
                array[index] = replacing(keys.dropFirst(), in: array[index], with: value)
                return array
            }
            return node
        }

        /// The value a small visible step away: colours ±14 a channel, opacities, scales and
        /// spring shapes ±0.05 toward the middle, times +0.05 s, lengths +2, flags flipped, an
        /// enum to another value the presets use.
        func stepped(key: String, alternatives: Set<String>) -> JSONLeaf? {
            let lower = key.lowercased()
            switch self {
            case .flag(let flag):
                return .flag(!flag)
            case .number(let number):
                if ["opacity", "scale", "blend", "damping"].contains(where: lower.contains) {
                    return .number(number > 0.5 ? number - 0.05 : number + 0.05)
                }
                if ["duration", "response"].contains(where: lower.contains) { return .number(number + 0.05) }
                return .number(number + 2)
            case .text(let text):
                if text.hasPrefix("#") { return Self.shifted(text).map(JSONLeaf.text) }
                if key == "_specVersion" { return .text(text + ".1") }
                return alternatives.filter { $0 != text }.min().map(JSONLeaf.text)
            }
        }

        private static func shifted(_ hex: String) -> String? {
            let digits = hex.dropFirst()
            guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else { return nil }
            let channels = stride(from: digits.count / 2 - 1, through: 0, by: -1).map {
                Int((value >> ($0 * 8)) & 0xFF)
            }
            let moved = channels.enumerated().map { index, channel in
                // Alpha stays: a colour of 0 alpha would move no pixel.
                index == 3 ? channel : (channel >= 128 ? channel - 14 : channel + 14)
            }
            return "#" + moved.map { String(format: "%02X", $0) }.joined()
        }
    }

    /// What changing one leaf did: the images whose display lists moved, and those of them that
    /// would not name it.
    struct Outcome: Sendable {
        let leaf: String
        let movedImages: [String]
        let unnamedIn: [String]
    }

    /// The theme's images as drawn before any change: their display lists and recorded tokens.
    struct Drawing: Sendable {
        let theme: SpecimenTheme
        let renderer: SpecimenRenderer
        let cases: [SpecimenCase]
        let layouts: [SheetLayout]
        let tokens: [GoldenTokens]
        let resolved: [GentleColorScheme: ResolvedTheme]
        /// The gallery's page theme resolved, which no perturbation changes.
        let pages: [GentleColorScheme: ResolvedTheme]
        let values: [String: String]
        /// The theme as the package encodes it, each perturbation's starting point.
        let json: Data

        init(_ theme: SpecimenTheme, renderer: SpecimenRenderer) throws {
            self.theme = theme
            json = try JSONEncoder().encode(theme.spec)
            self.renderer = renderer
            let cases = Self.cases(theme)
            let layouts = try cases.map { try renderer.layout(of: $0) }
            let values = TokenValues.of(spec: theme.spec, scheme: .light, sizeCategory: .large)
            tokens = zip(cases, layouts).map { specimen, layout in
                Self.recorded(specimen, layout: layout, values: values)
            }
            self.cases = cases
            self.layouts = layouts
            self.values = values
            resolved = Self.resolved(theme.spec, by: renderer)
            pages = Self.resolved(Self.page.spec, by: renderer)
        }

        /// Every sheet in both schemes; the gallery on another theme's page, this theme's card
        /// beside it, so its values are recorded under its prefix.
        static func cases(_ theme: SpecimenTheme) -> [SpecimenCase] {
            GentleColorScheme.allCases.flatMap { scheme in
                SheetKind.allCases.map { sheet in
                    sheet.spansThemes
                        ? SpecimenCase(theme: page, sheet: sheet, scheme: scheme, runThemes: [page, theme])
                        : SpecimenCase(theme: theme, sheet: sheet, scheme: scheme)
                }
            }
        }

        /// The theme whose page the gallery is drawn on.
        static let page = SpecimenTheme(.classicTan)

        /// The theme resolved once per scheme, as `renderer` lays the cases out: every sheet of a
        /// scheme is laid out from the one resolution.
        static func resolved(
            _ spec: GentleDesignSystemSpec, by renderer: SpecimenRenderer
        ) -> [GentleColorScheme: ResolvedTheme] {
            Dictionary(
                uniqueKeysWithValues: GentleColorScheme.allCases.map {
                    ($0, renderer.resolved(spec, scheme: $0, sizeCategory: .large))
                })
        }

        /// What the golden of `specimen` records, from its subject theme's `values` (light ones:
        /// both schemes' colours, and the rest is the same in either).
        static func recorded(_ specimen: SpecimenCase, layout: SheetLayout, values: [String: String]) -> GoldenTokens {
            let image = RegionDocument(layout: layout)
            guard !specimen.sheet.spansThemes else { return specimen.tokens(drawnIn: image) }
            var theme = values
            theme["scheme"] = specimen.scheme.rawValue
            return specimen.tokens(drawnIn: image, of: GoldenTokens(theme, scope: .theme))
        }

        func outcome(of perturbation: Perturbation) throws -> Outcome {
            let spec = try perturbation.applied(to: json)
            let resolved = Self.resolved(spec, by: renderer)
            let edited = SpecimenTheme(id: theme.id, name: theme.name, spec: spec, about: theme.about)
            var moved: [(SpecimenCase, SheetLayout, Int)] = []
            for (index, specimen) in Self.cases(edited).enumerated() {
                // The sheet is laid out from the resolved theme alone: the same one, the same list.
                guard let theme = resolved[specimen.scheme], theme != self.resolved[specimen.scheme] else { continue }
                // The gallery is laid out from its page, resolved once, and the run's themes.
                let main = specimen.sheet.spansThemes ? try #require(pages[specimen.scheme]) : theme
                let layout = try renderer.layout(of: specimen, resolved: main)
                let before = layouts[index]
                if layout.elements != before.elements || layout.pageSize != before.pageSize
                    || layout.background != before.background
                {
                    moved.append((specimen, layout, index))
                }
            }
            guard !moved.isEmpty else {
                return Outcome(leaf: perturbation.name, movedImages: [], unnamedIn: [])
            }
            let values = TokenValues.of(spec: spec, scheme: .light, sizeCategory: .large)
            let changedPaths = Set(values.keys.filter { values[$0] != self.values[$0] })
            let unnamed = moved.filter { specimen, layout, index in
                let changes = Self.recorded(specimen, layout: layout, values: values).changes(since: tokens[index])
                return !changes.contains { change in
                    changedPaths.contains(change.path.split(separator: "/").last.map(String.init) ?? change.path)
                }
            }
            return Outcome(
                leaf: perturbation.name, movedImages: moved.map(\.0.name),
                unnamedIn: unnamed.map(\.0.name))
        }
    }
}
