import GentleGolden
import GentleImage
import GentleRaster
import GentleSheets
import GentleTheme

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Draws specimen cases: lays each sheet out from its resolved theme, checks the page fits a
/// canvas, and paints it at a scale in a format. Deterministic: the same case gives the same bytes
/// on every run and whichever worker draws it.
public struct SpecimenRenderer: Sendable {
    /// The fonts every sheet is set in.
    public let fonts: SpecimenFonts
    /// Device pixels per point.
    public let scale: PixelScale
    /// The file format drawn.
    public let format: OutputFormat
    /// The iOS release drawn: glass surfaces are Liquid Glass on iOS 26, their fallback on 18.
    public let ios: IOSVersion

    /// A renderer; goldens are PNGs at scale 1.
    public init(fonts: SpecimenFonts, scale: PixelScale = 2, format: OutputFormat = .png, ios: IOSVersion = .standard) {
        self.fonts = fonts
        self.scale = scale
        self.format = format
        self.ios = ios
    }

    /// The case drawn and encoded in the renderer's format, with its token regions.
    public func render(_ specimen: SpecimenCase) throws -> RenderedSheet {
        try render(laidOut(specimen))
    }

    /// The case laid out, not yet drawn: its page with the token paths it read, for a caller
    /// that decides from them whether to draw it (`render(_:)` of the result).
    package func laidOut(_ specimen: SpecimenCase) throws -> LaidOutCase {
        let typesetter = Typesetter(fonts: fonts.library)
        return LaidOutCase(
            specimen: specimen, layout: try laidOut(specimen, typesetter: typesetter), typesetter: typesetter)
    }

    /// A laid-out case drawn and encoded in the renderer's format, with its token regions.
    package func render(_ laid: LaidOutCase) throws -> RenderedSheet {
        let canvas = try painted(
            laid.layout, by: SheetDrawer(typesetter: laid.typesetter), theme: laid.specimen.theme.origin,
            sheet: laid.specimen.pageName)
        // Files a batch writes favour speed; goldens, kept in repositories, are compressed apart.
        return RenderedSheet(
            specimen: laid.specimen, bytes: try canvas.encoded(encoder: .fast),
            regions: RegionDocument(layout: laid.layout, scale: scale))
    }

    /// The case drawn as a bitmap (the renderer's format must be PNG), with its token regions.
    public func image(of specimen: SpecimenCase) throws -> SpecimenImage {
        let (layout, canvas) = try drawn(specimen)
        return SpecimenImage(
            specimen: specimen, bitmap: try canvas.bitmap(),
            regions: RegionDocument(layout: layout, scale: scale))
    }

    /// Draws `cases` on `jobs` workers and writes each as `<directory>/<relative path>`
    /// atomically, with `<name>.regions.json` beside it when `writesRegions`; returns the files
    /// in case order. `finished` hears of each file as it is written, with how many are done.
    /// The bytes do not depend on `jobs`; the first failure in case order is thrown after every
    /// case has run.
    public func write(
        _ cases: [SpecimenCase], into directory: URL, writesRegions: Bool = false, jobs: Int,
        finished: @escaping @Sendable (RenderedFile, Int) -> Void = { _, _ in }
    ) throws -> [RenderedFile] {
        let results = OrderedBatch(jobs: cases, workers: jobs, cost: \.estimatedCost).run(
            { try write($0, into: directory, writesRegions: writesRegions) }, finished: finished)
        return try results.map { try $0.get() }
    }

    private func write(_ specimen: SpecimenCase, into directory: URL, writesRegions: Bool) throws -> RenderedFile {
        let clock = ContinuousClock()
        let start = clock.now
        let sheet = try render(specimen)
        let relativePath = specimen.relativePath(format: format)
        let file = directory.appendingPathComponent(relativePath)
        try FileAccess.write(Data(sheet.bytes), to: file, below: directory)
        if writesRegions {
            let regions = file.deletingPathExtension().appendingPathExtension("regions.json")
            try FileAccess.write(try sheet.regions.jsonData(), to: regions, below: directory)
        }
        let milliseconds = Int(((clock.now - start) / .milliseconds(1)).rounded())
        return RenderedFile(url: file, relativePath: relativePath, milliseconds: milliseconds)
    }

    /// The case's layout and the canvas it is drawn on.
    func drawn(_ specimen: SpecimenCase) throws -> (layout: SheetLayout, canvas: Canvas) {
        try drawn(theme: specimen.theme.origin, sheet: specimen.pageName) { try laidOut(specimen, typesetter: $0) }
    }

    /// The path a single page takes, a case's sheet or a change sheet: `eachDrawn(theme:sheet:pages:_:)`
    /// with one page laid out by `layout`.
    func drawn(
        theme: String, sheet: String, layout: (Typesetter) throws -> SheetLayout
    ) throws -> (layout: SheetLayout, canvas: Canvas) {
        let typesetter = Typesetter(fonts: fonts.library)
        let page = try layout(typesetter)
        return (page, try painted(page, by: SheetDrawer(typesetter: typesetter), theme: theme, sheet: sheet))
    }

