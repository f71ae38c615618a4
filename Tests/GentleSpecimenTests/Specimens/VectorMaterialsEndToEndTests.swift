import Foundation
import GentleImage
import GentleRaster
import GentleSheets
import GentleSpecimen
import GentleTheme
import GentleTokens
import Testing

/// SVG and PDF show materials and Liquid Glass as the PNG does: rasterised by librsvg and
/// poppler at the PNG's size, each card whose surface is a material or glass differs from the PNG
/// over at most 3 % of its region (a pixel differs when a channel of its 7 × 7 mean moves by more
/// than 8/255); the flat wash drawn before differed over 12–99 %. Left out of the count: the
/// card's text, which stays text and so is set by each viewer's own glyph rasteriser (checked as
/// text instead), and the 3 pixels inside the region's edge, whose means reach the neighbouring
/// backdrop, which poppler antialiases its own way: there a solid card differs from the PNG as
/// much, material or not.
@Suite(
    .enabled(
        if: VectorRasterizer.allCases.allSatisfy(\.isInstalled),
        "rsvg-convert (Debian librsvg2-bin) or pdftoppm and pdftotext (Debian poppler-utils) are not installed"))
struct VectorMaterialsEndToEndTests {
    /// A sheet whose material and glass cards are compared.
    struct Subject: Sendable, CustomTestStringConvertible {
        let preset: GentlePreset
        let scheme: GentleColorScheme
        var testDescription: String { "\(preset.id) surfaces \(scheme)" }
    }

    static let subjects = [GentlePreset.softGreen, .gentleDefault].flatMap { preset in
        [GentleColorScheme.light, .dark].map { Subject(preset: preset, scheme: $0) }
    }

    @Test(arguments: subjects)
    func materialAndGlassCardsMatchThePNG(subject: Subject) throws {
        let fonts = try SpecimenFonts.bundled()
        let specimen = SpecimenCase(theme: SpecimenTheme(subject.preset), sheet: .surfaces, scheme: subject.scheme)
        let png = try SpecimenRenderer(fonts: fonts, scale: 2).image(of: specimen)
        let cards = try Cards(of: specimen, renderer: SpecimenRenderer(fonts: fonts, scale: 2), in: png)
        #expect(cards.regions.count >= 5, "the sheet shows chrome, two overlays and two glass surfaces")
        try withTemporaryDirectory { directory in
            for rasterizer in VectorRasterizer.allCases {
                let document = try SpecimenRenderer(fonts: fonts, scale: 2, format: rasterizer.format)
                    .render(specimen).bytes
                let drawn = try rasterizer.rasterise(
                    document, width: png.bitmap.width, height: png.bitmap.height, in: directory)
                let differing = LocalMeanDifference(png.bitmap, drawn)
                for card in cards.regions {
                    let inside = PixelRect(
                        x: card.rect.x + 3, y: card.rect.y + 3, width: card.rect.width - 6,
                        height: card.rect.height - 6)
                    let fraction = differing.fraction(in: inside, excluding: cards.text)
                    #expect(
                        fraction <= 0.03,
                        "\(rasterizer) \(card.token): \(String(format: "%.1f", fraction * 100)) % differs")
                }
                #expect(
                    try rasterizer.keepsText(cards.titles, of: document, in: directory),
                    "\(rasterizer): the cards' titles are not text")
            }
        }
    }

    /// The surface cards drawn with a material or glass (not the material strips' swatches, so
    /// small that poppler's own edges make 3–4 % of them): their regions in the PNG's pixels, the text on
    /// them (grown by the mean's reach) and their titles.
    private struct Cards {
        let regions: [TokenRegion]
        let text: [PixelRect]
        let titles: [String]

        init(of specimen: SpecimenCase, renderer: SpecimenRenderer, in png: SpecimenImage) throws {
            let scale = Double(png.regions.scale)
            var tokens: Set<String> = []
            var text: [PixelRect] = []
            var titles: [String: String] = [:]
            func collect(_ elements: [SheetElement], region: String?) {
                for element in elements {
                    let region = element.region ?? region
                    switch element.content {
                    case .material, .glass: if let region { tokens.insert(region) }
                    case .group(let group): collect(group.children, region: region)
                    case .text(let block):
                        let frame = element.frame
                        let left = Int((frame.minX * scale).rounded(.down)) - 4
                        let top = Int((frame.minY * scale).rounded(.down)) - 4
                        text.append(
                            PixelRect(
                                x: left, y: top, width: Int((frame.maxX * scale).rounded(.up)) + 4 - left,
                                height: Int((frame.maxY * scale).rounded(.up)) + 4 - top))
                        if let region, titles[region] == nil { titles[region] = block.text }
                    default: break
                    }
                }
            }
            collect(try renderer.layout(of: specimen).elements, region: nil)
            regions = png.regions.regions.filter { tokens.contains($0.token) }
            self.text = text
            self.titles = tokens.sorted().compactMap { titles[$0] }
        }
    }
}

