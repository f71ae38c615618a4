import GentleGolden
import GentleImage
import GentleSpecimen

extension SpecimenRenderer {
    /// The job drawn as a bitmap, named `<theme-id>/<sheet>-<scheme>`, with its token regions and
    /// the renderer fingerprint the golden will carry, which also records the iOS release drawn.
    func goldenCase(_ job: SpecimenJob, fingerprint: [PNGTextEntry]) throws -> GoldenCase {
        let name = "\(job.theme.id)/\(job.sheet.rawValue)-\(job.scheme.rawValue)"
        guard let id = GoldenCaseID(name) else { throw CommandError.invalidGoldenName(name) }
        let (layout, canvas) = try drawn(job)
        let regions = RegionDocument(layout: layout, scale: scale).regions.map { entry in
            TokenRegion(
                token: entry.name,
                rect: PixelRect(x: entry.x, y: entry.y, width: entry.width, height: entry.height))
        }
        return GoldenCase(id: id, actual: try canvas.bitmap(), fingerprint: fingerprint + [PNGTextEntry(key: "specimen.ios", value: String(ios.rawValue))],
            regions: regions)
    }
}