    /// The one path every page takes, a sheet, a change sheet or a press preview's frames: laid
    /// out by `pages` with this renderer's fonts (one typesetter for all, so frames share its
    /// shaping), each refused when over `CanvasLimit` (naming `theme` and `sheet`), then painted
    /// at the renderer's scale in its format and handed to `body` with its index and the page
    /// count. One canvas at a time: each is released once `body` returns, so a run of frames
    /// costs one canvas of memory, not one per frame.
    func eachDrawn(
        theme: String, sheet: String, pages: (Typesetter) throws -> [SheetLayout],
        _ body: (_ index: Int, _ count: Int, SheetLayout, Canvas) throws -> Void
    ) throws {
        let typesetter = Typesetter(fonts: fonts.library)
        let drawer = SheetDrawer(typesetter: typesetter)
        let laidOut = try pages(typesetter)
        for (index, page) in laidOut.enumerated() {
            try body(index, laidOut.count, page, try painted(page, by: drawer, theme: theme, sheet: sheet))
        }
    }

    /// A laid-out page refused when over `CanvasLimit` (naming `theme` and `sheet`), else painted
    /// by `drawer` at the renderer's scale in its format: the last step of every path above.
    private func painted(_ page: SheetLayout, by drawer: SheetDrawer, theme: String, sheet: String) throws -> Canvas {
        try checkPageSize(of: page, theme: theme, sheet: sheet)
        return try drawer.draw(page, scale: scale, format: format)
    }

    /// Lays the case out without drawing it and refuses it as drawing would: a page over
    /// `CanvasLimit` at this renderer's scale throws `SpecimenError.sheetTooLarge`.
    package func checkFits(_ specimen: SpecimenCase) throws {
        try checkPageSize(of: layout(of: specimen), theme: specimen.theme.origin, sheet: specimen.pageName)
    }

    /// The case's page laid out as it would be drawn, with the token paths it read
    /// (`RegionDocument(layout:)` carries them): the display list the pixels are painted from.
    package func layout(of specimen: SpecimenCase) throws -> SheetLayout {
        try laidOut(specimen).layout
    }

    /// `layout(of:)` from the case's theme already resolved for its scheme and size category by
    /// `resolved(_:)`, for a caller that lays out many sheets of one resolved theme.
    package func layout(of specimen: SpecimenCase, resolved theme: ResolvedTheme) throws -> SheetLayout {
        try specimen.sheet.layout(context(of: specimen, typesetter: Typesetter(fonts: fonts.library), resolved: theme))
    }

    /// `spec` resolved as this renderer lays a case of `scheme` and `sizeCategory` out.
    package func resolved(
        _ spec: GentleDesignSystemSpec, scheme: GentleColorScheme, sizeCategory: ContentSizeCategory
    ) -> ResolvedTheme {
        ResolvedTheme(spec: spec, scheme: scheme, sizeCategory: sizeCategory, ios: ios)
    }

    private func laidOut(_ specimen: SpecimenCase, typesetter: Typesetter) throws -> SheetLayout {
        try specimen.sheet.layout(context(of: specimen, typesetter: typesetter))
    }

    /// What the case's sheet is laid out from: its theme resolved (`resolved`, when the caller
    /// has already), and every theme of the run for the gallery, the case's own among them
    /// resolved once.
    func context(of specimen: SpecimenCase, typesetter: Typesetter, resolved: ResolvedTheme? = nil) -> SheetContext {
        let theme =
            resolved
            ?? self.resolved(specimen.theme.spec, scheme: specimen.scheme, sizeCategory: specimen.sizeCategory)
        let runThemes = specimen.runThemes.map { other in
            SheetContext(
                theme: other == specimen.theme
                    ? theme : self.resolved(other.spec, scheme: specimen.scheme, sizeCategory: specimen.sizeCategory),
                themeName: other.name, measurer: typesetter, about: other.about)
        }
        return SheetContext(
            theme: theme, themeName: specimen.theme.name, measurer: typesetter, about: specimen.theme.about,
            runThemes: runThemes)
    }

    /// Refuses a laid-out page beyond `CanvasLimit` as the theme's fault, naming the theme and
    /// the sheet, before its canvas is allocated. Each theme value is bounded on its own, but
    /// their sums are not: 17 roles at 500 pt under Dynamic Type.
    private func checkPageSize(of layout: SheetLayout, theme: String, sheet: String) throws(SpecimenError) {
        let pixels = CanvasLimit.pixels(of: layout.pageSize, scale: scale)
        // A page that is empty or not finite is no question of size; the canvas refuses it.
        guard pixels.width > 0, pixels.height > 0, !CanvasLimit.accepts(layout.pageSize, scale: scale) else { return }
        throw .sheetTooLarge(
            theme: theme, sheet: sheet, width: pixels.width, height: pixels.height, scale: scale.factor)
    }
}

/// A case drawn and encoded: the file's bytes and the token regions in its pixels.
public struct RenderedSheet: Sendable {
    /// The case drawn.
    public let specimen: SpecimenCase
    /// The PNG, SVG or PDF file.
    public let bytes: [UInt8]
    /// Where each token was drawn, in pixels at the renderer's scale.
    public let regions: RegionDocument
}

/// A case drawn as pixels, as it is compared with its golden.
public struct SpecimenImage: Sendable {
    /// The case drawn.
    public let specimen: SpecimenCase
    /// The pixels.
    public let bitmap: Bitmap
    /// Where each token was drawn, in the bitmap's pixels.
    public let regions: RegionDocument
}

/// A file a batch wrote and how long drawing and writing it took.
public struct RenderedFile: Sendable, Equatable {
    /// Where the file is.
    public let url: URL
    /// `<theme-id>/<sheet>-<scheme>.<ext>`.
    public let relativePath: String
    /// Wall time of the case in whole milliseconds.
    package let milliseconds: Int
}