/// A command-line renderer of SVG or PDF into a PNG of a given size.
enum VectorRasterizer: CaseIterable, CustomStringConvertible {
    /// librsvg's `rsvg-convert`, for SVG.
    case librsvg
    /// poppler's `pdftoppm`, for PDF.
    case poppler

    var format: OutputFormat { self == .librsvg ? .svg : .pdf }

    var description: String { self == .librsvg ? "SVG by rsvg-convert" : "PDF by pdftoppm" }

    private var executable: URL {
        URL(fileURLWithPath: self == .librsvg ? "/usr/bin/rsvg-convert" : "/usr/bin/pdftoppm")
    }

    /// The poppler tool that reads a PDF's text back; librsvg has none, so an SVG's text is read
    /// from its glyph outlines' ids.
    private static let pdftotext = URL(fileURLWithPath: "/usr/bin/pdftotext")

    var isInstalled: Bool {
        FileManager.default.isExecutableFile(atPath: executable.path)
            && (self == .librsvg || FileManager.default.isExecutableFile(atPath: Self.pdftotext.path))
    }

    /// `document` drawn at `width` × `height` pixels, by way of files in `directory`.
    func rasterise(_ document: [UInt8], width: Int, height: Int, in directory: URL) throws -> Bitmap {
        let input = directory.appendingPathComponent("document.\(format.fileExtension)")
        let output = directory.appendingPathComponent("rasterised")
        try Data(document).write(to: input)
        let arguments =
            switch self {
            case .librsvg: ["-w", "\(width)", "-h", "\(height)", "-o", output.path + ".png", input.path]
            case .poppler:
                ["-png", "-singlefile", "-scale-to-x", "\(width)", "-scale-to-y", "\(height)", input.path, output.path]
            }
        try Self.run(executable, arguments)
        return try PNGDecoder().decode(contentsOf: output.appendingPathExtension("png")).bitmap
    }

    /// Whether `document` sets its text as text: for an SVG, glyph outlines defined once and used
    /// by reference (no title can be read back from them); for a PDF, every one of `titles` in
    /// what pdftotext reads.
    func keepsText(_ titles: [String], of document: [UInt8], in directory: URL) throws -> Bool {
        switch self {
        case .librsvg:
            let svg = String(decoding: document, as: UTF8.self)
            return svg.contains(#"<symbol overflow="visible" id="glyph"#) && svg.contains(##"xlink:href="#glyph"##)
        case .poppler:
            let input = directory.appendingPathComponent("document.pdf")
            let output = directory.appendingPathComponent("document.txt")
            try Data(document).write(to: input)
            try Self.run(Self.pdftotext, [input.path, output.path])
            let text = try String(contentsOf: output, encoding: .utf8)
            return titles.allSatisfy { text.contains($0) }
        }
    }

    private static func run(_ executable: URL, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "\(executable.lastPathComponent) failed")
    }
}

