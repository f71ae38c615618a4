import Foundation
import GentleImage

let usage = """
    usage: gentle-golden-bench compare A.png B.png [--threshold T] [--include-aa] [--no-checkerboard] [--diff OUT.png]
           gentle-golden-bench bench A.png B.png [--runs N]
           gentle-golden-bench encode IMAGE.png [--runs N]
           gentle-golden-bench recode IN.png OUT.png
    """

do {
    let arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
    switch arguments.command {
    case "compare": try await CompareCommand(arguments).run()
    case "bench": try await CompareBench(arguments).run()
    case "encode": try EncodeBench(arguments).run()
    case "recode":
        let image = try PNGDecoder().decode(contentsOf: URL(fileURLWithPath: try arguments.file(0)))
        try PNGEncoder().write(image.bitmap, text: image.text, to: URL(fileURLWithPath: try arguments.file(1)))
    default: throw BenchArguments.Problem.usage("unknown command \(arguments.command)")
    }
} catch let problem as BenchArguments.Problem {
    FileHandle.standardError.write(Data("Error: \(problem)\n\(usage)\n".utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(65)
}
