import Foundation
import GentleImage
import GentleRaster

/// Times each stage `runs` times and reports medians in milliseconds.
struct BenchRun {
    let scene: BenchScene
    let runs: Int

    func measure() throws -> String {
        var stages: [(String, [Double])] = []
        var sizes: [(String, Int)] = []
        func time(_ name: String, _ body: () throws -> Void) rethrows {
            var samples: [Double] = []
            for _ in 0..<runs { samples.append(try milliseconds(body)) }
            stages.append((name, samples))
        }
        _ = try renderPNGCanvas()
        try time("draw (typeset + shapes + 40 shadows), png canvas") { _ = try renderPNGCanvas() }
        let shadowCanvas = try Canvas(size: BenchScene.size, scale: 2)
        try time("40 shadows alone (mask + 3 box blurs + composite)") { try scene.drawShadows(on: shadowCanvas) }
        let canvas = try renderPNGCanvas()
        let bitmap = try canvas.bitmap()
        try time("unpremultiply to Bitmap") { _ = try canvas.bitmap() }
        var png: [UInt8] = []
        var cairoPNG: [UInt8] = []
        try time("encode PNG, GentleImage (libpng level 6, filter none)") { png = try PNGEncoder().encode(bitmap) }
        try time("encode PNG, cairo_surface_write_to_png") { cairoPNG = try canvas.encodedWithCairoPNGWriter() }
        sizes += [("PNG GentleImage", png.count), ("PNG cairo", cairoPNG.count)]
        for format in [OutputFormat.svg, .pdf] {
            var bytes: [UInt8] = []
            var drawing: [Double] = []
            var encoding: [Double] = []
            for _ in 0..<runs {
                let vector = try Canvas(size: BenchScene.size, scale: 2, format: format)
                drawing.append(try milliseconds { try scene.draw(on: vector) })
                encoding.append(try milliseconds { bytes = try vector.encoded() })
            }
            let name = format.rawValue.uppercased()
            stages += [
                ("draw on \(name) canvas", drawing),
                ("finish \(name) (cairo output\(format == .svg ? " + id renumbering" : ""))", encoding),
            ]
            sizes.append((name, bytes.count))
        }
        var lines = [
            "gentle-raster-bench: \(bitmap.width) × \(bitmap.height) px, \(runs) runs, medians (min–max) in ms"
        ]
        for (name, samples) in stages {
            let sorted = samples.sorted()
            let label = name.padding(toLength: 56, withPad: " ", startingAt: 0)
            lines.append(
                label
                    + String(
                        format: "%8.1f  (%.1f–%.1f)", sorted[sorted.count / 2], sorted[0], sorted[sorted.count - 1]))
        }
        lines += sizes.map { "  size \($0.0): \($0.1) bytes" }
        return lines.joined(separator: "\n")
    }

    /// Writes the scene in all three formats.
    func write(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for format in OutputFormat.allCases {
            let canvas = try Canvas(size: BenchScene.size, scale: 2, format: format)
            try scene.draw(on: canvas)
            try canvas.write(to: folder.appendingPathComponent("scene.\(format.fileExtension)"))
        }
    }

    private func renderPNGCanvas() throws -> Canvas {
        let canvas = try Canvas(size: BenchScene.size, scale: 2)
        try scene.draw(on: canvas)
        return canvas
    }

    private func milliseconds(_ body: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
