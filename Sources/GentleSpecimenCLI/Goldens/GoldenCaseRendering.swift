import GentleGolden
import GentleImage
import GentleSpecimen

extension SpecimenRenderer {
    /// The job drawn as a bitmap, named by its `caseName`, with its token regions and
    /// the renderer fingerprint the golden will carry.
    func goldenCase(_ job: SpecimenJob, fingerprint: [PNGTextEntry]) throws -> GoldenCase {
        let name = job.caseName
        guard let id = GoldenCaseID(name) else { throw CommandError.invalidGoldenName(name) }
        let (layout, canvas) = try drawn(job)
        let regions = RegionDocument(layout: layout, scale: scale).regions.map { entry in
            TokenRegion(
                token: entry.name,
                rect: PixelRect(x: entry.x, y: entry.y, width: entry.width, height: entry.height))
        }
        return GoldenCase(id: id, actual: try canvas.bitmap(), fingerprint: fingerprint, regions: regions)
    }
}
