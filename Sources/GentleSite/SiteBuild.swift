import GentleFiles
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

    /// What a job drew: its files, and the sheet's token regions.
    struct Drawn: Sendable {
        var files: [SiteFile]
        var regions: RegionDocument?
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

    /// Every file of the site. `finished` hears of each drawn job with how many are done, out of
    /// `jobCount`. The first failure in job order is thrown after every job has run.
    package func files(finished: @escaping @Sendable (String, Int) -> Void = { _, _ in }) throws -> [SiteFile] {
        try checkThemeIDs()
        let jobs = jobList
        let results = OrderedBatch(jobs: jobs, workers: self.jobs, cost: Self.cost).run(
            { try draw($0) }, finished: { drawn, done in finished(drawn.files.first?.path ?? "", done) })
        let drawn = try results.map { try $0.get() }
        var regions: [String: RegionDocument] = [:]
        for (job, output) in zip(jobs, drawn) {
            if case .sheet(let specimen) = job { regions[specimen.name] = output.regions }
        }
        let images = drawn.flatMap(\.files)
        let pages = try SitePages(
            themes: themes, cases: cases, regions: regions, scale: renderer.scale.factor, ios: renderer.ios,
            fonts: renderer.fonts)
        return images + (try pages.files(cardPaths: Set(images.map(\.path))))
    }

    /// How many jobs `files` runs, for a progress count.
    package var jobCount: Int { jobList.count }

    private func draw(_ job: Job) throws -> Drawn {
        switch job {
        case .sheet(let specimen):
            let sheet = try renderer.render(specimen)
            return Drawn(
                files: [SiteFile(path: specimen.relativePath(format: .png), bytes: sheet.bytes)],
                regions: sheet.regions)
        case .preview(let preview):
            return Drawn(files: [SiteFile(path: preview.relativePath, bytes: try preview.encoded(renderer: renderer))])
        case .cards(let scheme):
            return Drawn(files: try cards(scheme))
        }
    }

    /// Each theme's picker card, cut from the gallery of the run's themes drawn in `scheme`:
    /// `<theme-id>/card-<scheme>.png`.
    private func cards(_ scheme: GentleColorScheme) throws -> [SiteFile] {
        guard let first = themes.first else { return [] }
        let gallery = SpecimenCase(theme: first, sheet: .gallery, scheme: scheme, runThemes: themes)
        let image = try renderer.image(of: gallery)
        // The card regions are `gallery.<slug>`, one a theme, painted in run order.
        let cards = image.regions.regions.filter { $0.token.split(separator: ".").count == 2 }
        guard cards.count == themes.count else { return [] }
        return try zip(themes, cards).map { theme, card in
            let rect = Self.clipped(card.rect, by: cards.map(\.rect))
            let bytes = try PNGEncoder.fast.encode(
                image.bitmap.cropped(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
            return SiteFile(path: "\(theme.id)/card-\(scheme.rawValue).png", bytes: bytes)
        }
    }

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
