import Foundation

let usage = """
    usage: gentle-golden-bench compare A.png B.png [--threshold T] [--include-aa] [--diff OUT.png]
           gentle-golden-bench bench A.png B.png [--runs N]
           gentle-golden-bench encode IMAGE.png [--runs N]
    """

do {
    let arguments = try BenchArguments(Array(CommandLine.arguments.dropFirst()))
    switch arguments.command {
    case "compare": try await CompareCommand(arguments).run()
    case "bench": try await CompareBench(arguments).run()
    case "encode": try EncodeBench(arguments).run()
    default: throw BenchArguments.Problem.usage("unknown command \(arguments.command)")
    }
} catch let problem as BenchArguments.Problem {
    FileHandle.standardError.write(Data("Error: \(problem)\n\(usage)\n".utf8))
    exit(64)
} catch {
    FileHandle.standardError.write(Data("Error: \(error)\n".utf8))
    exit(65)
}