/// Where two images of one size differ once each is smoothed by a 7 × 7 box mean: enough to
/// forgive resampling and antialiasing, not a blur that is missing or a refraction in the wrong
/// place.
struct LocalMeanDifference {
    private let first: Bitmap
    private let second: Bitmap

    /// Compares `first` with `second`.
    init(_ first: Bitmap, _ second: Bitmap) {
        (self.first, self.second) = (first, second)
    }

    /// The share of `rect`'s pixels outside `excluded` where a colour channel of the two 7 × 7
    /// means (over white, the image's edges repeated) differs by more than 8.
    func fraction(in rect: PixelRect, excluding excluded: [PixelRect]) -> Double {
        guard first.width == second.width, first.height == second.height, rect.width > 0, rect.height > 0 else {
            return 1
        }
        let (a, b) = (Sums(first, around: rect), Sums(second, around: rect))
        let excluded = excluded.filter { $0.overlaps(rect) }
        // Plain loops over a row's mask: the suite runs unoptimised, where a closure per pixel
        // costs more than the comparison.
        var kept = [Bool](repeating: true, count: rect.width)
        var (count, compared) = (0, 0)
        for y in 0..<rect.height {
            for x in 0..<rect.width { kept[x] = true }
            for box in excluded where box.y <= rect.y + y && rect.y + y < box.y + box.height {
                let (from, to) = (max(box.x - rect.x, 0), min(box.x + box.width - rect.x, rect.width))
                if from < to { for x in from..<to { kept[x] = false } }
            }
            for x in 0..<rect.width where kept[x] {
                compared += 1
                for channel in 0..<3
                where abs(a.box(x: x, y: y, channel: channel) - b.box(x: x, y: y, channel: channel)) > 8 * 49 {
                    count += 1
                    break
                }
            }
        }
        return Double(count) / Double(max(compared, 1))
    }

    /// Summed-area tables of one image's colour channels over `rect` grown by 3 pixels.
    private struct Sums {
        private let table: [Int]
        private let side: Int

        init(_ bitmap: Bitmap, around rect: PixelRect) {
            side = rect.width + 7
            let rows = rect.height + 7
            var table = [Int](repeating: 0, count: (side + 1) * (rows + 1) * 3)
            let pixels = bitmap.pixels
            for row in 0..<rows {
                let y = Self.clamped(rect.y + row - 3, below: bitmap.height)
                for column in 0..<side {
                    let x = Self.clamped(rect.x + column - 3, below: bitmap.width)
                    let pixel = (y * bitmap.width + x) * 4
                    let alpha = Int(pixels[pixel + 3])
                    for channel in 0..<3 {
                        let value = (Int(pixels[pixel + channel]) * alpha + 255 * (255 - alpha)) / 255
                        let at = ((row + 1) * (side + 1) + column + 1) * 3 + channel
                        table[at] =
                            value + table[at - 3] + table[at - (side + 1) * 3] - table[at - (side + 2) * 3]
                    }
                }
            }
            self.table = table
        }

        /// `value` within 0..<`limit`; not the generic `min` and `max`, which the unoptimised
        /// suite calls through witness tables once a pixel.
        private static func clamped(_ value: Int, below limit: Int) -> Int {
            value < 0 ? 0 : value >= limit ? limit - 1 : value
        }

        /// 49 times the 7 × 7 mean of `channel` centred on (`x`, `y`) of the rect.
        func box(x: Int, y: Int, channel: Int) -> Int {
            func at(_ column: Int, _ row: Int) -> Int { table[(row * (side + 1) + column) * 3 + channel] }
            return at(x + 7, y + 7) - at(x, y + 7) - at(x + 7, y) + at(x, y)
        }
    }
}

extension PixelRect {
    fileprivate func overlaps(_ other: PixelRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
    }
}
