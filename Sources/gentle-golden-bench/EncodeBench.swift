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
            // Unfiltered rows are ours (libpng's bytes without libpng); filtered ones need libpng.
            let writer = choice.filter == .none ? "ours" : "libpng"
            try report("\(writer) level \(choice.level) filter \(choice.filter)", bitmap) {
                choice.filter == .none
                    ? try PNGEncoder(compressionLevel: choice.level).encode($0)
                    : try LibPNGWriter(compressionLevel: choice.level, filter: choice.filter).encode($0)
            }
        }
        var translucent = bitmap
        translucent.pixels[3] = 254
        try report("ours level 6 filter none, forced RGBA", translucent) { try PNGEncoder().encode($0) }
        let cairo = try Canvas(premultiplying: bitmap)
        var bytes: [UInt8] = []
        let time = try Timing.medianMilliseconds(runs: runs) { bytes = try cairo.encodedWithCairoPNGWriter() }
        print(
            "| cairo_surface_write_to_png_stream | \(bytes.count) | \(Timing.format(time)) | \(try decodeTime(bytes)) |"
        )
    }

    private func report(_ name: String, _ bitmap: Bitmap, _ encode: (Bitmap) throws -> [UInt8]) throws {
        var bytes: [UInt8] = []
        let time = try Timing.medianMilliseconds(runs: runs) { bytes = try encode(bitmap) }
        guard try PNGDecoder().decode(bytes).bitmap == bitmap else {
            throw PNGError.encodingFailed(reason: "\(name) did not round-trip")
        }
        print("| \(name) | \(bytes.count) | \(Timing.format(time)) | \(try decodeTime(bytes)) |")
    }

    private func decodeTime(_ bytes: [UInt8]) throws -> String {
        Timing.format(try Timing.medianMilliseconds(runs: runs) { _ = try PNGDecoder().decode(bytes) })
    }
}
