import Foundation
import GentleImage
import GentleRaster

/// `encode IMAGE`: PNG size and median encode time for zlib level / filter choices, beside
/// cairo's writer on the same pixels.
struct EncodeBench {
    let path: String
    let runs: Int

    private static let choices: [(level: Int, filter: PNGFilter)] = [
        (6, .none), (1, .none), (3, .none), (9, .none),
        (6, .sub), (6, .up), (6, .paeth), (6, .adaptive), (1, .adaptive),
    ]

    init(_ arguments: BenchArguments) throws {
        path = try arguments.file(0)
        runs = try arguments.runs()
    }

    func run() throws {
        let bitmap = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: path)).bitmap
        print("| encoder | bytes | encode ms | decode ms |")
        print("|---|---:|---:|---:|")
        for choice in Self.choices {
            try report(
                "ours level \(choice.level) filter \(choice.filter)", bitmap,
                PNGEncoder(compressionLevel: choice.level, filter: choice.filter))
        }
        var translucent = bitmap
        translucent.pixels[3] = 254
        try report("ours level 6 filter none, forced RGBA", translucent, PNGEncoder())
        let cairo = try Canvas(premultiplying: bitmap)
        var bytes: [UInt8] = []
        let time = try Timing.medianMilliseconds(runs: runs) { bytes = try cairo.encodedWithCairoPNGWriter() }
        print(
            "| cairo_surface_write_to_png_stream | \(bytes.count) | \(Timing.format(time)) | \(try decodeTime(bytes)) |"
        )
    }

    private func report(_ name: String, _ bitmap: Bitmap, _ encoder: PNGEncoder) throws {
        var bytes: [UInt8] = []
        let time = try Timing.medianMilliseconds(runs: runs) { bytes = try encoder.encode(bitmap) }
        guard try PNGDecoder().decode(bytes).bitmap == bitmap else {
            throw PNGError.encodingFailed(reason: "\(name) did not round-trip")
        }
        print("| \(name) | \(bytes.count) | \(Timing.format(time)) | \(try decodeTime(bytes)) |")
    }

    private func decodeTime(_ bytes: [UInt8]) throws -> String {
        Timing.format(try Timing.medianMilliseconds(runs: runs) { _ = try PNGDecoder().decode(bytes) })
    }
}
