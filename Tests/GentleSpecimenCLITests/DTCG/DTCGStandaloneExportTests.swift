import Foundation
import GentleSpecimenCLITestSupport
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// A theme `tokens --format dtcg --output` exports: a built-in preset, or its interop JSON file.
struct ExportedTheme: Sendable, CustomTestStringConvertible {
    /// The theme id, which names the files.
    let id: String
    /// The `--preset` or `--theme` arguments that name it.
    let arguments: [String]
    /// The interop file it is read from, or nil for the built-in preset.
    let file: URL?

    var testDescription: String { "\(arguments[0]) \(id)" }

    /// The theme as the test reads it, apart from the command.
    func spec() throws -> GentleDesignSystemSpec {
        guard let file else { return try #require(GentlePreset.named(id)).spec }
        return try GentleJSONCoding.decodeSpec(from: Data(contentsOf: file))
    }

    /// The nine presets, built in and from the interop files.
    static let all: [ExportedTheme] = GentlePreset.all.flatMap { preset in
        let file = Fixtures.url("interop/\(preset.id).json")
        return [
            ExportedTheme(id: preset.id, arguments: ["--preset", preset.id], file: nil),
            ExportedTheme(id: preset.id, arguments: ["--theme", file.path], file: file),
        ]
    }
}

@Suite("DTCG files that stand alone")
struct DTCGStandaloneExportTests {
    /// One export per theme (the command loads the fonts each time, so the checks share it).
    @Test(arguments: ExportedTheme.all)
    func eachSchemesFileResolvesAloneAndTheResolverLoadsIt(_ theme: ExportedTheme) throws {
        try withTemporaryDirectory { directory in
            let run = CapturedRun(["tokens", "--format", "dtcg", "--output", directory.path] + theme.arguments)
            #expect(run.exitCode == .success, "\(run.standardError)")
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(names == ["dark.tokens.json", "light.tokens.json", "resolver.json"].map { "\(theme.id).\($0)" })
            let spec = try theme.spec()
            for scheme in GentleColorScheme.allCases {
                let url = directory.appendingPathComponent("\(theme.id).\(scheme.rawValue).tokens.json")
                try Self.checkStandsAlone(url, spec: spec, scheme: scheme)
            }
            try Self.checkResolver(in: directory, id: theme.id)
        }
    }

    /// The file, read alone by a resolver that knows only the format, resolves every alias in
    /// it, with the types the format requires, to what the theme draws in `scheme`.
    static func checkStandsAlone(_ url: URL, spec: GentleDesignSystemSpec, scheme: GentleColorScheme) throws {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let file = DTCGTokensFile(root: root)
        let (resolved, failures) = file.resolveAll()
        #expect(failures.isEmpty, "\(scheme): \(failures.prefix(5))")
        // Every button label is an alias, so a file without aliases cannot pass.
        #expect(file.references.count >= GentleButtonRole.ordered.count, "\(scheme)")

        let drawn = ResolvedTheme(spec: spec, scheme: scheme, sizeCategory: .large)
        let before26 = ResolvedTheme(spec: spec, scheme: scheme, sizeCategory: .large, ios: .iOS18)
        let comparison = try DTCGThemeComparison(
            resolved: resolved, file: file, root: root, tokens: drawn.tokensDocument,
            before26: before26.tokensDocument)
        let differing = comparison.pairs.filter { $0.file == nil || $0.file != $0.theme }
        #expect(differing.isEmpty, "\(scheme): \(differing.prefix(5))")
        #expect(comparison.pairs.count > GentleColorRole.allCases.count, "\(scheme)")
        let compared = Set(comparison.pairs.map(\.place))
        let unchecked = file.references.map { $0.at.joined(separator: ".") }.filter { !compared.contains($0) }
        #expect(unchecked.isEmpty, "\(scheme): references no value of the theme checks: \(unchecked)")
    }

    /// The resolver document follows the resolver module, its `colorScheme` contexts load the files
    /// beside it, and resolving it for a scheme gives that scheme's file.
    static func checkResolver(in directory: URL, id: String) throws {
        let resolver = try DTCGResolverDocument(contentsOf: directory.appendingPathComponent("\(id).resolver.json"))
        #expect(resolver.problems.isEmpty, "\(resolver.problems)")
        #expect(
            resolver.files(ofModifier: "colorScheme") == [
                "light": ["\(id).light.tokens.json"], "dark": ["\(id).dark.tokens.json"],
            ])
        for scheme in GentleColorScheme.allCases {
            let file = directory.appendingPathComponent("\(id).\(scheme.rawValue).tokens.json")
            let alone = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? NSDictionary
            let chosen = try resolver.tokens(for: ["colorScheme": scheme.rawValue]) as NSDictionary
            #expect(chosen == alone, "\(scheme)")
        }
        let byDefault = try resolver.tokens(for: [:]) as NSDictionary
        #expect(byDefault == (try resolver.tokens(for: ["colorScheme": "light"]) as NSDictionary))
    }
}
