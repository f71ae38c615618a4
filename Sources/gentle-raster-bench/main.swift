import Foundation
import GentleImage
import GentleRaster

/// `gentle-raster-bench [--runs N] [--output DIR]`: medians of the drawing and encoding stages
/// for a 1200 × 4000 px sheet. Figures depend on the machine; run with `-c release`.
let arguments = Array(CommandLine.arguments.dropFirst())
func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
}
let runs = max(1, Int(option("--runs") ?? "") ?? 7)
let outputFolder = option("--output").map { URL(fileURLWithPath: $0) }

do {
    let fonts = try FontLibrary.bundled()
    let scene = BenchScene(typesetter: Typesetter(fonts: fonts))
    let report = try BenchRun(scene: scene, runs: runs).measure()
    print(report)
    if let outputFolder {
        try BenchRun(scene: scene, runs: 1).write(to: outputFolder)
        print("wrote scene.png, scene.svg, scene.pdf to \(outputFolder.path)")
    }
} catch {
    print("Error: \(error)")
    exit(1)
}
