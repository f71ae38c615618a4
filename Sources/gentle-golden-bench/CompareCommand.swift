import Foundation
import GentleGolden
import GentleImage

/// `compare A B`: decodes both PNGs in parallel, compares them and prints the counts on one line.
struct CompareCommand {
    let expectedPath: String
    let actualPath: String
    let options: ComparisonOptions
    let diffPath: String?

    init(_ arguments: BenchArguments) throws {
        expectedPath = try arguments.file(0)
        actualPath = try arguments.file(1)
        diffPath = arguments.options["--diff"]
        options = ComparisonOptions(
            threshold: try arguments.number("--threshold", default: 0.1),
            includeAntiAliasing: arguments.options["--include-aa"] != nil,
            producesDiffImage: diffPath != nil, checkerboard: arguments.options["--no-checkerboard"] == nil)
    }

    func run() async throws {
        let outcome = try await compareFiles(
            expected: URL(fileURLWithPath: expectedPath), actual: URL(fileURLWithPath: actualPath), options: options)
        switch outcome {
        case .sizeMismatch(let expectedSize, let actualSize):
            print("size-mismatch expected=\(expectedSize) actual=\(actualSize)")
        case .compared(let difference):
            print(
                "differing=\(difference.differingPixels) antialiased=\(difference.antiAliasedPixels) "
                    + "total=\(difference.totalPixels) exact=\(difference.isExact)")
            if let diffPath, let image = difference.diffImage {
                try Data(PNGEncoder().encode(image)).write(to: URL(fileURLWithPath: diffPath))
            }
        }
    }
}
