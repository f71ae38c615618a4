import Foundation
import Testing

/// SIGTERM (a cancelled CI job) and SIGINT (Ctrl-C) remove the temporary files in flight and
/// exit with 128 + the signal, as a shell reports it; before, the signal killed the process and
/// left `.<name>.<UUID>.tmp` files behind.
@Test(
    .tags(.subprocess), .enabled(if: BuiltTool.url != nil, "gentle-specimen has not been built"),
    .timeLimit(.minutes(5)), arguments: [SIGTERM, SIGINT])
func aSignalRemovesTheTemporariesInFlightAndExitsWith128PlusIt(signal: Int32) throws {
    let tool = try #require(BuiltTool.url)
    try withTemporaryDirectory { directory in
        let process = Process()
        process.executableURL = tool
        process.arguments = ["record", "--preset", "gentle-default", "--goldens", "Goldens", "--jobs", "1"]
        process.currentDirectoryURL = directory
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The signal is sent once the first golden is written, while the other 17 are still to come.
        let theme = directory.appendingPathComponent("Goldens/gentle-default")
        while process.isRunning,
            ((try? FileManager.default.contentsOfDirectory(atPath: theme.path)) ?? []).allSatisfy({
                !$0.hasSuffix(".png")
            })
        {
            usleep(1000)
        }
        #expect(process.isRunning, "record finished before it could be interrupted")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 128 + signal)
        let left = FileManager.default.enumerator(atPath: directory.path)?.allObjects as? [String] ?? []
        #expect(left.filter { $0.hasSuffix(".tmp") } == [])
    }
}
