import GentleFiles
import GentleGolden
import GentleSpecimen
import GentleTheme
import GentleTokens

/// The tokens one sheet draws, as rows of a table: a token's name and its value in each scheme
/// drawn, from the values its golden would record (`SpecimenCase.tokens(drawnIn:)`).
struct SiteTokenRows {
    /// One token.
    struct Row: Equatable {
        /// `colors.primaryCTA`, `typography.body_m.pointSize`, …
        var name: String
        /// The value in each scheme; a scheme the sheet does not draw it in is missing.
        var values: [GentleColorScheme: String]
    }

    /// The rows, by name.
    let rows: [Row]

    /// The paths every sheet records that are not tokens of the sheet: the case's own settings.
    static let settingPaths: Set<String> = ["scheme", "sizeCategory", "specVersion", "theme.name"]

    /// The rows of the cases of one sheet at one size, one case a scheme, with the values each
    /// draws (`SpecimenCase.tokens(drawnIn:)`).
    init(_ drawn: [(specimen: SpecimenCase, tokens: GoldenTokens)]) {
        var values: [String: [GentleColorScheme: String]] = [:]
        for (specimen, tokens) in drawn {
            for (path, value) in tokens.values
            where !Self.settingPaths.contains(path) {
                let (name, scheme) = Self.split(path, scheme: specimen.scheme)
                values[name, default: [:]][scheme] = value
            }
        }
        rows = values.keys.sorted().map { Row(name: $0, values: values[$0] ?? [:]) }
    }

    /// `colors.primaryCTA.dark` is the dark value of `colors.primaryCTA`; any other path is a
    /// value of the case's scheme.
    static func split(_ path: String, scheme: GentleColorScheme) -> (String, GentleColorScheme) {
        guard path.hasPrefix("colors.") else { return (path, scheme) }
        for named in GentleColorScheme.allCases where path.hasSuffix(".\(named.rawValue)") {
            return (String(path.dropLast(named.rawValue.count + 1)), named)
        }
        return (path, scheme)
    }

    /// The colour role a row names, for its contrast grades.
    static func colorRole(of name: String) -> GentleColorRole? {
        guard name.hasPrefix("colors.") else { return nil }
        return GentleColorRole(rawValue: String(name.dropFirst("colors.".count)))
    }

    /// Whether a value is drawn as a colour: `#RRGGBB` or `#RRGGBBAA`.
    static func isColor(_ value: String) -> Bool {
        let digits = value.dropFirst()
        return value.hasPrefix("#") && (digits.count == 6 || digits.count == 8) && digits.allSatisfy(\.isHexDigit)
    }
}
