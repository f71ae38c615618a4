import Foundation
import GentleGolden
import GentleImage

/// `bench A B`: medians for decoding, the comparison core, the core with a diff image, encoding
/// that diff image, and the whole file comparison (parallel decode + core) in process.
struct CompareBench {
    let expectedPath: String
    let actualPath: String
    let runs: Int

    init(_ arguments: BenchArguments) throws {
        expectedPath = try arguments.file(0)
        actualPath = try arguments.file(1)
        runs = try arguments.runs()
    }

    func run() async throws {
        let expectedBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: expectedPath)))
        let actualBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: actualPath)))
        let decoder = PNGDecoder()
        let expected = try decoder.decode(expectedBytes).bitmap
        let actual = try decoder.decode(actualBytes).bitmap
        let decode = try Timing.medianMilliseconds(runs: runs) {
            _ = try decoder.decode(expectedBytes)
            _ = try decoder.decode(actualBytes)
        }
        var outcome = compare(expected, actual)
        let core = Timing.medianMilliseconds(runs: runs) { outcome = compare(expected, actual) }
        let withDiffOptions = ComparisonOptions(producesDiffImage: true)
        var diffImage: Bitmap?
        let withDiff = Timing.medianMilliseconds(runs: runs) {
            diffImage = compare(expected, actual, options: withDiffOptions).difference?.diffImage
        }
        let encode = try Timing.medianMilliseconds(runs: runs) {
            if let diffImage { _ = try PNGEncoder().encode(diffImage) }
        }
        let expectedURL = URL(fileURLWithPath: expectedPath)
        let actualURL = URL(fileURLWithPath: actualPath)
        let files = try await Timing.medianMilliseconds(runs: runs) {
            _ = try await compareFiles(expected: expectedURL, actual: actualURL)
        }
        let counts =
            outcome.difference.map { "differing=\($0.differingPixels) antialiased=\($0.antiAliasedPixels)" }
            ?? "size-mismatch"
        print(
            "\(counts) decode-both-ms=\(Timing.format(decode)) core-ms=\(Timing.format(core)) "
                + "core-with-diff-ms=\(Timing.format(withDiff)) encode-diff-ms=\(Timing.format(encode)) "
                + "files-ms=\(Timing.format(files)) runs=\(runs)")
    }
}
