import GentleFiles
import GentleGolden
import GentleImage
import GentleSpecimen
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Everything a site is made of, drawn on `jobs` workers: the run's sheets, each button role's
/// press preview, and the gallery whose cards the index shows; then the pages around them. The
/// files do not depend on `jobs` or on the order the workers finish in.
package struct SiteBuild: Sendable {
    /// The run's themes, in order.
    package let themes: [SpecimenTheme]
    /// The run's cases: every theme's sheets, schemes and sizes (a gallery case is left to the index).
    package let cases: [SpecimenCase]
    /// Draws the PNGs; its format must be PNG.
    package let renderer: SpecimenRenderer
    /// How many images are drawn at once.
    package let jobs: Int

    /// A build of `cases` of `themes`.
    package init(themes: [SpecimenTheme], cases: [SpecimenCase], renderer: SpecimenRenderer, jobs: Int) {
        self.themes = themes
        self.cases = cases.filter { !$0.sheet.spansThemes }
        self.renderer = renderer
        self.jobs = jobs
    }

    /// One thing to draw.
    enum Job: Sendable {
        case sheet(SpecimenCase)
        case preview(PressPreview)
        case cards(GentleColorScheme)
    }

    /// What a job left: the files it drew (none when kept), its record for the marker, a
    /// sheet's token regions and the values it draws, and whether the last run's files were kept
    /// instead of drawn.
    struct Drawn: Sendable {
        var files: [SiteFile]
        var record: SiteImageRecord
        var regions: RegionDocument? = nil
        var tokens: GoldenTokens? = nil
        var kept: Bool
    }

    /// A build's files: those to write (pages, and the images drawn), the images kept as the last
    /// run wrote them, and what the marker records of each image.
    package struct Output: Sendable {
        /// The pages and the images drawn this run.
        package var files: [SiteFile]
        /// The paths of the images the last run wrote that this one keeps.
        package var kept: [String]
        /// Each drawing job's record, in job order.
        package var images: [SiteImageRecord]
        /// The jobs that drew their images this run (the others kept theirs), in job order.
        package var drawn: [String]
    }

    /// The jobs in the order their files are listed.
    var jobList: [Job] {
        let schemes = orderedUnique(cases.map(\.scheme))
        let previews = cases.filter { $0.sheet == .buttons }.flatMap { specimen in
            GentleButtonRole.ordered.map { Job.preview(PressPreview(specimen: specimen, role: $0)) }
        }
        return cases.map(Job.sheet) + previews + schemes.map(Job.cards)
    }

    /// Refuses a theme whose id names a file at the top of the site (`site.js`): its folder and
    /// that file would be one path, and no run could write both. Checked before anything is drawn.
    package func checkThemeIDs() throws(SiteError) {
        if let theme = themes.first(where: { SitePages.siteWideFiles.contains($0.id) }) {
            throw .reservedThemeID(theme: theme.origin, id: theme.id)
        }
    }

    /// Every file of the site, each image drawn: `output(reusing:tool:finished:)` with nothing to keep.
    package func files(finished: @escaping @Sendable (String, Int) -> Void = { _, _ in }) throws -> [SiteFile] {
        try output(reusing: .none, tool: "", finished: finished).files
    }

    /// Every file of the site, each image kept from `previous` when its key (`SiteImageInputs`,
    /// for a tool build `tool`) is the one it was drawn with and its files are as written, else
    /// drawn. `finished` hears of each job with how many are done, out of `jobCount`. The first
    /// failure in job order is thrown after every job has run.
    package func output(
        reusing previous: SitePreviousImages, tool: String,
        finished: @escaping @Sendable (String, Int) -> Void = { _, _ in }
    ) throws -> Output {
        try checkThemeIDs()
        let jobs = jobList
        let pass = SiteImagePass(
            build: self, inputs: try SiteImageInputs(tool: tool, renderer: renderer), previous: previous)
        let results = OrderedBatch(jobs: jobs, workers: self.jobs, cost: Self.cost).run(
            { try pass.run($0) }, finished: { drawn, done in finished(drawn.record.files.first?.path ?? "", done) })
        let drawn = try results.map { try $0.get() }
        var regions: [String: RegionDocument] = [:]
        var tokens: [String: GoldenTokens] = [:]
        for (job, output) in zip(jobs, drawn) {
            guard case .sheet(let specimen) = job else { continue }
            regions[specimen.name] = output.regions
            tokens[specimen.name] = output.tokens
        }
        let images = drawn.flatMap(\.files)
        let kept = drawn.filter(\.kept).flatMap { $0.record.files.map(\.path) }
        let pages = try SitePages(
            themes: themes, cases: cases, regions: regions, tokens: tokens, scale: renderer.scale.factor,
            ios: renderer.ios, fonts: renderer.fonts)
        return Output(
            files: images + (try pages.files(cardPaths: Set(images.map(\.path) + kept))), kept: kept,
            images: drawn.map(\.record), drawn: drawn.filter { !$0.kept }.map(\.record.job))
    }

    /// How many jobs `files` runs, for a progress count.
    package var jobCount: Int { jobList.count }

    /// A card's region holds its shadow, which reaches into the gutter and the next card: the
    /// cut stops where a card to its right or below begins.
    static func clipped(_ rect: PixelRect, by others: [PixelRect]) -> PixelRect {
        var result = rect
        for other in others where other != rect {
            let besideRows = other.y < rect.y + rect.height && rect.y < other.y + other.height
            let besideColumns = other.x < rect.x + rect.width && rect.x < other.x + other.width
            if besideRows, other.x > rect.x { result.width = min(result.width, other.x - rect.x) }
            if besideColumns, other.y > rect.y { result.height = min(result.height, other.y - rect.y) }
        }
        return result
    }

    private static func cost(_ job: Job) -> Int {
        switch job {
        case .sheet(let specimen): specimen.estimatedCost
        case .preview: 8
        case .cards: 6
        }
    }
}

/// The elements of `values` in first-seen order, each once.
func orderedUnique<Value: Hashable>(_ values: [Value]) -> [Value] {
    var seen: Set<Value> = []
    return values.filter { seen.insert($0).inserted }
}
