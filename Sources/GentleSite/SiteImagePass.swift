import GentleGolden
import GentleImage
import GentleSpecimen
import GentleTheme

/// A site build's drawing jobs, each kept from the last run or drawn. A job is kept only when the
/// key of its inputs now is the key its record holds and its files are in the folder as written
/// (`SitePreviousImages.kept`).
///
/// A sheet is laid out either way, since its page needs the token regions: its key is worked out
/// from the paths that layout read. A press preview or a scheme's picker cards is checked before
/// anything is laid out, from the paths it read when it was last drawn, with their values now:
/// while each of those is unchanged, laying it out would read the same paths again and make the
/// same pages. Once drawn, a job records the paths it read this time.
struct SiteImagePass: Sendable {
    let renderer: SpecimenRenderer
    let themes: [SpecimenTheme]
    let inputs: SiteImageInputs
    let previous: SitePreviousImages
    /// `TokenValues.of` each theme in each scheme and size the run draws, worked out once.
    private let themeValues: [ThemeState: [String: String]]

    /// A theme in a scheme at a size.
    private struct ThemeState: Hashable, Sendable {
        let id: String
        let scheme: GentleColorScheme
        let sizeCategory: ContentSizeCategory

        init(_ specimen: SpecimenCase) {
            id = specimen.theme.id
            scheme = specimen.scheme
            sizeCategory = specimen.sizeCategory
        }
    }

    init(build: SiteBuild, inputs: SiteImageInputs, previous: SitePreviousImages) {
        renderer = build.renderer
        themes = build.themes
        self.inputs = inputs
        self.previous = previous
        var values: [ThemeState: [String: String]] = [:]
        for specimen in build.cases where values[ThemeState(specimen)] == nil {
            values[ThemeState(specimen)] = TokenValues.of(
                spec: specimen.theme.spec, scheme: specimen.scheme, sizeCategory: specimen.sizeCategory)
        }
        themeValues = values
    }

    func run(_ job: SiteBuild.Job) throws -> SiteBuild.Drawn {
        switch job {
        case .sheet(let specimen): try sheet(specimen)
        case .preview(let preview): try self.preview(preview)
        case .cards(let scheme): try cards(scheme)
        }
    }

    private func sheet(_ specimen: SpecimenCase) throws -> SiteBuild.Drawn {
        let path = specimen.relativePath(format: .png)
        let laid = try renderer.laidOut(specimen)
        let reads = laid.layout.tokenPaths.sorted()
        let values = values(of: specimen, read: reads)
        let key = inputs.key(job: path, themes: [specimen.theme], reads: reads, values: values)
        // The page's table lists what the golden would record: the same values.
        let tokens = GoldenTokens(values)
        if let record = previous.kept(path, key: key, paths: [path]) {
            return SiteBuild.Drawn(
                files: [], record: record, regions: laid.regions(scale: renderer.scale), tokens: tokens, kept: true)
        }
        let sheet = try renderer.render(laid)
        var drawn = drawn([SiteFile(path: path, bytes: sheet.bytes)], job: path, key: key, reads: reads)
        drawn.regions = sheet.regions
        drawn.tokens = tokens
        return drawn
    }

    private func preview(_ preview: PressPreview) throws -> SiteBuild.Drawn {
        let path = preview.relativePath
        if let kept = kept(path, of: preview.specimen, paths: [path]) { return kept }
        let (bytes, paths) = try TokenReads.recording { try preview.encoded(renderer: renderer) }
        let reads = paths.sorted()
        return drawn(
            [SiteFile(path: path, bytes: bytes)], job: path, key: key(path, of: preview.specimen, reads: reads),
            reads: reads)
    }

    /// Each theme's picker card, cut from the gallery of the run's themes drawn in `scheme`:
    /// `<theme-id>/card-<scheme>.png`.
    private func cards(_ scheme: GentleColorScheme) throws -> SiteBuild.Drawn {
        let job = "gallery-\(scheme.rawValue)"
        guard let first = themes.first else {
            return drawn([], job: job, key: inputs.key(job: job, themes: [], reads: [], values: [:]), reads: [])
        }
        let gallery = SpecimenCase(theme: first, sheet: .gallery, scheme: scheme, runThemes: themes)
        if let kept = kept(job, of: gallery, paths: nil) { return kept }
        let image = try renderer.image(of: gallery)
        let key = key(job, of: gallery, reads: image.regions.tokens)
        // The card regions are `gallery.<slug>`, one a theme, painted in run order.
        let cards = image.regions.regions.filter { $0.token.split(separator: ".").count == 2 }
        guard cards.count == themes.count else { return drawn([], job: job, key: key, reads: image.regions.tokens) }
        let files = try zip(themes, cards).map { theme, card in
            let rect = SiteBuild.clipped(card.rect, by: cards.map(\.rect))
            let bytes = try PNGEncoder.fast.encode(
                image.bitmap.cropped(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            return SiteFile(path: "\(theme.id)/card-\(scheme.rawValue).png", bytes: bytes)
        }
        return drawn(files, job: job, key: key, reads: image.regions.tokens)
    }

    /// The last run's job `job` of `specimen`, kept when the paths it read then have the values
    /// they had, checked before anything is laid out.
    private func kept(_ job: String, of specimen: SpecimenCase, paths: [String]?) -> SiteBuild.Drawn? {
        guard let reads = previous.reads(of: job),
            let record = previous.kept(job, key: key(job, of: specimen, reads: reads), paths: paths)
        else { return nil }
        return SiteBuild.Drawn(files: [], record: record, kept: true)
    }

    /// The key of `job`, which draws `specimen` reading `reads`, with the values those have now.
    private func key(_ job: String, of specimen: SpecimenCase, reads: [String]) -> String {
        inputs.key(
            job: job, themes: specimen.runThemes.isEmpty ? [specimen.theme] : specimen.runThemes, reads: reads,
            values: values(of: specimen, read: reads))
    }

    /// The values now of the token paths `reads` that `specimen` read.
    private func values(of specimen: SpecimenCase, read reads: [String]) -> [String: String] {
        let theme =
            themeValues[ThemeState(specimen)]
            ?? TokenValues.of(spec: specimen.theme.spec, scheme: specimen.scheme, sizeCategory: specimen.sizeCategory)
        return specimen.values(read: reads, of: theme)
    }

    private func drawn(_ files: [SiteFile], job: String, key: String, reads: [String]) -> SiteBuild.Drawn {
        let record = SiteImageRecord(
            job: job, key: key, reads: reads, files: files.map { SiteImageRecord.File(path: $0.path, bytes: $0.bytes) })
        return SiteBuild.Drawn(files: files, record: record, kept: false)
    }
}
